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
