import Foundation

/// Readable names of types for dumps and error messages.
enum TypeName {
  /// The type's fully qualified name without module prefixes: `Outer.Thing`, `Int`,
  /// `Optional<Thing>`, `any Service`.
  ///
  /// Nested types keep their enclosing types, so two nested types called `Thing` read differently.
  /// Types declared inside functions (or private to a file) lose the anonymous contexts that the
  /// runtime writes for them, with their memory addresses. A protocol existential reads
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

  /// Removes every `(unknown context at $…).` part and what precedes it in the dotted path.
  ///
  /// The runtime names a type declared in a function or closure (or a private type) through one
  /// such part per anonymous context, each with an address that changes from run to run, after
  /// the module and types that enclose the function. In source, it is named from there on.
  static func removingAnonymousContexts(_ name: String) -> String {
    let marker = "(unknown context at "
    var result = ""
    var rest = Substring(name)
    while let start = rest.range(of: marker) {
      result += rest[..<start.lowerBound]
      while let last = result.last, last == "." || last == "_" || last.isLetter || last.isNumber {
        result.removeLast()
      }
      guard let close = rest[start.upperBound...].firstIndex(of: ")") else {
        rest = rest[start.lowerBound...]
        break
      }
      rest = rest[rest.index(after: close)...]
      if rest.first == "." { rest = rest.dropFirst() }
    }
    return result + rest
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
