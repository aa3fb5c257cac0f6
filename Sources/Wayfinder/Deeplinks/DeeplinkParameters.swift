public import Foundation

/// The named, percent-decoded values a match captured from the URL's path and query
/// (`try parameters.value(named: "id", as: Int.self)`); a value the matcher converted is kept,
/// so reading it as the pattern's type does not fail.
public struct DeeplinkParameters: Sendable, Hashable, ExpressibleByDictionaryLiteral,
  CustomStringConvertible
{
  /// One parameter, and the value the matcher converted its text to.
  struct Entry: Sendable {
    var name: String
    var text: String
    var value: (any Sendable)? = nil
  }

  private var storage: [Entry]
  /// The pattern that captured them, named in errors; empty when made by hand.
  private var pattern = ""
  init(storage: [Entry], pattern: String) { (self.storage, self.pattern) = (storage, pattern) }

  /// Creates parameters from (name, text) pairs, in order.
  public init(_ entries: [(name: String, text: String)]) {
    storage = entries.map { Entry(name: $0.name, text: $0.text) }
  }

  /// Creates parameters from a literal such as `["id": "42"]`, in order.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(elements.map { (name: $0.0, text: $0.1) })
  }

  /// The parameters as (name, text) pairs, path parameters first, then query parameters.
  public var entries: [(name: String, text: String)] { storage.map { ($0.name, $0.text) } }
  /// The parameter names, in order.
  public var names: [String] { storage.map(\.name) }
  /// Whether there are no parameters.
  public var isEmpty: Bool { storage.isEmpty }
  /// The decoded text of the parameter `name`, or `nil` when there is none.
  public subscript(name: String) -> String? { storage.first { $0.name == name }?.text }
  /// Whether the parameter `name` is present.
  public func contains(_ name: String) -> Bool { self[name] != nil }

  /// The parameter `name` converted to `type`.
  ///
  /// - Throws: ``DeeplinkError/Reason/missingParameter(name:available:)`` or
  ///   ``DeeplinkError/Reason/invalidParameter(name:text:expectedType:pattern:)``.
  public func value<Value: LosslessStringConvertible>(
    named name: String, as type: Value.Type = Value.self
  ) throws(DeeplinkError.Reason) -> Value {
    try value(named: name, typeName: String(describing: type)) { Value($0) }
  }

  /// The parameter `name` converted to a `UUID`.
  public func value(named name: String, as type: UUID.Type = UUID.self)
    throws(DeeplinkError.Reason) -> UUID
  {
    try value(named: name, typeName: "UUID") { UUID(uuidString: $0) }
  }

  /// The parameter `name` converted to `type`, or `nil` when it is absent.
  public func valueIfPresent<Value: LosslessStringConvertible>(
    named name: String, as type: Value.Type = Value.self
  ) throws(DeeplinkError.Reason) -> Value? {
    contains(name) ? try value(named: name, as: type) : nil
  }

  /// The parameter `name` converted to a `UUID`, or `nil` when it is absent.
  public func valueIfPresent(named name: String, as type: UUID.Type = UUID.self)
    throws(DeeplinkError.Reason) -> UUID?
  {
    contains(name) ? try value(named: name, as: type) : nil
  }

  /// The parameters as `name="text"` pairs, for logs (control characters escaped).
  public var description: String {
    "[" + storage.map { "\($0.name)=\"\($0.text.escapedForMessage)\"" }.joined(separator: ", ")
      + "]"
  }

  /// Whether both have the same names and texts, in order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage.elementsEqual(rhs.storage) { ($0.name, $0.text) == ($1.name, $1.text) }
  }

  /// Hashes the names and texts.
  public func hash(into hasher: inout Hasher) {
    for entry in storage {
      hasher.combine(entry.name)
      hasher.combine(entry.text)
    }
  }

  /// The parameters as ``ScreenIdentity`` values, typed ones by value (`42` for `042`).
  var identityValues: [String: String] {
    var values: [String: String] = [:]
    for entry in storage where values[entry.name] == nil {
      values[entry.name] = entry.value.map { String(describing: $0) } ?? entry.text
    }
    return values
  }

  /// The value the matcher kept, or `convert` applied to the text.
  private func value<Value>(
    named name: String, typeName: String, convert: (String) -> Value?
  ) throws(DeeplinkError.Reason) -> Value {
    guard let entry = storage.first(where: { $0.name == name }) else {
      throw .missingParameter(name: name, available: names)
    }
    if let value = entry.value as? Value { return value }
    guard let value = convert(entry.text) else {
      throw .invalidParameter(
        name: name, text: entry.text, expectedType: typeName, pattern: pattern)
    }
    return value
  }
}
