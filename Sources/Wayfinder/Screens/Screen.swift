/// A headless stand-in for a view controller.
///
/// A screen has a title, text content and named actions (its buttons) that a terminal, a test or
/// a deeplink can trigger. It sits in a ``Window``'s hierarchy the way a view controller does in
/// UIKit: inside a container (``NavigationContainer`` or ``TabContainer``), presented by another
/// screen, or as the window's root. The hierarchy holds screens strongly; no back-reference
/// (``container``, ``presentingScreen``, ``window``, a router's ``DefaultRouter/root``) owns
/// anything, and each becomes `nil` when the object it names is freed, as a weak reference
/// would. A screen owns its view model and its router.
///
/// Release screens on the main actor, as UIKit requires of view controllers. The deinitializer
/// is isolated to the main actor, so a subclass that declares one writes `isolated deinit`.
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
@MainActor
open class Screen {
  // The links of the hierarchy (here, in the containers, the window and the routers) are marked
  // `@exclusivity(unchecked)`: they are read on every routing request, always on the main actor,
  // and never accessed overlapping (no `inout` access to them escapes a method), so Swift's
  // dynamic exclusivity checks only cost time there (about a quarter of an open-close cycle).
  //
  // The back-references (`container`, `presentingScreen`, `hostingWindow`, a router's `root`,
  // the leak tracker's records) are stored as `Unmanaged` references and cleared by hand when
  // the object they name is freed: each owner's isolated deinit clears the links pointing at
  // it (see `deinit` here and in the containers and the window). They behave as weak
  // references, but a `weak` reference gives its target a side table, and every retain and
  // release of that object then takes the runtime's slow path: with weak links, half of an
  // open-close cycle was reference counting. The rule that keeps them valid: a link is set only
  // while its target owns (or, for a router, is owned by) the linking object, and is cleared
  // when either lets go.
  //
  // One case is left, which a weak reference handles and a plain pointer does not: the last
  // reference to a screen, container or window goes on another thread, and its deinit is queued
  // on the main actor. Until it runs, the links still name it. So a link to an object whose
  // deinitialization has begun reads `nil` (`Unmanaged.isDeinitializing`), and a link becomes a
  // strong reference only through the runtime's atomic `swift_tryRetain`
  // (`Unmanaged.retainedIfAlive`), as a weak load does: nothing can keep a dying object.

  /// The screen's title, shown in the rendered tree and the sample's terminal.
  public var title: String

  /// The screen's text content, one entry per line.
  public var content: [String]

  /// What the screen shows, as a value, when the app declares it; used to find the screen again
  /// (a deeplink to a screen already shown focuses it).
  public var identity: ScreenIdentity?

  /// The view model this screen owns (strongly); the leak report names it.
  public var model: AnyObject? { modelStorage }

  /// The storage of ``model``, never reassigned.
  ///
  /// A `var` so that the leak tracker can ask whether the screen is the view model's only owner
  /// (`isKnownUniquelyReferenced`).
  @exclusivity(unchecked) var modelStorage: AnyObject?

  /// The router whose root this screen is, when the kit made the screen; held strongly.
  ///
  /// The screen keeps its router alive for as long as it is alive itself, even when no view
  /// model holds the router (a tab container built by ``Window/setRoot(build:)``, a system
  /// sheet). There is no cycle: the router does not own the screen.
  public var router: (any Router)? { owningRouter }

  /// The storage of ``router``: only ``DefaultRouter/adopt(_:)`` sets it.
  @exclusivity(unchecked) var owningRouter: DefaultRouter?

  /// The actions (buttons) the screen offers, in the order they were added.
  public private(set) var actions: [ScreenAction] = []

  /// The container (navigation or tab) this screen is a child of; not owned, and `nil` once
  /// the container is freed.
  public internal(set) var container: Screen? {
    get { containerLink?.retainedIfAlive }
    set { containerLink = newValue.map(Unmanaged.passUnretained) }
  }

  /// The storage of ``container``.
  @exclusivity(unchecked) var containerLink: Unmanaged<Screen>?

  /// The screen that presents this one modally; not owned, and `nil` once that screen is freed.
  ///
  /// As in UIKit, a presentation requested from a screen inside a container is carried out by the
  /// outermost container, so this is the screen that owns the presentation, not necessarily the
  /// one that asked for it (see ``presentationSource``).
  public internal(set) var presentingScreen: Screen? {
    get { presentingLink?.retainedIfAlive }
    set { presentingLink = newValue.map(Unmanaged.passUnretained) }
  }

  /// The storage of ``presentingScreen``.
  @exclusivity(unchecked) var presentingLink: Unmanaged<Screen>?

  /// The screen this one presents modally; held strongly (at most one, as in UIKit).
  @exclusivity(unchecked) public internal(set) var presentedScreen: Screen?

  /// The screen that asked for this screen to be presented; held weakly.
  ///
  /// The one back-reference that stays `weak`: it names any screen of the presenting side, not
  /// an owner, and is set only for modal presentations, off the push-and-pop hot path.
  @exclusivity(unchecked) public internal(set) weak var presentationSource: Screen?

  /// The window this screen is the root of, not owned; `nil` for every other screen and once
  /// the window is freed.
  var hostingWindow: Window? {
    get { hostingWindowLink?.retainedIfAlive }
    set { hostingWindowLink = newValue.map(Unmanaged.passUnretained) }
  }

  /// The storage of ``hostingWindow``.
  @exclusivity(unchecked) var hostingWindowLink: Unmanaged<Window>?

  /// The leak tracker that recorded this screen's removal from a hierarchy, held strongly so
  /// that it outlives the record it keeps of the screen; `nil` while never removed.
  @exclusivity(unchecked) internal var removalTracker: LeakTracker?

  /// The position of this screen's record in ``removalTracker``.
  @exclusivity(unchecked) internal var removalRecordIndex = 0

  /// Whether the screen's router wants to know when the screen leaves the hierarchy (a
  /// ``ResultRouter`` waiting for its result); a flag, so other removals pay no cast.
  @exclusivity(unchecked) internal var reportsRemoval = false

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

  /// Clears the references that name this screen: its presented screen's presenter, its
  /// router's root and its leak record.
  isolated deinit {
    if let presentedScreen, presentedScreen.presentingLink.refers(to: self) {
      presentedScreen.presentingLink = nil
    }
    if let owningRouter, owningRouter.rootLink.refers(to: self) { owningRouter.rootLink = nil }
    removalTracker?.screenWillBeFreed(self)
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
  open var children: [Screen] { [] }

  /// The child that is visible, for containers; `nil` for a plain screen.
  open var visibleChild: Screen? { nil }

  /// The window this screen is shown in, or `nil` when it is not in a window's hierarchy.
  ///
  /// Found by walking up containers and presenters to the root: the cost grows with the nesting
  /// depth, not with the size of any stack.
  public var window: Window? {
    outermostPresenterLink._withUnsafeGuaranteedRef(\.hostingWindow)
  }

  /// Whether the screen is part of a window's hierarchy.
  public var isShown: Bool {
    // A key path, not a closure: a main-actor closure checks its executor on every call.
    outermostPresenterLink._withUnsafeGuaranteedRef(\.isWindowRoot)
  }

  /// Whether the screen is a window's root.
  var isWindowRoot: Bool {
    guard let hostingWindowLink else { return false }
    return !hostingWindowLink.isDeinitializing
  }

  /// Whether the screen is anywhere in a hierarchy: in a container, presented, or a window's root.
  public var isInHierarchy: Bool {
    parentLink != nil || isWindowRoot
  }

  /// The outermost container of this screen, or the screen itself: the screen that carries out
  /// presentations requested from inside it (UIKit's presentation context).
  public var presentationHost: Screen {
    let start = Unmanaged.passUnretained(self)
    while true {
      var screen = start
      while let parent = screen._withUnsafeGuaranteedRef(\.liveContainerLink) { screen = parent }
      // `self` is valid while its code runs, even in its own deinit, where a retain would fail.
      if screen.toOpaque() == start.toOpaque() { return self }
      // Retained atomically: should the last reference to the top go on another thread right
      // now, it is being deinitialized, and the next walk stops below it.
      if let host = screen.retainedIfAlive { return host }
    }
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

  /// The nearest screen of type `type` among this screen and its containers.
  func nearest<Found: Screen>(_ type: Found.Type) -> Found? {
    var screen: Screen? = self
    while let current = screen {
      if let found = current as? Found { return found }
      screen = current.container
    }
    return nil
  }

  /// Whether `self` is `ancestor` or sits inside it (in its containers or presentations).
  public func isDescendant(of ancestor: Screen) -> Bool {
    var screen: Screen? = self
    while let current = screen {
      if current === ancestor { return true }
      screen = current.container ?? current.presentingScreen
    }
    return false
  }

  /// Whether `other` is this screen or sits inside it; cheap for a plain screen that presents
  /// nothing, which cannot contain another screen (the common case when a screen is opened).
  func mayContain(_ other: Screen) -> Bool {
    if other === self { return true }
    if presentedScreen == nil && children.isEmpty { return false }
    return other.isDescendant(of: self)
  }

  /// The link to the screen at the top of the chain of containers and presenters (the window's
  /// root when shown), read without retaining anything: valid only until the main actor runs
  /// something else (no deinit can run before), so never stored.
  var outermostPresenterLink: Unmanaged<Screen> {
    var screen = Unmanaged.passUnretained(self)
    while let parent = screen._withUnsafeGuaranteedRef(\.parentLink) { screen = parent }
    return screen
  }

  /// The link to the screen above this one: its container, or else the screen presenting it.
  ///
  /// The walks up the hierarchy follow these links without retaining each screen on the way
  /// (`_withUnsafeGuaranteedRef`): every screen on the path is owned by the one above it, and
  /// on the main actor no deinit runs during the walk. A link to a screen whose
  /// deinitialization has begun (queued on the main actor after a release on another thread)
  /// reads `nil`, as a weak reference would: that screen no longer owns this one.
  var parentLink: Unmanaged<Screen>? { liveContainerLink ?? livePresentingLink }

  /// ``containerLink``, unless the container's deinitialization has begun.
  var liveContainerLink: Unmanaged<Screen>? {
    guard let containerLink, !containerLink.isDeinitializing else { return nil }
    return containerLink
  }

  /// ``presentingLink``, unless the presenter's deinitialization has begun.
  var livePresentingLink: Unmanaged<Screen>? {
    guard let presentingLink, !presentingLink.isDeinitializing else { return nil }
    return presentingLink
  }

  /// Calls `body` for this screen and every screen below it: children and presented screens.
  func forEachInSubtree(_ body: (Screen) -> Void) {
    var pending: [Screen] = [self]
    while let screen = pending.popLast() {
      body(screen)
      if let presented = screen.presentedScreen { pending.append(presented) }
      pending.append(contentsOf: screen.children.reversed())
    }
  }
}
