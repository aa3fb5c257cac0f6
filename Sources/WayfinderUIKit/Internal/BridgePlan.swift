#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

/// The calls of one pass that make UIKit equal to the model, and the app's view controller that
/// holds back the rest, if any.
struct BridgePlan {
  var steps: [BridgeStep] = []
  /// The app's own presented view controller that a presentation or dismissal waits for.
  var blockedBy: UIViewController?
}
