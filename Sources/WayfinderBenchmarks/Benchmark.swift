import Dispatch
import Foundation

/// One named measurement of the benchmark executable.
///
/// A timed benchmark prints `<name> <median> ns/op (<min>–<max>)`; the runner samples every
/// selected timed benchmark in interleaved rounds (see ``BenchmarkRunner``). A report runs once
/// and prints its own lines in the same `<name> <value> <unit>` shape (memory, registration and
/// scale figures).
struct Benchmark {
  /// What the benchmark does.
  enum Kind {
    /// Performs `iterations` operations; timed by the runner.
    case timed(TimedOperation)
    /// Runs once and returns the lines to print.
    case report(@MainActor () -> [String])
  }

  /// The name printed on the benchmark's line and matched against the command-line prefixes.
  let name: String
  /// The group that also selects this benchmark (`closure.baseline` belongs to `container`).
  let group: String
  /// Whether a run without arguments includes it (the `scale` group takes minutes: it does not).
  var runsByDefault = true
  /// What it does.
  let kind: Kind

  /// Whether any of the given command-line filters selects this benchmark.
  ///
  /// A filter selects a benchmark when it is a prefix of its name or of its group. No filters
  /// select every benchmark that runs by default.
  func isSelected(by filters: [String]) -> Bool {
    if filters.isEmpty { return runsByDefault }
    return filters.contains { name.hasPrefix($0) || group.hasPrefix($0) }
  }

  /// A benchmark timed on the main actor, where its users call the measured code (routers,
  /// deeplinks, main-actor registrations).
  ///
  /// `operation` receives an iteration count and must perform that many operations.
  static func timed(
    _ name: String,
    group: String? = nil,
    operation: @escaping @MainActor (_ iterations: Int) -> Void
  ) -> Benchmark {
    Benchmark(name: name, group: group ?? name, kind: .timed(.mainActor(operation)))
  }

  /// A benchmark timed off the main actor, on a background thread, where users of `Sendable`
  /// code such as the container's `register` services call it.
  ///
  /// `operation` receives an iteration count and must perform that many operations.
  static func timedNonisolated(
    _ name: String,
    group: String? = nil,
    operation: @escaping @Sendable (_ iterations: Int) -> Void
  ) -> Benchmark {
    Benchmark(name: name, group: group ?? name, kind: .timed(.nonisolated(operation)))
  }

  /// A benchmark that runs once and returns its lines.
  static func report(
    _ name: String, group: String? = nil, runsByDefault: Bool = true,
    run: @escaping @MainActor () -> [String]
  ) -> Benchmark {
    Benchmark(name: name, group: group ?? name, runsByDefault: runsByDefault, kind: .report(run))
  }
}

/// A timed benchmark's operation and the isolation it is measured from.
enum TimedOperation {
  /// Runs on the main actor.
  case mainActor(@MainActor (Int) -> Void)
  /// Runs on a background thread (never the main thread), outside any actor.
  case nonisolated(@Sendable (Int) -> Void)

  /// Runs `iterations` operations where they belong and returns the elapsed nanoseconds,
  /// measured on the thread that runs them.
  @MainActor
  func sample(_ iterations: Int) -> UInt64 {
    switch self {
    case .mainActor(let operation):
      return time { operation(iterations) }
    case .nonisolated(let operation):
      return BackgroundThread.run { time { operation(iterations) } }
    }
  }
}

/// The serial background queue nonisolated benchmarks run on, one sample at a time.
enum BackgroundThread {
  private static let queue = DispatchQueue(label: "wayfinder.benchmarks", qos: .userInitiated)

  /// Runs `body` on the background queue and waits for its result.
  ///
  /// `async` and a semaphore rather than `sync`: `sync` may run the block on the calling
  /// (main) thread.
  static func run(_ body: @escaping @Sendable () -> UInt64) -> UInt64 {
    let result = ResultBox()
    let done = DispatchSemaphore(value: 0)
    queue.async {
      result.value = body()
      done.signal()
    }
    done.wait()
    return result.value
  }

  /// Carries the result back; the semaphore orders the write before the read.
  private final class ResultBox: @unchecked Sendable {
    var value: UInt64 = 0
  }
}

/// Runs `body` once and returns the elapsed wall-clock nanoseconds.
func time(_ body: () -> Void) -> UInt64 {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return DispatchTime.now().uptimeNanoseconds - start
}

/// Formats a nanosecond figure with one decimal below 100 and none above.
func formatNanoseconds(_ value: Double) -> String {
  if value >= 100 { return String(Int(value.rounded())) }
  let tenths = Int((value * 10).rounded())
  return "\(tenths / 10).\(tenths % 10)"
}

/// The median of `samples`, and their minimum and maximum; zeros for none.
func summary(_ samples: [Double]) -> (median: Double, min: Double, max: Double) {
  let sorted = samples.sorted()
  guard let first = sorted.first, let last = sorted.last else { return (0, 0, 0) }
  return (sorted[sorted.count / 2], first, last)
}

/// Keeps the optimizer from removing work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
