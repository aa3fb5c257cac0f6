import Testing
import Wayfinder
import WayfinderContainer
import WayfinderTesting

/// A feature route whose default implementation resolves what it builds from the container,
/// as the article's part 2 does.
@MainActor
protocol DetailRoute {
  func openDetail(named name: String)
}

extension DetailRoute where Self: Router {
  func openDetail(named name: String) {
    open(.push) { router in
      let viewModel = try container.resolve(ItemViewModel.self, arguments: name, router)
      return ItemScreen(viewModel: viewModel)
    }
  }
}

extension DefaultRouter: DetailRoute {}
extension RecordingRouter: DetailRoute {}

@MainActor
@Suite struct RouterContainerTests {
  static func graph() throws -> Container {
    let container = Container()
    try container.registerMainActor(ItemViewModel.self) {
      (_: Resolver, name: String, router: DefaultRouter) in
      ItemViewModel(name: name, router: router)
    }
    return container
  }

  @Test func routersCarryTheWindowsContainerAndChildrenInheritIt() throws {
    let container = try Self.graph()
    let window = Window(container: container)
    let home: NavigationContainer = try window.setRoot { router in
      #expect(router.container === container)
      return try NavigationContainer(
        root: router.makeScreen { ItemScreen(viewModel: ItemViewModel(name: "Home", router: $0)) })
    }
    let homeRouter = try #require(home.rootScreen.router)
    homeRouter.openDetail(named: "Detail")
    let detail = try #require(home.topScreen as? ItemScreen)
    #expect(detail.title == "Detail")
    #expect(detail.itemRouter.container === container)
    #expect(detail.itemRouter.root === detail)
  }

  @Test func aMissingRegistrationFailsTheRouteWithTheResolutionChain() throws {
    let window = Window()
    let events = EventLog(context: window.context)
    let home: NavigationContainer = try window.setRoot { router in
      try NavigationContainer(
        root: router.makeScreen { ItemScreen(viewModel: ItemViewModel(name: "Home", router: $0)) })
    }
    let before = window.render()
    try #require(home.rootScreen.router).openDetail(named: "Detail")
    #expect(window.render() == before)
    let error = try #require(events.events.last?.error)
    #expect(error.request == #"push Screen from ItemScreen "Home""#)
    guard case .buildFailed(let thrown) = error.reason else {
      Issue.record("expected a build failure, got \(error.reason)")
      return
    }
    #expect((thrown as? ResolutionError)?.reason == .missingRegistration)
    #expect(
      "\(thrown)"
        == "ItemViewModel: no registration for ItemViewModel (name: nil, arguments: (String, DefaultRouter))"
    )
  }

  @Test func aRouteResolvesFromAChildContainerInARecordingRouterTest() throws {
    let child = try Self.graph().makeChild()
    try child.overrideMainActor(ItemViewModel.self) {
      (_: Resolver, name: String, router: DefaultRouter) in
      ItemViewModel(name: "Mocked \(name)", router: router)
    }
    let router = RecordingRouter(container: child)
    router.openDetail(named: "Detail")
    #expect(router.log == [#"route ItemScreen "Mocked Detail" (push, system.push 350ms)"#])
  }
}
