/// A UIKit transition the bridge waits for before its next call: one it started, or one it
/// found running (the user's gesture, the app's own presentation).
struct AwaitedTransition {
  /// Tells this wait from later ones: a late completion or timeout of an earlier wait is
  /// ignored.
  let generation: Int
  /// What is awaited, for ``UIKitBridge/Event/timedOut(_:)``.
  let description: String
  /// Whether its bound goes unreported: the user drives it (a swipe in progress, which may
  /// rightly take longer than the bound), or it is the transition whose bound was just reported,
  /// still running.
  let isQuiet: Bool
  /// The model change UIKit shows once this transition ends, when the last call of a plan
  /// started it: the completions that waited for that change run then, as UIKit's own would,
  /// not once UIKit also shows what the model did meanwhile.
  var showsChange: Int?
}
