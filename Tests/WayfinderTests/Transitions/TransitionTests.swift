import Testing
import Wayfinder

/// Every built-in transition's open and close, through routers on a real window.
@MainActor
@Suite struct TransitionTests {
  let harness: Harness
  var window: Window { harness.window }

  init() throws {
    harness = try Harness()
  }

  @Test func pushOpensOnTheSourcesStackAndCloseRemovesExactlyThatScreen() throws {
    let a = try harness.open("A", from: harness.home.itemRouter, as: .push)
    let b = try harness.open("B", from: a.itemRouter, as: .push)
    _ = try harness.open("C", from: b.itemRouter, as: .push)
    #expect(harness.navigation.stack.map(\.title) == ["Home", "A", "B", "C"])
    try window.checkInvariants()

    // Closing B (in the middle) pops B and what was pushed after it, not just the top.
    b.itemRouter.close()
    #expect(harness.navigation.stack.map(\.title) == ["Home", "A"])
    try window.checkInvariants()
    #expect(harness.events.lines.last == #"closed ItemScreen "B" (push, system.push 350ms)"#)
  }

  @Test func modalPresentsFromTheOutermostContainerAndCloseDismissesIt() throws {
    let modal = try harness.open("Modal", from: harness.home.itemRouter, as: .modal)
    #expect(harness.navigation.presentedScreen === modal)
    #expect(window.topmostScreen === modal)
    try window.checkInvariants()
    modal.itemRouter.close()
    #expect(harness.navigation.presentedScreen == nil)
    #expect(window.topmostScreen === harness.home)
    try window.checkInvariants()
  }

  @Test func modalInNavigationWrapsTheScreenAndCloseDismissesTheWrapper() throws {
    let login = try harness.open(
      "Login", from: harness.home.itemRouter, as: .modal(inNavigation: true))
    let wrapper = try #require(harness.navigation.presentedScreen as? NavigationContainer)
    #expect(wrapper.rootScreen === login)
    // The wrapped screen can push inside its own container.
    let signUp = try harness.open("Sign Up", from: login.itemRouter, as: .push)
    #expect(wrapper.stack.map(\.title) == ["Login", "Sign Up"])
    #expect(window.topmostScreen === signUp)
    try window.checkInvariants()
    login.itemRouter.close()
    #expect(harness.navigation.presentedScreen == nil)
    try window.checkInvariants()
  }

  @Test func fadeRecordsItsAnimatorAndClosesLikeAModal() throws {
    let popUp = try harness.open("Added", from: harness.home.itemRouter, as: .fade)
    #expect(harness.navigation.presentedScreen === popUp)
    #expect(
      harness.events.lines == [
        #"opened ItemScreen "Added" from ItemScreen "Home" (animated, fade 300ms)"#
      ])
    #expect(harness.events.events.first?.animator == FadeAnimator().info)
    popUp.itemRouter.close()
    #expect(harness.navigation.presentedScreen == nil)
    #expect(harness.events.lines.last == #"closed ItemScreen "Added" (animated, fade 300ms)"#)
  }

  @Test func anyCustomAnimatorIsRecordedByNameAndDuration() throws {
    final class CardAnimator: Animator {
      let name = "card"
      let duration: Duration = .milliseconds(450)
    }
    _ = try harness.open("Card", from: harness.home.itemRouter, as: .animated(with: CardAnimator()))
    #expect(harness.events.events.last?.animator?.description == "card 450ms")
    _ = try harness.open("Quiet", from: harness.home.itemRouter, as: .push(animator: nil))
    #expect(
      harness.events.lines.last == #"opened ItemScreen "Quiet" from ItemScreen "Home" (push)"#)
  }

  @Test func tabTransitionSelectsTheTabHoldingTheScreenAndCannotBeClosed() throws {
    let window = Window()
    var wishlist: ItemScreen?
    let tabs: TabContainer = try window.setRoot { router in
      let shop = try router.makeScreen {
        ItemScreen(viewModel: ItemViewModel(name: "Shop", router: $0))
      }
      let list = try router.makeScreen {
        ItemScreen(viewModel: ItemViewModel(name: "Wishlist", router: $0))
      }
      wishlist = list
      return try TabContainer(tabs: [shop, list])
    }
    let list = try #require(wishlist)
    let shop = try #require(tabs.tabs.first as? ItemScreen)
    shop.itemRouter.route(to: list, as: .selectTab)
    #expect(tabs.selectedTab === list)
    let result = outcome { list.itemRouter.close(completion: $0) }
    #expect(throws: RoutingError.self) { try result?.get() }
    #expect(tabs.selectedTab === list)
    try window.checkInvariants()
  }

  @Test func rootTransitionReplacesTheWindowsRootAndCannotBeClosed() throws {
    var newRoot: ItemScreen?
    harness.home.itemRouter.open(.root) { router in
      ItemScreen(viewModel: ItemViewModel(name: "Onboarding", router: router))
    } completion: {
      newRoot = try? $0.get()
    }
    let onboarding = try #require(newRoot)
    #expect(window.root === onboarding)
    #expect(harness.navigation.window == nil && harness.home.window == nil)
    try window.checkInvariants()
    // The harness still holds the old tree, so the leak report names it.
    #expect(
      window.leakedScreens().map(\.screen.description) == [
        #"NavigationContainer of ItemScreen "Home""#, #"ItemScreen "Home""#,
      ])

    let closing = outcome { onboarding.itemRouter.close(completion: $0) }
    #expect(closing?.error?.reason == .notClosable(ScreenInfo(onboarding), placement: .root))
    #expect(window.root === onboarding)
  }

  @Test func emptyTransitionOnlyChecksThePlacement() throws {
    let loose = Screen(title: "Loose")
    let error = outcome { harness.home.itemRouter.route(to: loose, as: .empty, completion: $0) }
    #expect(
      error?.error?.description
        == #"Cannot open Screen "Loose" from ItemScreen "Home" (empty): Screen "Loose" has not been placed in a container"#
    )
    let placed = outcome {
      harness.home.itemRouter.route(to: harness.home, as: .empty, completion: $0)
    }
    #expect(placed?.error == nil)
  }

  @Test func aCustomTransitionPicksAPlacementAndNamesItsKindAndAnimator() throws {
    let card = try harness.open("Card", from: harness.home.itemRouter, as: .card)
    #expect(harness.navigation.presentedScreen === card)
    #expect(
      harness.events.lines.last
        == #"opened ItemScreen "Card" from ItemScreen "Home" (card, slide 250ms)"#)
    card.itemRouter.close()
    #expect(harness.navigation.presentedScreen == nil)
    #expect(harness.events.lines.last == #"closed ItemScreen "Card" (card, slide 250ms)"#)
    try window.checkInvariants()
  }

  @Test func changingHowARouteAnimatesIsOneValue() {
    let transitions: [Transition] = [
      .push, .push(animator: FadeAnimator()), .modal, .modal(inNavigation: true), .fade, .selectTab,
      .root, .empty,
    ]
    #expect(
      transitions.map(\.name) == [
        "push", "push", "modal", "modal in navigation", "animated", "tab selection", "root",
        "empty",
      ])
    #expect(transitions.map(\.isAnimated) == [true, true, true, true, true, false, false, false])
  }

  @Test func aTransitionBuiltLikeFadeButCalledByItsOwnNameIsNotFade() {
    // Equal values must behave alike: `.fade` is written by its animator's name in messages
    // and paths, a transition an app builds with the same parts by its own.
    let lookalike = Transition(
      "animated", placement: .modal(inNavigation: false), animator: FadeAnimator.shared)
    #expect(lookalike != .fade)
    #expect(Transition.animated(with: FadeAnimator.shared) == .fade)
  }
}

/// A custom transition as an app writes one: a name, a placement and an animator.
extension Transition {
  fileprivate static let card = Transition(
    "card", placement: .modal(inNavigation: false),
    animator: SlideAnimator())
}

/// A custom animator as an app writes one.
private final class SlideAnimator: Animator {
  let name = "slide"
  let duration: Duration = .milliseconds(250)
}
