/// A headless navigation stack, the stand-in for `UINavigationController`.
///
/// The container owns its stack strongly; the last screen is the visible one. Every operation
/// checks its input first and throws a ``RoutingError`` without touching the stack when it cannot
/// be carried out: the root cannot be popped, a screen can be pushed only when it is in no other
/// place of any hierarchy, and a screen to pop to must be in this stack.
///
/// Screens removed from the stack leave the hierarchy together with any modal presentation that
/// one of them asked for.
///
/// These are the hierarchy's low-level operations: they keep its rules but send no routing
/// events. Apps route through a ``Router`` (``Router/open(_:build:completion:)``,
/// ``Closable/close(completion:)``, ``Router/popToRoot(animated:completion:)``…), which observers see.
@MainActor
public final class NavigationContainer: Screen {
  /// The screens on the stack, bottom first; never empty.
  @exclusivity(unchecked) public private(set) var stack: [Screen]

  /// Creates a navigation container whose stack holds `root`.
  ///
  /// - Throws: ``RoutingError/Reason/alreadyInHierarchy(_:)`` when `root` is already in a
  ///   hierarchy.
  public init(root: Screen, title: String = "") throws(RoutingError) {
    guard !root.isInHierarchy else {
      throw RoutingError(
        "make a navigation container with \(ScreenInfo(root))",
        .alreadyInHierarchy(ScreenInfo(root)))
    }
    stack = [root]
    super.init(title: title)
    root.container = self
  }

  /// Clears the stack's references to this container.
  isolated deinit {
    for screen in stack where screen.containerLink.refers(to: self) { screen.containerLink = nil }
  }

  /// The stack, bottom first.
  override public var children: [Screen] { stack }

  /// The screen on top of the stack.
  override public var visibleChild: Screen? { stack.last }

  /// The screen at the bottom of the stack.
  public var rootScreen: Screen {
    // The stack is never empty: `init` puts a root on it and no operation removes the last one.
    stack[0]
  }

  /// The screen on top of the stack.
  public var topScreen: Screen {
    stack[stack.count - 1]
  }

  /// Pushes `screen` onto the stack.
  ///
  /// - Throws: ``RoutingError/Reason/alreadyInHierarchy(_:)`` when `screen` is already in a
  ///   hierarchy (this one included); the stack is unchanged.
  public func push(_ screen: Screen) throws(RoutingError) {
    guard !screen.isInHierarchy else {
      throw RoutingError("push \(ScreenInfo(screen))", .alreadyInHierarchy(ScreenInfo(screen)))
    }
    guard !screen.mayContain(self) else {
      throw RoutingError("push \(ScreenInfo(screen))", .wouldContainItself(ScreenInfo(screen)))
    }
    stack.append(screen)
    screen.container = self
  }

  /// Pops the top screen and returns it.
  ///
  /// - Throws: ``RoutingError/Reason/cannotPopRoot(_:)`` when only the root is left.
  @discardableResult
  public func pop() throws(RoutingError) -> Screen {
    guard stack.count > 1 else {
      throw RoutingError("pop \(ScreenInfo(topScreen))", .cannotPopRoot(ScreenInfo(topScreen)))
    }
    return removeScreens(from: stack.count - 1)[0]
  }

  /// Pops every screen above `screen` and returns them, bottom first.
  ///
  /// - Throws: ``RoutingError/Reason/notInStack(_:)`` when `screen` is not on this stack.
  @discardableResult
  public func pop(to screen: Screen) throws(RoutingError) -> [Screen] {
    guard let index = index(of: screen) else {
      throw RoutingError("pop to \(ScreenInfo(screen))", .notInStack(ScreenInfo(screen)))
    }
    return removeScreens(from: index + 1)
  }

  /// Pops every screen above the root and returns them, bottom first.
  @discardableResult
  public func popToRoot() -> [Screen] {
    removeScreens(from: 1)
  }

  /// Removes `screen` and every screen above it, and returns them, bottom first.
  ///
  /// This is what closing a pushed screen does: exactly that screen and what was pushed after it
  /// leave, whatever is on top.
  ///
  /// - Throws: ``RoutingError/Reason/notInStack(_:)`` when `screen` is not on this stack, or
  ///   ``RoutingError/Reason/cannotPopRoot(_:)`` when it is the root.
  @discardableResult
  public func remove(_ screen: Screen) throws(RoutingError) -> [Screen] {
    guard let index = index(of: screen) else {
      throw RoutingError("close \(ScreenInfo(screen))", .notInStack(ScreenInfo(screen)))
    }
    guard index > 0 else {
      throw RoutingError("close \(ScreenInfo(screen))", .cannotPopRoot(ScreenInfo(screen)))
    }
    return removeScreens(from: index)
  }

  /// Replaces the whole stack with `screens` and returns the screens that left it.
  ///
  /// Screens already on this stack may stay on it; any other screen must be in no hierarchy.
  ///
  /// - Throws: ``RoutingError/Reason/emptyStack`` for an empty array,
  ///   ``RoutingError/Reason/duplicateScreen(_:)`` when a screen appears twice, or
  ///   ``RoutingError/Reason/alreadyInHierarchy(_:)``; the stack is unchanged.
  @discardableResult
  public func setStack(_ screens: [Screen]) throws(RoutingError) -> [Screen] {
    let request = "replace the stack with \(screens.count) screens"
    let seen = try Self.checkStack(screens, request: request) { screen throws(RoutingError) in
      guard screen.container === self || !screen.isInHierarchy else {
        throw RoutingError(request, .alreadyInHierarchy(ScreenInfo(screen)))
      }
      guard !isDescendant(of: screen) else {
        throw RoutingError(request, .wouldContainItself(ScreenInfo(screen)))
      }
    }
    let tracker = window?.context.leakTracker
    let removed = stack.filter { !seen.contains(ObjectIdentifier($0)) }
    stack = screens
    for screen in screens { screen.container = self }
    detach(removed, tracker: tracker)
    return removed
  }

  /// Checks that `screens` can make a stack, not empty and naming no screen twice, running
  /// `check` on each screen in turn, and returns their identities.
  ///
  /// - Throws: ``RoutingError/Reason/emptyStack``, ``RoutingError/Reason/duplicateScreen(_:)``
  ///   or what `check` throws, for the first screen that fails.
  static func checkStack(
    _ screens: [Screen], request: String,
    each check: (Screen) throws(RoutingError) -> Void = { _ in }
  ) throws(RoutingError) -> Set<ObjectIdentifier> {
    guard !screens.isEmpty else { throw RoutingError(request, .emptyStack) }
    var seen = Set<ObjectIdentifier>()
    for screen in screens {
      guard seen.insert(ObjectIdentifier(screen)).inserted else {
        throw RoutingError(request, .duplicateScreen(ScreenInfo(screen)))
      }
      try check(screen)
    }
    return seen
  }

  /// The position of `screen` on the stack, searched from the top (closing the top is O(1)).
  public func index(of screen: Screen) -> Int? {
    guard screen.containerLink.refers(to: self) else { return nil }
    var index = stack.count - 1
    while index >= 0 {
      if stack[index] === screen { return index }
      index -= 1
    }
    return nil
  }

  /// Removes `screen` and what was pushed after it, without building the array of removed
  /// screens (the common case of closing the top screen); the same checks as ``remove(_:)``.
  func close(_ screen: Screen) throws(RoutingError) {
    if stack.count > 1, stack[stack.count - 1] === screen, screen.containerLink.refers(to: self) {
      let tracker = window?.context.leakTracker
      stack.removeLast()
      detach(screen, tracker: tracker)
    } else {
      try remove(screen)
    }
  }

  /// Removes the screens from `index` up, detaching them, and returns them bottom first.
  private func removeScreens(from index: Int) -> [Screen] {
    guard index < stack.count else { return [] }
    let tracker = window?.context.leakTracker
    let removed = Array(stack[index...])
    stack.removeSubrange(index...)
    detach(removed, tracker: tracker)
    return removed
  }
}
