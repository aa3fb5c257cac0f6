/// A headless navigation stack, the stand-in for `UINavigationController`.
///
/// The container owns its stack strongly; the last screen is the visible one. Build one with
/// ``init(root:title:)``, for example in a route that wraps its screen; from then on the stack
/// changes only through routing requests (``Router/open(_:build:completion:)`` with `.push`,
/// ``Router/close(completion:)``, ``Router/popToRoot(animated:completion:)``,
/// ``Router/setStack(animated:build:completion:)``…), which check the hierarchy's rules first and
/// which observers see.
///
/// Screens removed from the stack leave the hierarchy together with any modal presentation that
/// one of them asked for.
@MainActor
public final class NavigationContainer: Screen {
  /// The screens on the stack, bottom first; never empty.
  public private(set) var stack: [Screen]

  /// Creates a navigation container whose stack holds `root`.
  ///
  /// - Throws: ``HierarchyError/alreadyInHierarchy(_:)`` when `root` is already in a hierarchy,
  ///   ``HierarchyError/navigationContainerInStack(_:)`` when it is a navigation container.
  public init(root: Screen, title: String = "") throws(HierarchyError) {
    guard !root.isInHierarchy else { throw .alreadyInHierarchy(ScreenInfo(root)) }
    try Self.checkNotNavigation(root)
    stack = [root]
    super.init(title: title)
    root.container = self
  }

  /// The stack, bottom first.
  override public var children: [Screen] { stack }

  /// The screen on top of the stack.
  override public var visibleChild: Screen? { stack.last }

  /// The screen at the bottom of the stack.
  public var rootScreen: Screen {
    // Never empty: `init` puts a root on it and no operation removes the last one.
    stack[0]
  }

  /// The screen on top of the stack.
  public var topScreen: Screen {
    stack[stack.count - 1]
  }

  /// Pushes `screen` onto the stack.
  ///
  /// - Throws: ``HierarchyError/alreadyInHierarchy(_:)``,
  ///   ``HierarchyError/navigationContainerInStack(_:)`` or
  ///   ``HierarchyError/wouldContainItself(_:)``; the stack is unchanged.
  func push(_ screen: Screen) throws(HierarchyError) {
    guard !screen.isInHierarchy else { throw .alreadyInHierarchy(ScreenInfo(screen)) }
    try Self.checkNotNavigation(screen)
    guard !wouldBeInside(screen) else { throw .wouldContainItself(ScreenInfo(screen)) }
    stack.append(screen)
    screen.container = self
  }

  /// Pops every screen above `screen` and returns what left, bottom first.
  ///
  /// - Throws: ``HierarchyError/notInStack(_:)``.
  func pop(to screen: Screen) throws(HierarchyError) -> [Screen] {
    guard let index = index(of: screen) else { throw .notInStack(ScreenInfo(screen)) }
    return removeScreens(from: index + 1)
  }

  /// Pops every screen above the root and returns what left, bottom first.
  func popToRoot() -> [Screen] {
    removeScreens(from: 1)
  }

  /// Removes `screen` and every screen pushed after it, and returns what left, bottom first:
  /// closing a pushed screen removes exactly that screen and what is above it.
  ///
  /// - Throws: ``HierarchyError/notInStack(_:)`` or ``HierarchyError/cannotPopRoot(_:)``.
  func remove(_ screen: Screen) throws(HierarchyError) -> [Screen] {
    guard let index = index(of: screen) else { throw .notInStack(ScreenInfo(screen)) }
    guard index > 0 else { throw .cannotPopRoot(ScreenInfo(screen)) }
    return removeScreens(from: index)
  }

  /// Replaces the whole stack with `screens` and returns what left.
  ///
  /// Screens already on this stack may stay on it; any other screen must be in no hierarchy.
  ///
  /// - Throws: ``HierarchyError/emptyStack``, ``HierarchyError/duplicateScreen(_:)``,
  ///   ``HierarchyError/navigationContainerInStack(_:)``,
  ///   ``HierarchyError/alreadyInHierarchy(_:)`` or ``HierarchyError/wouldContainItself(_:)``;
  ///   the stack is unchanged.
  func setStack(_ screens: [Screen]) throws(HierarchyError) -> [Screen] {
    let kept = try Self.checkStack(screens) { screen throws(HierarchyError) in
      guard screen.container === self || !screen.isInHierarchy else {
        throw .alreadyInHierarchy(ScreenInfo(screen))
      }
      guard !isDescendant(of: screen) else { throw .wouldContainItself(ScreenInfo(screen)) }
    }
    let removed = stack.filter { !kept.contains(ObjectIdentifier($0)) }
    stack = screens
    for screen in screens { screen.container = self }
    return detach(removed)
  }

  /// Checks that `screens` can make a stack (not empty, no screen twice, no navigation
  /// container), running `check` on each screen in turn, and returns their identities.
  package static func checkStack(
    _ screens: [Screen], each check: (Screen) throws(HierarchyError) -> Void = { _ in }
  ) throws(HierarchyError) -> Set<ObjectIdentifier> {
    guard !screens.isEmpty else { throw .emptyStack }
    var seen = Set<ObjectIdentifier>()
    for screen in screens {
      guard seen.insert(ObjectIdentifier(screen)).inserted else {
        throw .duplicateScreen(ScreenInfo(screen))
      }
      try checkNotNavigation(screen)
      try check(screen)
    }
    return seen
  }

  /// Throws ``HierarchyError/navigationContainerInStack(_:)`` when `screen` is a navigation
  /// container, which UIKit does not put on a navigation stack.
  private static func checkNotNavigation(_ screen: Screen) throws(HierarchyError) {
    guard !(screen is NavigationContainer) else {
      throw .navigationContainerInStack(ScreenInfo(screen))
    }
  }

  /// The position of `screen` on the stack, searched from the top.
  func index(of screen: Screen) -> Int? {
    // A loop rather than `lastIndex(where:)`: a closure formed on the main actor checks the
    // executor each time it is called.
    var index = stack.count - 1
    while index >= 0 {
      if stack[index] === screen { return index }
      index -= 1
    }
    return nil
  }

  /// Removes the screens from `index` up, detaching them, and returns what left, bottom first.
  private func removeScreens(from index: Int) -> [Screen] {
    guard index < stack.count else { return [] }
    let removed = Array(stack[index...])
    stack.removeSubrange(index...)
    return detach(removed)
  }
}
