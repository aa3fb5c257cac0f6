/// The error for a routing request that cannot be carried out.
///
/// It names what was asked (``request``) and why it failed (``reason``); its ``description`` is
/// the sentence to log: `Cannot push ProductScreen "Product 42" from LoginScreen "Login":
/// LoginScreen "Login" is not inside a navigation container`. Whenever this error is thrown or
/// reported, the screen hierarchy is exactly as it was before the request.
public struct RoutingError: Error, Hashable, CustomStringConvertible {
  /// Why a routing request failed.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// The router's root screen has been deallocated.
    case rootDeallocated
    /// The screen is not shown in any window.
    case notShown(ScreenInfo)
    /// The source screen is not inside a navigation container, so nothing can be pushed.
    case noNavigationContainer(ScreenInfo)
    /// The host already presents a screen (one presented screen per screen).
    case alreadyPresenting(host: ScreenInfo, presented: ScreenInfo)
    /// The screen is already placed somewhere in a hierarchy.
    case alreadyInHierarchy(ScreenInfo)
    /// The screen contains the place it would be put into.
    case wouldContainItself(ScreenInfo)
    /// The same screen appears twice in a stack or in tabs.
    case duplicateScreen(ScreenInfo)
    /// A navigation stack cannot be empty.
    case emptyStack
    /// The tab index does not exist.
    case tabIndexOutOfRange(index: Int, count: Int)
    /// The screen is not inside a tab container.
    case noTabContainer(ScreenInfo)
    /// The screen is not one of the tab container's tabs.
    case notATab(ScreenInfo)
    /// The screen is not on the navigation stack.
    case notInStack(ScreenInfo)
    /// The screen is the root of its navigation stack and cannot be popped.
    case cannotPopRoot(ScreenInfo)
    /// The screen is not inside a modal presentation.
    case notPresented(ScreenInfo)
    /// The screen presents nothing.
    case notPresenting(ScreenInfo)
    /// The transition that placed the screen cannot be undone.
    case notClosable(ScreenInfo, transition: TransitionKind)
    /// The screen has not been placed in any container or window.
    case notPlaced(ScreenInfo)
    /// The screen already belongs to another router.
    case alreadyHasRouter(ScreenInfo)
    /// The closure that builds the screen threw.
    case buildFailed(String)
    /// The preview was committed already.
    case previewCommitted(ScreenInfo)
    /// The preview was cancelled, so what it built is gone.
    case previewCancelled(ScreenInfo)
    /// The path cannot be applied to the window (see ``ScreenPathError``).
    indirect case pathRefused(ScreenPathError)

    /// Why the request failed, as a clause.
    public var description: String {
      switch self {
      case .rootDeallocated: "the router's root screen has been deallocated"
      case .notShown(let screen): "\(screen) is not shown in a window"
      case .noNavigationContainer(let screen): "\(screen) is not inside a navigation container"
      case .alreadyPresenting(let host, let presented):
        "\(host) is already presenting \(presented)"
      case .alreadyInHierarchy(let screen): "\(screen) is already in a screen hierarchy"
      case .wouldContainItself(let screen): "\(screen) would end up inside itself"
      case .duplicateScreen(let screen): "\(screen) appears more than once"
      case .emptyStack: "a navigation stack needs at least one screen"
      case .tabIndexOutOfRange(let index, let count):
        "tab index \(index) is out of range (there \(count == 1 ? "is 1 tab" : "are \(count) tabs"))"
      case .noTabContainer(let screen): "\(screen) is not inside a tab container"
      case .notATab(let screen): "\(screen) is not a tab of the tab container"
      case .notInStack(let screen): "\(screen) is not on the navigation stack"
      case .cannotPopRoot(let screen): "\(screen) is the root of its navigation stack"
      case .notPresented(let screen): "\(screen) is not inside a modal presentation"
      case .notPresenting(let screen): "\(screen) is not presenting anything"
      case .notClosable(let screen, let transition):
        "\(screen) was opened with the \(transition) transition, which cannot be undone"
      case .notPlaced(let screen): "\(screen) has not been placed in a container"
      case .alreadyHasRouter(let screen): "\(screen) already belongs to another router"
      case .buildFailed(let message): "building the screen failed: \(message)"
      case .previewCommitted(let screen): "the preview of \(screen) was committed already"
      case .previewCancelled(let screen): "the preview of \(screen) was cancelled"
      case .pathRefused(let error): "\(error)"
      }
    }
  }

  /// What was asked, for example `push ProductScreen "Product 42" from ShopScreen "Shop"`.
  public let request: String

  /// Why it failed.
  public let reason: Reason

  /// Creates an error for `request` failing because of `reason`.
  public init(_ request: String, _ reason: Reason) {
    self.request = request
    self.reason = reason
  }

  /// Wraps an error thrown while carrying out `request`: a routing error keeps its reason, any
  /// other error becomes ``Reason/buildFailed(_:)``.
  package static func wrapping(_ error: any Error, request: String) -> RoutingError {
    if let routing = error as? RoutingError { return RoutingError(request, routing.reason) }
    return RoutingError(request, .buildFailed(String(describing: error)))
  }

  /// `Cannot <request>: <reason>`.
  public var description: String { "Cannot \(request): \(reason)" }
}
