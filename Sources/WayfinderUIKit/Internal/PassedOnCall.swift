/// A delegate call the bridge is passing on to the app's delegate: which call, about which
/// object (a navigation, tab bar or presentation controller).
///
/// An app's delegate often passes each call on to the delegate it replaced, which is the
/// bridge (an analytics layer, a "discard changes?" guard wrapped around what was there). While
/// the bridge passes a call on, the same call about the same object coming back is that one:
/// the bridge passes it on to the next of the app's delegates down (``DelegateChain``), and
/// answers it itself at the end, instead of passing it on again without end.
struct PassedOnCall: Hashable {
  /// The object the call is about.
  let object: ObjectIdentifier
  /// The delegate method, by name.
  let call: String
}
