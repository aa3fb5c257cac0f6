/// Readable names of types for dumps and error messages.
enum TypeName {
  /// The type's fully qualified name without module prefixes: `Outer.Thing`, `Int`,
  /// `Optional<Thing>`, `any Service`.
  ///
  /// Nested types keep their enclosing types, so two nested types called `Thing` read differently.
  static func of(_ type: Any.Type) -> String {
    stripModules(String(reflecting: type))
  }

  /// Drops the first component (the module) of every dotted path, and the anonymous contexts of
  /// types declared inside functions.
  static func stripModules(_ name: String) -> String {
    var result = ""
    var path: [Substring] = []
    var index = name.startIndex
    func flushPath() {
      if path.count > 1 { path.removeFirst() }
      result += path.joined(separator: ".")
      path.removeAll()
    }
    while index < name.endIndex {
      let character = name[index]
      if character.isLetter || character == "_" {
        var end = index
        while end < name.endIndex, name[end].isLetter || name[end].isNumber || name[end] == "_" {
          end = name.index(after: end)
        }
        path.append(name[index..<end])
        index = end
        if index < name.endIndex, name[index] == "." {
          index = name.index(after: index)
          if name[index...].hasPrefix("(unknown context at "),
            let close = name[index...].firstIndex(of: ")")
          {
            index = name.index(after: close)
            if index < name.endIndex, name[index] == "." { index = name.index(after: index) }
          }
          continue
        }
        flushPath()
      } else {
        flushPath()
        result.append(character)
        index = name.index(after: index)
      }
    }
    flushPath()
    return result
  }
}
