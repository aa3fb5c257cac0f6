extension ScreenIdentity {
  /// The value of the parameter `key`, for a ``ScreenRegistry`` builder.
  ///
  /// - Throws: ``ScreenPathError/badParameter(_:key:problem:)`` when it is missing, so a path
  ///   naming the screen without it is refused with a message naming the parameter.
  public func parameter(_ key: String) throws(ScreenPathError) -> String {
    guard let value = parameters[key] else {
      throw .badParameter(self, key: key, problem: "is missing")
    }
    return value
  }

  /// The value of the parameter `key` read as a `T`, for a ``ScreenRegistry`` builder.
  ///
  /// ```swift
  /// registry.register("product") { identity, router in
  ///   let id = try identity.parameter("id", as: Int.self)
  ///   return ProductScreen(viewModel: ProductViewModel(id: id, router: router))
  /// }
  /// ```
  ///
  /// - Throws: ``ScreenPathError/badParameter(_:key:problem:)`` when it is missing or is not a
  ///   valid `T`.
  public func parameter<T: LosslessStringConvertible>(
    _ key: String, as type: T.Type
  ) throws(ScreenPathError) -> T {
    let text = try parameter(key)
    guard let value = T(text) else {
      throw .badParameter(self, key: key, problem: "is \"\(text)\", which is not a valid \(T.self)")
    }
    return value
  }
}

extension ScreenIdentity: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, parameters
  }

  /// Reads an identity saved in a ``ScreenPath``: `{"name": "product", "parameters": {"id": "42"}}`.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try values.decode(String.self, forKey: .name),
      parameters: try values.decodeIfPresent([String: String].self, forKey: .parameters) ?? [:])
  }

  /// Writes the name, and the parameters when there are any.
  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(name, forKey: .name)
    if !parameters.isEmpty { try values.encode(parameters, forKey: .parameters) }
  }
}
