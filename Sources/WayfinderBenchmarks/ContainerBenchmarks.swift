import WayfinderContainer

/// The benchmarks of the dependency container (group `container`).
///
/// `closure.baseline` calls a factory closure directly through an opaque reference, which is what
/// a resolve must at least cost; the `container.resolve.*` figures are compared with it.
///
/// Every benchmarked factory makes the same kind of object as the baseline: an empty final class
/// instance. `Parameterized`, made by the `args2` factory, is that object plus the two `Int`
/// runtime arguments stored in it, so `args2` differs from the baseline only by the two
/// arguments (passing and storing two words), not by what it allocates or retains.
///
/// `container.resolve.named.<n>` resolves a transient `Leaf` by name from a container holding `n`
/// names of that one type, cycling through 10 of them spread evenly over the names (so the
/// figure is the cost of finding a name among many, not of missing the cache on every resolve).
/// Resolving by name should cost the same at 10 and at 100,000 names.
/// `container.resolve.named-missing.<n>` resolves a name that is not registered, under `try?`, as
/// an optional dependency is: the error lists the other names only when read.
///
/// These are `register` (`Sendable`) services, so they are measured off the main actor, on a
/// background thread, as their users resolve them; the baseline is measured there too.
func containerBenchmarks() -> [Benchmark] {
  [
    .timedNonisolated("closure.baseline", group: "container") { iterations in
      let factory = opaque { Leaf() }
      for _ in 0..<iterations {
        blackHole(factory())
      }
    },
    .timedNonisolated("container.resolve.transient", group: "container") { iterations in
      let container = makeBenchmarkContainer()
      for _ in 0..<iterations {
        blackHole(try? container.resolve(Leaf.self))
      }
    },
    .timedNonisolated("container.resolve.singleton", group: "container") { iterations in
      let container = makeBenchmarkContainer()
      for _ in 0..<iterations {
        blackHole(try? container.resolve(Shared.self))
      }
    },
    .timedNonisolated("container.resolve.graph3", group: "container") { iterations in
      let container = makeBenchmarkContainer()
      for _ in 0..<iterations {
        blackHole(try? container.resolve(Top.self))
      }
    },
    .timedNonisolated("container.resolve.args2", group: "container") { iterations in
      let container = makeBenchmarkContainer()
      for index in 0..<iterations {
        blackHole(try? container.resolve(Parameterized.self, arguments: index, 2))
      }
    },
    .timedNonisolated("container.resolve.named.10", group: "container") { iterations in
      NamedFixture.ten.resolve(iterations)
    },
    .timedNonisolated("container.resolve.named.100000", group: "container") { iterations in
      NamedFixture.hundredThousand.resolve(iterations)
    },
    .timedNonisolated("container.resolve.named-missing.10", group: "container") { iterations in
      NamedFixture.ten.resolveMissing(iterations)
    },
    .timedNonisolated("container.resolve.named-missing.100000", group: "container") {
      iterations in
      NamedFixture.hundredThousand.resolveMissing(iterations)
    },
  ]
}

/// A container holding many names of one type, and 10 of those names to resolve.
private struct NamedFixture: Sendable {
  /// 10 names, built once per process.
  static let ten = NamedFixture(count: 10)
  /// 100,000 names, built once per process.
  static let hundredThousand = NamedFixture(count: 100_000)

  let container = Container()
  let resolved: [String]

  /// Registers `count` transient `Leaf` factories named `"0"`, `"1"`, … in a new container.
  init(count: Int) {
    do {
      for index in 0..<count {
        try container.register(Leaf.self, name: String(index)) { _ in Leaf() }
      }
    } catch {
      print("container benchmark setup failed: \(error)")
    }
    resolved = stride(from: 0, to: count, by: count / 10).map { String($0) }
  }

  /// Resolves `iterations` times, cycling through ``resolved``.
  func resolve(_ iterations: Int) {
    for index in 0..<iterations {
      blackHole(try? container.resolve(Leaf.self, name: resolved[index % resolved.count]))
    }
  }

  /// Resolves a name that is not registered `iterations` times.
  func resolveMissing(_ iterations: Int) {
    for _ in 0..<iterations {
      blackHole(try? container.resolve(Leaf.self, name: "missing"))
    }
  }
}

/// A container with the benchmarked registrations.
private func makeBenchmarkContainer() -> Container {
  let container = Container()
  do {
    try container.register(Leaf.self) { _ in Leaf() }
    try container.register(Shared.self, lifetime: .singleton) { _ in Shared() }
    try container.register(Middle.self) { r in Middle(leaf: try r.resolve()) }
    try container.register(Top.self) { r in Top(middle: try r.resolve()) }
    try container.register(Parameterized.self) { (_: Resolver, first: Int, second: Int) in
      Parameterized(first: first, second: second)
    }
  } catch {
    print("container benchmark setup failed: \(error)")
  }
  return container
}

/// Returns `value` through a call the optimizer cannot see into.
@inline(never)
private func opaque<T>(_ value: T) -> T {
  value
}

private final class Leaf: Sendable {}

private final class Shared: Sendable {}

private final class Middle: Sendable {
  let leaf: Leaf
  init(leaf: Leaf) { self.leaf = leaf }
}

private final class Top: Sendable {
  let middle: Middle
  init(middle: Middle) { self.middle = middle }
}

/// `Leaf` plus two stored `Int`s: the object made from the `args2` benchmark's two arguments.
private final class Parameterized: Sendable {
  let first: Int
  let second: Int
  init(first: Int, second: Int) {
    self.first = first
    self.second = second
  }
}
