public import Foundation

/// The named values a ``DeeplinkMatch`` captured from the URL's path and query.
///
/// Values are percent-decoded text; the typed accessors convert them:
///
/// ```swift
/// let id = try match.parameters.value(named: "id", as: Int.self)
/// let token = try match.parameters.value(named: "token", as: UUID.self)
/// let page = try match.parameters.valueIfPresent(named: "page", as: Int.self) ?? 1
/// ```
///
/// A wildcard (`*rest`) holds its decoded segments joined with `/`. An optional query parameter
/// the URL lacks is absent. Typed parameters were already checked by the matcher, so converting
/// them to the pattern's type does not fail.
public struct DeeplinkParameters: Sendable, Hashable, ExpressibleByDictionaryLiteral,
  CustomStringConvertible
{
  /// The parameters as (name, text) pairs, path parameters first, then query parameters.
  public var entries: [(name: String, text: String)] {
    storage.map { ($0.name, $0.text) }
  }

  /// One stored parameter.
  struct Entry: Sendable, Hashable {
    var name: String
    var text: String
  }

  private var storage: [Entry]

  /// Creates parameters from stored entries, in order.
  init(storage: [Entry]) {
    self.storage = storage
  }

  /// Creates parameters from (name, text) pairs, in order.
  public init(_ entries: [(name: String, text: String)]) {
    storage = entries.map { Entry(name: $0.name, text: $0.text) }
  }

  /// Creates parameters from a literal such as `["id": "42"]`, in order.
  public init(dictionaryLiteral elements: (String, String)...) {
    storage = elements.map { Entry(name: $0.0, text: $0.1) }
  }

  /// The parameter names, in order.
  public var names: [String] { storage.map(\.name) }

  /// Whether there are no parameters.
  public var isEmpty: Bool { storage.isEmpty }

  /// The decoded text of the parameter `name`, or `nil` when there is none.
  public subscript(name: String) -> String? {
    storage.first { $0.name == name }?.text
  }

  /// Whether the parameter `name` is present.
  public func contains(_ name: String) -> Bool {
    storage.contains { $0.name == name }
  }

  /// The parameter `name` converted to `type` (`Int`, `String` or any app type).
  ///
  /// - Throws: ``DeeplinkParameterError/missing(name:available:)`` when there is no such
  ///   parameter, ``DeeplinkParameterError/conversionFailed(name:text:expectedType:)`` when its
  ///   text does not convert.
  public func value<Value: LosslessStringConvertible>(
    named name: String,
    as type: Value.Type = Value.self
  ) throws(DeeplinkParameterError) -> Value {
    try convert(try text(named: name), name: name, to: type)
  }

  /// The parameter `name` converted to a `UUID` (either letter case).
  ///
  /// - Throws: ``DeeplinkParameterError`` when it is missing or not a UUID.
  public func value(
    named name: String,
    as type: UUID.Type = UUID.self
  ) throws(DeeplinkParameterError) -> UUID {
    try convert(try text(named: name), name: name)
  }

  /// The parameter `name` converted to `type`, or `nil` when it is absent (an optional query
  /// parameter the URL lacks).
  ///
  /// - Throws: ``DeeplinkParameterError/conversionFailed(name:text:expectedType:)`` when it is
  ///   present but does not convert.
  public func valueIfPresent<Value: LosslessStringConvertible>(
    named name: String,
    as type: Value.Type = Value.self
  ) throws(DeeplinkParameterError) -> Value? {
    guard let text = self[name] else { return nil }
    return try convert(text, name: name, to: type)
  }

  /// The parameter `name` converted to a `UUID`, or `nil` when it is absent.
  ///
  /// - Throws: ``DeeplinkParameterError/conversionFailed(name:text:expectedType:)`` when it is
  ///   present but not a UUID.
  public func valueIfPresent(
    named name: String,
    as type: UUID.Type = UUID.self
  ) throws(DeeplinkParameterError) -> UUID? {
    guard let text = self[name] else { return nil }
    return try convert(text, name: name)
  }

  /// The parameters as `name=text` pairs, for logs.
  public var description: String {
    "[" + storage.map { "\($0.name)=\"\($0.text)\"" }.joined(separator: ", ") + "]"
  }

  private func text(named name: String) throws(DeeplinkParameterError) -> String {
    guard let text = self[name] else { throw .missing(name: name, available: names) }
    return text
  }

  private func convert<Value: LosslessStringConvertible>(
    _ text: String,
    name: String,
    to type: Value.Type
  ) throws(DeeplinkParameterError) -> Value {
    guard let value = Value(text) else {
      throw .conversionFailed(name: name, text: text, expectedType: String(describing: type))
    }
    return value
  }

  private func convert(_ text: String, name: String) throws(DeeplinkParameterError) -> UUID {
    guard let value = UUID(uuidString: text) else {
      throw .conversionFailed(name: name, text: text, expectedType: "UUID")
    }
    return value
  }
}
