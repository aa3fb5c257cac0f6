import Wayfinder

/// A running shop app driven by text commands.
///
/// Tap an action, go back, select a tab, open a link. The narrated scenario, the interactive terminal and the graph explorer all drive the
/// app through it, so they behave the same.
@MainActor
final class ShopSession {
  let app: ShopApp
  private var events: [RoutingEvent] = []

  init(app: ShopApp) {
    self.app = app
    app.window.context.addObserver { [weak self] event in self?.events.append(event) }
  }

  var window: Window { app.window }

  /// The routing events since the last call, one line each.
  func takeEvents() -> [String] {
    defer { events.removeAll() }
    return events.map { "event: \($0)" }
  }

  /// Runs `command` and says what happened.
  func run(_ command: SessionCommand) -> Result<String, SessionError> {
    switch command {
    case .tap(let title): tap(title)
    case .tapNumber(let number): tap(number: number)
    case .back: back()
    case .tab(let name): selectTab(name)
    case .open(let url): open(url)
    }
  }

  /// Opens a deeplink.
  func open(_ url: String) -> Result<String, SessionError> {
    let result = app.deeplinks.handle(url)
    if let error = result.error { return .failure(.link(error.description)) }
    return .success("opened \(url): \(result)")
  }

  /// Taps the action numbered `number` (from 1) on the topmost screen.
  func tap(number: Int) -> Result<String, SessionError> {
    window.refreshScreens()
    guard let screen = window.topmostScreen else { return .failure(.nothingOnScreen) }
    // Compared before subtracting, so that no number overflows (`Int.min - 1`).
    guard number >= 1, number <= screen.actions.count else {
      return .failure(.noSuchActionNumber(number, count: screen.actions.count))
    }
    return tap(screen.actions[number - 1].title)
  }

  /// Taps the action titled `title` on the topmost screen.
  func tap(_ title: String) -> Result<String, SessionError> {
    window.refreshScreens()
    guard let screen = window.topmostScreen else { return .failure(.nothingOnScreen) }
    do {
      try screen.triggerAction(title)
    } catch {
      return .failure(.action(error.description))
    }
    return .success("tapped \"\(title)\" on \(screen.title)")
  }

  /// Goes back: closes the topmost screen through its router.
  func back() -> Result<String, SessionError> {
    guard let screen = window.topmostScreen else { return .failure(.nothingOnScreen) }
    guard let router = screen.router else {
      return .failure(.cannotGoBack("\(screen.title) has no router"))
    }
    var failure: RoutingError?
    router.close { if case .failure(let error) = $0 { failure = error } }
    if let failure { return .failure(.cannotGoBack(failure.description)) }
    return .success("went back from \(screen.title)")
  }

  /// Selects the tab at `index` or named `name` (case-insensitive).
  func selectTab(_ name: String) -> Result<String, SessionError> {
    guard let tabs = ScreenDescription.tabContainer(of: window),
      let router = tabs.router
    else { return .failure(.noTabs) }
    // A number counts from 1, as the user sees the tabs; one out of range is no tab at all.
    let index =
      Int(name).map { $0 >= 1 ? $0 - 1 : -1 }
      ?? tabs.tabs.firstIndex { $0.title.lowercased() == name.lowercased() }
    guard let index, tabs.tabs.indices.contains(index) else {
      return .failure(.noSuchTab(name))
    }
    var failure: RoutingError?
    router.selectTab(at: index) { if case .failure(let error) = $0 { failure = error } }
    if let failure { return .failure(.noSuchTab("\(name) (\(failure.reason))")) }
    return .success("selected the \(tabs.tabs[index].title) tab")
  }
}
