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
  /// Whether UIKit shows the model once every step is made: `false` when the steps only clear
  /// the way for the next pass's (the dismissal of what a replaced root presented).
  var isWhole = true
}
