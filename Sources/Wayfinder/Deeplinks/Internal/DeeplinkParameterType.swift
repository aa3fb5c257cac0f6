import Foundation

/// A parameter type a pattern can name in `:name<Type>`, with the conversion used while matching.
struct DeeplinkParameterType: Sendable {
  /// The name written in patterns (`Int`, `UUID`, `ProductID`).
  var name: String
  /// The fixed precedence rank; lower ranks are tried first, ties are broken by ``name``.
  var rank: Int
  /// Converts a decoded segment to the value the match keeps, or `nil` when it does not convert.
  var convert: @Sendable (String) -> (any Sendable)?

  /// Whether this type is tried before `other` at the same position.
  func precedes(_ other: DeeplinkParameterType) -> Bool {
    (rank, name) < (other.rank, other.name)
  }

  /// The rank given to every type an app registers; they come after the built-in types.
  static let appTypeRank = 100

  /// The built-in typed parameter types, in precedence order.
  ///
  /// `String` is absent: `:name<String>` is the same as the untyped `:name`.
  static let builtIn = [
    DeeplinkParameterType(name: "Bool", rank: 0) { Bool($0) },
    DeeplinkParameterType(name: "Int", rank: 1) { Int($0) },
    DeeplinkParameterType(name: "UUID", rank: 2) { UUID(uuidString: $0) },
    DeeplinkParameterType(name: "Double", rank: 3) { Double($0) },
  ]

  /// The name that means an untyped parameter.
  static let stringName = "String"
}
