/// A headless stand-in for a view controller.
///
/// A screen has a title, text content and named actions (its buttons) that a terminal, a test or
/// a deeplink can trigger. It sits in a ``Window``'s hierarchy the way a view controller does in
/// UIKit: inside a container (``NavigationContainer`` or ``TabContainer``), presented by another
/// screen, or as the window's root. The hierarchy holds screens strongly; every link back up
/// (``container``, ``presentingScreen``, ``window``, a router's root) is `weak`. A screen owns its
/// view model and its router.
///
/// Subclass it for each feature and hand the view model to ``init(title:content:model:)`` so the
/// screen owns it, the way a view controller owns its view model:
///
/// ```swift
/// final class LoginScreen: Screen {
///   let viewModel: LoginViewModel
///
///   init(viewModel: LoginViewModel) {
///     self.viewModel = viewModel
///     super.init(title: "Login", model: viewModel)
///     addAction("Sign up") { [viewModel] in viewModel.signUp() }
///   }
/// }
/// ```
///
/// A subclass may declare an ordinary `deinit`. Release screens on the main actor, as UIKit
/// requires of view controllers.
///
/// The hierarchy changes only through routing requests (``Router``), which observers see; the
/// properties here only describe it.
@MainActor
open class Screen {
  /// The screen's title, shown in the rendered tree and the sample's terminal.
  public var title: String

  /// The screen's text content, one entry per line.
  public var content: [String]

  /// What the screen shows, as a value, when the app declares it; used to find the screen again
  /// (a deeplink to a screen already shown focuses it).
  public var identity: ScreenIdentity?

  /// The view model this screen owns (strongly); the leak report names it.
  public var model: AnyObject? { modelStorage }

  /// The storage of ``model``, never reassigned; a `var` so that the leak report can ask whether
  /// the screen is the view model's only owner (`isKnownUniquelyReferenced`).
  var modelStorage: AnyObject?

  /// The router whose root this screen is, held strongly; set by the routing layer, which
  /// exposes it as ``router``.
  ///
  /// The one slot a higher layer fills, kept on purpose: the router of a screen without a view
  /// model lives exactly as long as the screen (made and not placed yet, shown, or gone from the
  /// window but kept), and is freed with it, even on another thread. A table beside the screen
  /// cannot do that (nothing tells it when a weak reference clears), and one in the routing
  /// context would hold the context through the router.
  var routerStorage: AnyObject?

  /// The actions (buttons) the screen offers, in the order they were added.
  public private(set) var actions: [ScreenAction] = []

  /// The container (navigation or tab) this screen is a child of; `nil` once the container is
  /// freed.
  public internal(set) weak var container: Screen?

  /// The screen that presents this one modally; `nil` once that screen is freed.
  ///
  /// As in UIKit, a presentation requested from a screen inside a container is carried out by the
  /// outermost container, so this is the screen that owns the presentation, not necessarily the
  /// one that asked for it.
  public internal(set) weak var presentingScreen: Screen?

  /// The screen this one presents modally; held strongly (at most one, as in UIKit).
  public internal(set) var presentedScreen: Screen?

  /// The screen that asked for this screen to be presented.
  weak var presentationSource: Screen?

  /// The window this screen is the root of; `nil` for every other screen.
  weak var hostingWindow: Window?

  /// Creates a screen.
  ///
  /// - Parameters:
  ///   - title: The title shown for the screen.
  ///   - content: The lines of text the screen shows.
  ///   - model: The view model the screen owns, if any.
  public init(title: String, content: [String] = [], model: AnyObject? = nil) {
    self.title = title
    self.content = content
    self.modelStorage = model
  }

  /// Adds an action (a button) that runs `handler` when triggered.
  ///
  /// - Parameters:
  ///   - title: The action's title, unique on this screen.
  ///   - handler: The code to run when the action is triggered.
  public func addAction(_ title: String, handler: @escaping @MainActor () -> Void) {
    actions.removeAll { $0.title == title }
    actions.append(ScreenAction(title: title, handler: handler))
  }

  /// Removes every action.
  public func removeAllActions() {
    actions.removeAll()
  }

  /// Triggers the action with the given title, as a user tapping the button would.
  ///
  /// - Throws: ``ScreenActionError/noSuchAction(title:screen:available:)`` when the screen has no
  ///   action with that title.
  public func triggerAction(_ title: String) throws(ScreenActionError) {
    guard let action = actions.first(where: { $0.title == title }) else {
      throw .noSuchAction(title: title, screen: ScreenInfo(self), available: actions.map(\.title))
    }
    action.handler()
  }

  /// The child screens a container holds; empty for a plain screen.
  ///
  /// ``NavigationContainer`` returns its stack, ``TabContainer`` its tabs.
  public var children: [Screen] { [] }

  /// The child that is visible, for containers; `nil` for a plain screen.
  public var visibleChild: Screen? { nil }

  /// The window this screen is shown in, or `nil` when it is not in a window's hierarchy.
  public var window: Window? {
    // Recursive, so that no step holds the screen it starts from.
    if let parent { return parent.window }
    return hostingWindow
  }

  /// Whether the screen is part of a window's hierarchy.
  public var isShown: Bool { window != nil }

  /// Whether the screen is anywhere in a hierarchy: in a container, presented, or a window's root.
  public var isInHierarchy: Bool {
    container != nil || presentingScreen != nil || hostingWindow != nil
  }

  /// The screen shown on top when this screen is visible: descends into containers' visible
  /// children and follows presentations.
  public var topmostScreen: Screen {
    var host = presentationHost
    while let presented = host.presentedScreen { host = presented }
    var screen = host
    while let child = screen.visibleChild { screen = child }
    return screen
  }

  /// The nearest navigation container this screen is in (or is), like UIKit's
  /// `navigationController`.
  public var navigationContainer: NavigationContainer? { nearest(NavigationContainer.self) }

  /// The nearest tab container this screen is in (or is), like UIKit's `tabBarController`.
  public var tabContainer: TabContainer? { nearest(TabContainer.self) }

  /// The screen that holds this screen's modal presentation: the nearest presented screen among
  /// this screen and its containers, or `nil` when the screen is not inside a presentation.
  public var modalPresentationRoot: Screen? {
    var screen: Screen? = self
    while let current = screen {
      if current.presentingScreen != nil { return current }
      screen = current.container
    }
    return nil
  }

  /// The outermost container of this screen, or the screen itself: the screen that carries out
  /// presentations requested from inside it (UIKit's presentation context).
  var presentationHost: Screen {
    var screen = self
    while let parent = screen.container { screen = parent }
    return screen
  }

  /// The navigation container whose bottom (root) screen this is, if any.
  var rootedStack: NavigationContainer? {
    guard let navigation = container as? NavigationContainer, navigation.rootScreen === self else {
      return nil
    }
    return navigation
  }

  /// The screen above this one: its container, or else the screen presenting it.
  var parent: Screen? { container ?? presentingScreen }

  /// The top of the chain of containers and presenters: the window's root when shown.
  var outermostAncestor: Screen {
    var screen = self
    while let parent = screen.parent { screen = parent }
    return screen
  }

  /// The nearest screen of type `type` among this screen and its containers.
  func nearest<Found: Screen>(_ type: Found.Type) -> Found? {
    if let found = self as? Found { return found }
    var screen = container
    while let current = screen {
      if let found = current as? Found { return found }
      screen = current.container
    }
    return nil
  }

  /// Whether placing `screen` inside this screen would put this screen inside `screen`: only a
  /// screen that holds children or presents one can contain another.
  func wouldBeInside(_ screen: Screen) -> Bool {
    guard !screen.children.isEmpty || screen.presentedScreen != nil || screen === self else {
      return false
    }
    return isDescendant(of: screen)
  }

  /// Whether `self` is `ancestor` or sits inside it (in its containers or presentations).
  func isDescendant(of ancestor: Screen) -> Bool {
    var screen: Screen? = self
    while let current = screen {
      if current === ancestor { return true }
      screen = current.parent
    }
    return false
  }

  /// Calls `body` for this screen and every screen below it: children, then what it presents.
  func forEachInSubtree(_ body: (Screen) -> Void) {
    body(self)
    for child in children { child.forEachInSubtree(body) }
    presentedScreen?.forEachInSubtree(body)
  }
}
