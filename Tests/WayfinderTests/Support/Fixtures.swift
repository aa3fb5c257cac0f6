import Testing
import Wayfinder

/// A view model that holds its router, as the article's view models do.
@MainActor
final class ItemViewModel {
  let name: String
  let router: DefaultRouter
  /// Lets a test build a retain cycle.
  var keepAlive: AnyObject?

  init(name: String, router: DefaultRouter) {
    self.name = name
    self.router = router
  }
}

/// A screen that owns an ``ItemViewModel``.
@MainActor
final class ItemScreen: Screen {
  let viewModel: ItemViewModel

  init(viewModel: ItemViewModel) {
    self.viewModel = viewModel
    super.init(title: viewModel.name, model: viewModel)
  }

  var itemRouter: DefaultRouter { viewModel.router }
}

/// A window whose root is a navigation container holding a home screen, with its events logged.
@MainActor
struct Harness {
  let window: Window
  let home: ItemScreen
  let navigation: NavigationContainer
  let events: EventLog

  init() throws {
    window = Window()
    events = EventLog(context: window.context)
    var made: ItemScreen?
    navigation = try window.setRoot { router in
      let home = try router.makeScreen { router in
        ItemScreen(viewModel: ItemViewModel(name: "Home", router: router))
      }
      made = home
      return try NavigationContainer(root: home)
    }
    home = try #require(made)
    events.clear()
  }

  /// Opens an item screen from `router` with `transition` and returns it (or throws).
  @discardableResult
  func open(
    _ name: String, from router: some Router, as transition: Transition
  ) throws -> ItemScreen {
    var outcome: Result<ItemScreen, RoutingError>?
    router.open(transition) { router in
      ItemScreen(viewModel: ItemViewModel(name: name, router: router))
    } completion: {
      outcome = $0
    }
    return try #require(outcome).get()
  }
}

/// Records every routing event of a context as one line each.
@MainActor
final class EventLog {
  private(set) var events: [RoutingEvent] = []

  init(context: RoutingContext) {
    context.addObserver { [weak self] event in self?.events.append(event) }
  }

  var lines: [String] { events.map(\.description) }

  func clear() { events.removeAll() }
}

/// Runs `request` with a completion and returns what it completed with.
@MainActor
func outcome(of request: (@escaping RoutingCompletion) -> Void) -> Result<Void, RoutingError>? {
  var result: Result<Void, RoutingError>?
  request { result = $0 }
  return result
}

extension Result where Failure == RoutingError {
  /// The error of a failure, `nil` for a success.
  var error: RoutingError? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
