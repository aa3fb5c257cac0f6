import Foundation

/// Readable names of types for dumps and error messages.
enum TypeName {
  /// The type's fully qualified name without module prefixes: `Outer.Thing`, `Int`,
  /// `Optional<Thing>`, `any Service`.
  ///
  /// Nested types keep their enclosing types, so two nested types called `Thing` read differently,
  /// private ones too. Types declared inside functions are named from there on. A protocol existential reads
  /// `any Service` as in source; inside generic arguments it reads `Service`, because the
  /// runtime's name does not say which names are protocols.
  static func of(_ type: Any.Type) -> String {
    let name = stripModules(removingAnonymousContexts(String(reflecting: type)))
    guard isExistential(type), name != "Any", name != "AnyObject" else { return name }
    return "any " + name
  }

  /// Whether `type` is a protocol existential such as `any Service` or `any A & B`.
  ///
  /// The metatype of an existential is written `Service.Protocol`, the metatype of any other type
  /// `Thing.Type`.
  static func isExistential(_ type: Any.Type) -> Bool {
    String(reflecting: Swift.type(of: type)).hasSuffix(".Protocol")
  }

  /// Removes every `(unknown context at $…).` part the runtime writes, with an address that
  /// changes from run to run, for a context without a name.
  ///
  /// One such part alone is the file scope of a private type (`Outer.(…).Thing`): the type is
  /// named as in source, `Outer.Thing`. Two or more in a row are a function or closure and the
  /// scopes in it (`Suite.(…).(…).Local`): a type declared there is named from there on, so the
  /// dotted path before them goes too, generic arguments included.
  static func removingAnonymousContexts(_ name: String) -> String {
    let marker = "(unknown context at "
    var result = ""
    var rest = Substring(name)
    while let start = rest.range(of: marker) {
      result += rest[..<start.lowerBound]
      rest = rest[start.lowerBound...]
      var count = 0
      while rest.hasPrefix(marker), let close = rest.firstIndex(of: ")") {
        count += 1
        rest = rest[rest.index(after: close)...]
        if rest.first == "." { rest = rest.dropFirst() }
      }
      guard count > 0 else { break }  // A marker without its `)`: kept as it is.
      if count > 1 { dropTrailingPath(of: &result) }
    }
    return result + rest
  }

  /// Removes the dotted path at the end of `name`, with the generic arguments in it.
  private static func dropTrailingPath(of name: inout String) {
    var depth = 0
    while let last = name.last {
      if last == ">" {
        depth += 1
      } else if last == "<" {
        guard depth > 0 else { return }  // The path is a generic argument: its type stays.
        depth -= 1
      } else if depth == 0, !(last == "." || last == "_" || last.isLetter || last.isNumber) {
        return
      }
      name.removeLast()
    }
  }

  /// Drops the first component (the module) of every dotted path.
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
