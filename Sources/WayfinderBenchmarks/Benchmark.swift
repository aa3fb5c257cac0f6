import Dispatch
import Foundation

/// One named measurement of the benchmark executable.
///
/// A benchmark prints one or more lines. Timed benchmarks print `<name> <median> ns/op`; others
/// (memory figures) print their own lines in the same `<name> <value> <unit>` shape.
struct Benchmark {
  /// The name printed on the benchmark's line and matched against the command-line prefixes.
  let name: String
  /// The group that also selects this benchmark (`closure.baseline` belongs to `container`).
  let group: String
  /// Runs the benchmark and returns the lines to print.
  let run: @MainActor () -> [String]

  /// Whether any of the given command-line filters selects this benchmark.
  ///
  /// A filter selects a benchmark when it is a prefix of its name or of its group. No filters
  /// select every benchmark.
  func isSelected(by filters: [String]) -> Bool {
    filters.isEmpty || filters.contains { name.hasPrefix($0) || group.hasPrefix($0) }
  }

  /// A benchmark that times `operation` and prints its median cost per operation.
  ///
  /// `operation` receives an iteration count and must perform that many operations. The runner
  /// calibrates the count so one sample takes about five milliseconds, then takes 21 samples and
  /// reports the median time per operation.
  static func timed(
    _ name: String,
    group: String? = nil,
    operation: @escaping @MainActor (_ iterations: Int) -> Void
  ) -> Benchmark {
    Benchmark(name: name, group: group ?? name) {
      ["\(name) \(formatNanoseconds(medianNanosecondsPerOperation(operation))) ns/op"]
    }
  }
}

/// Measures `operation` and returns the median nanoseconds per operation over 21 samples.
///
/// With `WAYFINDER_BENCH_ITERATIONS=<n>` in the environment, runs exactly one sample of `n`
/// operations instead (for profilers such as `valgrind --tool=callgrind`, whose counts are then
/// comparable run to run).
@MainActor
func medianNanosecondsPerOperation(_ operation: @MainActor (Int) -> Void) -> Double {
  let environment = ProcessInfo.processInfo.environment
  if let fixed = environment["WAYFINDER_BENCH_ITERATIONS"].flatMap(Int.init), fixed > 0 {
    return Double(time { operation(fixed) }) / Double(fixed)
  }
  var iterations = 1
  while true {
    let elapsed = time { operation(iterations) }
    if elapsed >= 5_000_000 || iterations >= 1 << 26 { break }
    iterations *= elapsed < 500_000 ? 8 : 2
  }
  operation(iterations)  // warm-up at the final size
  var samples: [Double] = []
  for _ in 0..<21 {
    samples.append(Double(time { operation(iterations) }) / Double(iterations))
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// Runs `body` once and returns the elapsed wall-clock nanoseconds.
@MainActor
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

/// Keeps the optimizer from removing work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
