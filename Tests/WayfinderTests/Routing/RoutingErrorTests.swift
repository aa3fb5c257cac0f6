import Testing
import Wayfinder

/// Every request that cannot be carried out fails with a typed error naming what was asked and
/// why, reaches the observers, and leaves the tree exactly as it was.
@MainActor
@Suite struct RoutingErrorTests {
  let harness: Harness
  var window: Window { harness.window }
  var home: ItemScreen { harness.home }

  init() throws {
    harness = try Harness()
  }

  @Test func reasonsThatDifferReadDifferentlyAndCompareUnequal() {
    // Reasons compare by their text, so the text names every value: here the placement.
    let screen = ScreenInfo(typeName: "ProductScreen", title: "P")
    let reasons: [RoutingError.Reason] = [
      .notClosable(screen, placement: .push),
      .notClosable(screen, placement: .modal(inNavigation: false)),
      .notClosable(screen, placement: .modal(inNavigation: true)),
      .notClosable(screen, placement: .root),
    ]
    #expect(Set(reasons).count == reasons.count)
    #expect(Set(reasons.map(\.description)).count == reasons.count)
    struct Gone: Error {}
    #expect(RoutingError.Reason.buildFailed(Gone()) == .buildFailed(Gone()))
    #expect(RoutingError.Reason.buildFailed(Gone()) != .notShown(screen))
  }

  /// Runs `request`, checks the tree did not change and the observers got the same error, and
  /// returns the error's message.
  func failure(of request: (@escaping RoutingCompletion) -> Void) throws -> String {
    let before = window.render()
    harness.events.clear()
    let completed = outcome(of: request)
    let result = try #require(completed)
    let error = try #require(result.error)
    #expect(window.render() == before)
    #expect(harness.events.events.map(\.error) == [error])
    try window.checkInvariants()
    return error.description
  }

  @Test func theRootIsGone() throws {
    var product: ItemScreen? = try harness.open("Product", from: home.itemRouter, as: .push)
    let router = try #require(product).itemRouter
    router.close()
    product = nil
    #expect(router.root == nil)
    let message = try failure { router.route(to: Screen(title: "Next"), as: .push, completion: $0) }
    #expect(message == #"Cannot push Screen "Next": the router's root screen has been deallocated"#)
    #expect(
      try failure { router.close(completion: $0) }
        == "Cannot close the root of DefaultRouter: the router's root screen has been deallocated")
    #expect(
      try failure { router.dismiss(completion: $0) }
        == "Cannot dismiss the root of DefaultRouter: the router's root screen has been deallocated"
    )
    #expect(
      try failure { router.focus(completion: $0) }
        == "Cannot focus on the root of DefaultRouter: the router's root screen has been deallocated"
    )
  }

  @Test func aRootThatIsNoLongerShownIsNamedByEveryRequest() throws {
    let product = try harness.open("Product", from: home.itemRouter, as: .push)
    let router = product.itemRouter
    router.close()
    let notShown = #"ItemScreen "Product": ItemScreen "Product" is not shown in a window"#
    #expect(try failure { router.close(completion: $0) } == "Cannot close \(notShown)")
    #expect(try failure { router.dismiss(completion: $0) } == "Cannot dismiss \(notShown)")
    #expect(try failure { router.focus(completion: $0) } == "Cannot focus on \(notShown)")
  }

  @Test func thereIsNoNavigationContainerToPushInto() throws {
    let popUp = try harness.open("Pop-up", from: home.itemRouter, as: .fade)
    let message = try failure { completion in
      popUp.itemRouter.open(.push) {
        ItemScreen(viewModel: ItemViewModel(name: "Product", router: $0))
      } completion: {
        completion($0.map { _ in })
      }
    }
    #expect(
      message
        == #"Cannot push ItemScreen "Product" from ItemScreen "Pop-up": ItemScreen "Pop-up" is not inside a navigation container"#
    )
  }

  @Test func theSourceIsAlreadyPresenting() throws {
    _ = try harness.open("Login", from: home.itemRouter, as: .modal(inNavigation: true))
    let message = try failure {
      home.itemRouter.route(to: Screen(title: "Second"), as: .modal, completion: $0)
    }
    #expect(
      message
        == #"Cannot present Screen "Second" from ItemScreen "Home" (modal): NavigationContainer of ItemScreen "Home" is already presenting NavigationContainer of ItemScreen "Login""#
    )
  }

  @Test func theScreenIsAlreadyInTheHierarchy() throws {
    let product = try harness.open("Product", from: home.itemRouter, as: .push)
    let message = try failure { home.itemRouter.route(to: product, as: .push, completion: $0) }
    #expect(
      message
        == #"Cannot push ItemScreen "Product" from ItemScreen "Home": ItemScreen "Product" is already in a screen hierarchy"#
    )
    let root = try failure {
      home.itemRouter.route(to: harness.navigation, as: .root, completion: $0)
    }
    #expect(
      root
        == #"Cannot make NavigationContainer of ItemScreen "Home" the root: NavigationContainer of ItemScreen "Home" is already in a screen hierarchy"#
    )
  }

  @Test func closingAScreenNoLongerShown() throws {
    let product = try harness.open("Product", from: home.itemRouter, as: .push)
    product.itemRouter.close()
    let message = try failure { product.itemRouter.close(completion: $0) }
    #expect(
      message
        == #"Cannot close ItemScreen "Product": ItemScreen "Product" is not shown in a window"#
    )
    let routing = try failure {
      product.itemRouter.route(to: Screen(title: "Next"), as: .push, completion: $0)
    }
    #expect(
      routing
        == #"Cannot push Screen "Next" from ItemScreen "Product": ItemScreen "Product" is not shown in a window"#
    )
  }

  @Test func closingTheRootOfAStack() throws {
    let message = try failure { home.itemRouter.close(completion: $0) }
    #expect(
      message
        == #"Cannot close ItemScreen "Home": ItemScreen "Home" was placed by its container (as a tab or a stack's first screen), so there is nothing to close"#
    )
  }

  @Test func dismissingAScreenThatIsNotPresented() throws {
    let message = try failure { home.itemRouter.dismiss(completion: $0) }
    #expect(
      message
        == #"Cannot dismiss ItemScreen "Home": ItemScreen "Home" is not inside a modal presentation"#
    )
  }

  @Test func theBuilderThrows() throws {
    let message = try failure { completion in
      home.itemRouter.open(.push) { _ -> Screen in
        throw SampleFailure()
      } completion: {
        completion($0.map { _ in })
      }
    }
    #expect(
      message
        == #"Cannot push Screen from ItemScreen "Home": building the screen failed: the sample failed"#
    )
  }

  @Test func theBuilderReturnsAScreenThatIsAlreadyPlaced() throws {
    let message = try failure { completion in
      home.itemRouter.open(.push) { _ in
        self.home
      } completion: {
        completion($0.map { _ in })
      }
    }
    #expect(
      message
        == #"Cannot push ItemScreen from ItemScreen "Home": ItemScreen "Home" is already in a screen hierarchy"#
    )
    #expect(home.router === home.itemRouter)
  }

  @Test func aFailedOpenFreesEverythingTheBuilderMade() throws {
    _ = try harness.open("Login", from: home.itemRouter, as: .modal)
    weak var builtScreen: Screen?
    weak var builtRouter: DefaultRouter?
    weak var builtModel: ItemViewModel?
    home.itemRouter.open(.modal) { router in
      let screen = ItemScreen(viewModel: ItemViewModel(name: "Second", router: router))
      builtScreen = screen
      builtRouter = router
      builtModel = screen.viewModel
      return screen
    }
    #expect(
      harness.events.events.last?.error?.reason
        == .hierarchy(
          .alreadyPresenting(
            host: ScreenInfo(harness.navigation),
            presented: ScreenInfo(try #require(harness.navigation.presentedScreen)))))
    #expect(builtScreen == nil && builtRouter == nil && builtModel == nil)
  }
}
