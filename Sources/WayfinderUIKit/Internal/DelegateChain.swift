/// The delegates an app set, one after another, on a controller whose delegate the bridge
/// takes back (a navigation, tab bar or presentation controller), the latest on top; held
/// weakly, as UIKit holds a delegate.
///
/// The bridge forwards to the top. An app's delegate that passes each call on to the delegate
/// it replaced (an analytics layer or "discard changes?" guard wrapped around what was there)
/// calls the bridge back, which passes the call on to the one below, as UIKit would reach it
/// through the app's own wrappers; the chain ends at a delegate that does not pass it on, or
/// one that was freed.
struct DelegateChain {
  private struct Link {
    weak var object: AnyObject?
  }

  /// Bottom first.
  private var links: [Link] = []

  /// The delegate the app set last, if it is alive.
  var top: AnyObject? { links.last?.object }

  /// Notes `delegate`, which the app set in the bridge's place, as the top: one already in the
  /// chain becomes the top again, without those set after it (a screen that makes itself the
  /// delegate each time it appears); `nil` (the app cleared its delegate) empties the chain.
  mutating func take(_ delegate: AnyObject?) {
    guard let delegate else {
      links.removeAll()
      return
    }
    if let index = links.firstIndex(where: { $0.object === delegate }) {
      links.removeSubrange((index + 1)...)
      return
    }
    // A freed delegate ends the chain: those below it can no longer be reached.
    if let freed = links.lastIndex(where: { $0.object == nil }) {
      links.removeSubrange(...freed)
    }
    links.append(Link(object: delegate))
  }

  /// The delegate `depth` places below the top (the top itself at 0); `nil` when the chain is
  /// shorter, or that delegate was freed.
  func delegate(below depth: Int) -> AnyObject? {
    guard depth >= 0, depth < links.count else { return nil }
    return links[links.count - 1 - depth].object
  }
}
