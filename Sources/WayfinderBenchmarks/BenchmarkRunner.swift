import Foundation

/// Runs the selected benchmarks and prints their lines.
///
/// Timed benchmarks are sampled in interleaved rounds: each round takes one sample of every
/// selected timed benchmark (starting with a different one each round), so a slow phase of a
/// shared machine spreads over all the figures instead of landing on one. Each benchmark's
/// iteration count is calibrated first so that one sample takes at least
/// ``sampleNanoseconds``; after ``rounds`` rounds, each prints
/// `<name> <median> ns/op (<min>–<max>)`. Reports run afterwards, once each.
@MainActor
struct BenchmarkRunner {
  /// The least duration of one sample.
  static let sampleNanoseconds: UInt64 = 2_000_000
  /// The samples per figure.
  static let rounds = 51

  let benchmarks: [Benchmark]

  /// Runs every benchmark and prints its lines as they come.
  func run() {
    let timed = benchmarks.compactMap { benchmark -> (String, TimedOperation)? in
      if case .timed(let operation) = benchmark.kind { return (benchmark.name, operation) }
      return nil
    }
    if let fixed = ProcessInfo.processInfo.environment["WAYFINDER_BENCH_ITERATIONS"]
      .flatMap(Int.init), fixed > 0
    {
      // One sample of exactly `fixed` operations each, for profilers such as
      // `valgrind --tool=callgrind`, whose counts are then comparable run to run.
      for (name, operation) in timed {
        let nanoseconds = Double(operation.sample(fixed)) / Double(fixed)
        print("\(name) \(formatNanoseconds(nanoseconds)) ns/op")
      }
    } else {
      runInterleaved(timed)
    }
    for benchmark in benchmarks {
      if case .report(let run) = benchmark.kind {
        for line in run() { print(line) }
      }
    }
  }

  private func runInterleaved(_ timed: [(name: String, operation: TimedOperation)]) {
    guard !timed.isEmpty else { return }
    let iterations = timed.map { calibrate($0.operation) }
    var samples = Array(repeating: [Double](), count: timed.count)
    for round in 0..<Self.rounds {
      for offset in timed.indices {
        let index = (round + offset) % timed.count
        let elapsed = timed[index].operation.sample(iterations[index])
        samples[index].append(Double(elapsed) / Double(iterations[index]))
      }
    }
    for (index, benchmark) in timed.enumerated() {
      let figure = summary(samples[index])
      print(
        "\(benchmark.name) \(formatNanoseconds(figure.median)) ns/op "
          + "(\(formatNanoseconds(figure.min))–\(formatNanoseconds(figure.max)))")
    }
  }

  /// The iteration count that makes one sample last at least ``sampleNanoseconds``, after a
  /// warm-up at that count.
  ///
  /// One untimed operation comes first: it builds what the benchmark sets up lazily (the
  /// deep-stack fixture's 10,000 screens), which would otherwise make the first sample long
  /// enough to stop the calibration at one operation per sample.
  private func calibrate(_ operation: TimedOperation) -> Int {
    _ = operation.sample(1)
    var iterations = 1
    while true {
      let elapsed = operation.sample(iterations)
      if elapsed >= Self.sampleNanoseconds || iterations >= 1 << 26 { break }
      iterations *= elapsed < Self.sampleNanoseconds / 10 ? 8 : 2
    }
    _ = operation.sample(iterations)
    return iterations
  }
}
