extension Container {
  /// Every registration visible from this container, sorted by key (ignoring `any `).
  ///
  /// A child's own registrations hide the parent's registrations with the same key; inherited
  /// ones are marked ``Registration/isInherited``.
  public var registrations: [Registration] {
    visibleEntries(sorted: true).map { entry, isInherited in
      Registration(
        key: entry.key, lifetime: entry.lifetime, isMainActor: entry.isMainActor,
        isInherited: isInherited)
    }
  }

  /// A readable list of the registrations, one per line, for debugging.
  ///
  /// For example, for the graph of the ``Container`` overview (a protocol registered as
  /// `(any APIClient).self` reads `any APIClient`, and sorts as `APIClient`):
  ///
  /// ```
  /// Container with 3 registrations:
  /// - any APIClient (name: nil, arguments: ()): singleton
  /// - ProductRepository (name: nil, arguments: ()): transient
  /// - ProductViewModel (name: nil, arguments: (any ProductRoute, Int)): transient, main actor
  /// ```
  public var debugDescription: String {
    let all = registrations
    let header = "Container with \(all.count) registration\(all.count == 1 ? "" : "s")"
    return ([header + (all.isEmpty ? "" : ":")] + all.map { "- \($0)" })
      .joined(separator: "\n")
  }

  /// Resolves every visible registration that takes no runtime arguments and reports every
  /// failure at once.
  ///
  /// This is the test that proves a graph; the registrations that take runtime arguments (a view
  /// model that takes its router) are not resolved, so the same test resolves each once first,
  /// so that the ``Lazy`` and ``Provider`` references they take are checked too:
  ///
  /// ```swift
  /// @Test @MainActor func graphResolves() throws {
  ///   let container = try AppGraph.makeContainer()
  ///   _ = try container.resolve(
  ///     ProductViewModel.self, arguments: TestRouter() as any ProductRoute, 42)
  ///   try container.validate()
  /// }
  /// ```
  ///
  /// Singletons are made (and kept) along the way. A ``Lazy`` or ``Provider`` that a factory
  /// took resolves later, so it is not resolved: it is reported when the container it resolves
  /// through (this one or an ancestor) has no registration with its type and name that takes no
  /// arguments. (The container notes such references whenever a factory runs, so a singleton made
  /// before is checked too.) The registration it finds is validated like the others when this
  /// container sees it; one that this container overrides is not. Registrations with runtime
  /// arguments are skipped; resolve them in a test with real arguments. Call it from the main
  /// actor: elsewhere, main-actor registrations fail with
  /// ``ResolutionError/Reason/requiresMainActor``.
  ///
  /// - Throws: ``ValidationError`` listing each failing registration's ``ResolutionError``.
  public func validate() throws(ValidationError) {
    // Resolved in no particular order; only the failures are sorted, by key: sorting every
    // entry by its described key cost 16 ms at start-up for 1,000 registrations.
    var failures: [(key: String, error: ResolutionError)] = []
    var resolved: [Entry] = []
    for (entry, _) in visibleEntries(sorted: false) {
      if let failure = entry.validate?(self) {
        failures.append((Self.sortKey(entry.key), failure))
      } else {
        resolved.append(entry)
      }
    }
    // Once every factory has run: the references a factory took to registrations missing from
    // the container they resolve through (this one or an ancestor), and still missing there.
    for entry in resolved {
      for reference in Lock.containers.withLock({ entry.missingReferences }) {
        guard let container = reference.container, isSelfOrAncestor(container),
          !container.isVisible(reference.key)
        else { continue }
        let failure = container.unresolvable(reference.key).prepending(entry.key)
        failures.append((Self.sortKey(entry.key), failure))
      }
    }
    if !failures.isEmpty {
      throw ValidationError(failures: failures.sorted { $0.key < $1.key }.map(\.error))
    }
  }

  /// The entries visible from this container, the nearest first for each key; when `sorted`,
  /// sorted by key (ignoring `any `).
  private func visibleEntries(sorted: Bool) -> [(entry: Entry, isInherited: Bool)] {
    var seen: Set<ServiceKey> = []
    var result: [(entry: Entry, isInherited: Bool)] = []
    var container: Container? = self
    var isInherited = false
    while let current = container {
      let entries = Lock.containers.withLock { current.entries.values }
      for entry in entries where seen.insert(entry.key).inserted {
        result.append((entry, isInherited))
      }
      container = current.parent
      isInherited = true
    }
    guard sorted else { return result }
    return result.map { (Self.sortKey($0.entry.key), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// Whether `container` is this container or one of its ancestors.
  private func isSelfOrAncestor(_ container: Container) -> Bool {
    var current: Container? = self
    while let candidate = current {
      if candidate === container { return true }
      current = candidate.parent
    }
    return false
  }

  /// The key's description without a leading `any `, so `any Greeter` sorts among the `G`s.
  private static func sortKey(_ key: ServiceKey) -> String {
    let description = key.description
    return description.hasPrefix("any ") ? String(description.dropFirst(4)) : description
  }
}
