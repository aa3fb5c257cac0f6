import Wayfinder

#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

/// A view controller on a navigation stack as the bridge last saw it, and its screen, both held
/// weakly: UIKit frees a view controller the user popped, while the model still holds its screen
/// until the bridge closes it.
@MainActor
struct KnownChild {
  weak var controller: UIViewController?
  weak var screen: Screen?
}
