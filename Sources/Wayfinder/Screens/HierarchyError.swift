/// Why the screen model refused a change to its hierarchy.
///
/// The screen model keeps UIKit's rules: a screen is in one place only, a screen presents at
/// most one screen, a navigation stack keeps its root and holds no navigation stack, a tab
/// container selects one of its tabs.
/// A change that would break one is refused with this error before anything changes; routing
/// reports it inside a ``RoutingError`` (``RoutingError/Reason/hierarchy(_:)``).
public enum HierarchyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The screen is already placed somewhere in a hierarchy.
  case alreadyInHierarchy(ScreenInfo)
  /// The screen contains the place it would be put into.
  case wouldContainItself(ScreenInfo)
  /// The host already presents a screen (one presented screen per screen).
  case alreadyPresenting(host: ScreenInfo, presented: ScreenInfo)
  /// The same screen appears twice in a stack or in tabs.
  case duplicateScreen(ScreenInfo)
  /// A navigation stack cannot be empty.
  case emptyStack
  /// The tab index does not exist.
  case tabIndexOutOfRange(index: Int, count: Int)
  /// The screen is not one of the tab container's tabs.
  case notATab(ScreenInfo)
  /// The screen is not on the navigation stack.
  case notInStack(ScreenInfo)
  /// The screen is a navigation container, which cannot be on a navigation stack (UIKit:
  /// "Pushing a navigation controller is not supported").
  case navigationContainerInStack(ScreenInfo)
  /// The screen is the root of its navigation stack and cannot be popped.
  case cannotPopRoot(ScreenInfo)
  /// The screen is not inside a modal presentation.
  case notPresented(ScreenInfo)
  /// The screen presents nothing.
  case notPresenting(ScreenInfo)

  /// Why the change was refused, as a clause.
  public var description: String {
    switch self {
    case .alreadyInHierarchy(let screen): "\(screen) is already in a screen hierarchy"
    case .wouldContainItself(let screen): "\(screen) would end up inside itself"
    case .alreadyPresenting(let host, let presented): "\(host) is already presenting \(presented)"
    case .duplicateScreen(let screen): "\(screen) appears more than once"
    case .emptyStack: "a navigation stack needs at least one screen"
    case .tabIndexOutOfRange(let index, let count):
      "tab index \(index) is out of range (there \(count == 1 ? "is 1 tab" : "are \(count) tabs"))"
    case .notATab(let screen): "\(screen) is not a tab of the tab container"
    case .notInStack(let screen): "\(screen) is not on the navigation stack"
    case .navigationContainerInStack(let screen):
      "\(screen) cannot be on a navigation stack (UIKit does not push a navigation controller)"
    case .cannotPopRoot(let screen): "\(screen) is the root of its navigation stack"
    case .notPresented(let screen): "\(screen) is not inside a modal presentation"
    case .notPresenting(let screen): "\(screen) is not presenting anything"
    }
  }
}
