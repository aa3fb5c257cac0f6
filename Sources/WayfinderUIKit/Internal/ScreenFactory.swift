import Wayfinder

#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

/// A view-controller factory registered for a screen type and its subclasses.
@MainActor
struct ScreenFactory {
  /// The registered screen type.
  let type: ObjectIdentifier
  /// Whether a screen is an instance of the registered type (or of a subclass).
  let accepts: @MainActor (Screen) -> Bool
  /// Whether a type is the registered type or one of its subclasses.
  let acceptsType: (Any.Type) -> Bool
  /// The registered type, to compare with other registrations.
  let screenType: Any.Type
  /// Makes the view controller; `nil` for a screen of another type.
  let make: @MainActor (Screen) -> UIViewController?

  init<S: Screen>(_ type: S.Type, make: @escaping @MainActor (S) -> UIViewController) {
    self.type = ObjectIdentifier(type)
    self.accepts = { $0 is S }
    self.acceptsType = { $0 is S.Type }
    self.screenType = type
    self.make = { screen in (screen as? S).map(make) }
  }

  /// Whether `other`'s type is a subclass of this factory's, so that `other` is nearer to a
  /// screen both accept.
  func isSupertype(of other: ScreenFactory) -> Bool {
    acceptsType(other.screenType)
  }
}
