import Foundation
import Wayfinder
import WayfinderScale

/// The scale benchmarks (group `scale`): what Wayfinder costs in apps of 50, 100, 200 features.
///
/// They build generated apps for minutes, so only `WayfinderBenchmarks scale` runs them.
///
/// - `scale.build.<n>`: seconds of a clean debug build of the app `WayfinderScaleGenerator`
///   writes (the kit already built in the same build folder); `scale.build-tests.<n>` then
///   builds its tests; `scale.build.<n>.slowest-body` is the slowest function body of the app
///   and its tests that `-warn-long-function-bodies=100` reports.
/// - `scale.startup.<n>`: µs to make the container with the app's `n × 5` registrations,
///   `validate()` it, and make the `DeeplinkRouter` with its `n × 10` patterns, on the main
///   actor, where an app starts. It cannot link the generated code, so it registers the same
///   shape here: one distinct type per service and feature (generic types over a per-feature
///   tag), the same lifetimes, factories, arguments and patterns.
/// - `scale.memory.<n>`: KiB of resident memory that start-up adds, measured in a fresh child
///   process each time (after a 5-feature warm-up), the median of five.
@MainActor
func scaleBenchmarks() -> [Benchmark] {
  [
    .report("scale.startup", group: "scale", runsByDefault: false) {
      ScaleBenchmarks.startupLines()
    },
    .report("scale.memory", group: "scale", runsByDefault: false) {
      ScaleBenchmarks.memoryLines()
    },
    .report("scale.build", group: "scale", runsByDefault: false) {
      ScaleBenchmarks.buildLines()
    },
  ]
}

/// The scale benchmarks' steps.
@MainActor
enum ScaleBenchmarks {
  /// The app sizes measured.
  static let featureCounts = [50, 100, 200]
  /// The slowest a function body may be to type-check, in milliseconds.
  static let functionBodyLimit = 100

  // MARK: - Start-up

  static func startupLines() -> [String] {
    let apps = featureCounts.map { ScaleFeatures(count: $0) }
    for app in apps { blackHole(app.startUp()) }  // warm-up
    var samples = Array(repeating: [Double](), count: apps.count)
    for round in 0..<31 {
      for offset in apps.indices {
        let index = (round + offset) % apps.count
        var started: StartedApp?
        let elapsed = time { started = apps[index].startUp() }
        withExtendedLifetime(started) {}
        samples[index].append(Double(elapsed) / 1_000)
      }
    }
    return zip(apps, samples).map { app, samples in
      let figure = summary(samples)
      return "scale.startup.\(app.count) \(Int(figure.median.rounded())) µs "
        + "(\(Int(figure.min.rounded()))–\(Int(figure.max.rounded())); "
        + "\(app.count * ScaleAppGenerator.registrationsPerFeature) registrations, "
        + "\(app.count * ScaleAppGenerator.deeplinkPathsPerFeature) patterns)"
    }
  }

  // MARK: - Memory

  static func memoryLines() -> [String] {
    featureCounts.map { count in
      MemoryChild.line("scale.memory.\(count)", measurement: "scale", arguments: [String(count)])
    }
  }

  /// The child's work: a warm-up start-up of 5 features, then the resident memory one start-up
  /// of `arguments[0]` features adds, printed in KiB (nothing when it cannot be read).
  static func runMemoryChild(arguments: [String]) {
    guard let count = arguments.first.flatMap(Int.init), count > 0 else { return }
    blackHole(ScaleFeatures(count: 5).startUp())
    let app = ScaleFeatures(count: count)
    guard let before = MemoryChild.residentBytes() else { return }
    let started = app.startUp()
    let after = MemoryChild.residentBytes() ?? before
    withExtendedLifetime(started) {}
    print((after - before) / 1_024)
  }

  // MARK: - Build

  static func buildLines() -> [String] {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-scale-benchmark")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Printed as each app is built: the three builds take minutes.
    for count in featureCounts {
      for line in build(featureCount: count, in: scratch.appendingPathComponent("app\(count)")) {
        print(line)
      }
    }
    return []
  }

  private static func build(featureCount count: Int, in directory: URL) -> [String] {
    let flags = [
      "--build-path", directory.appendingPathComponent(".build").path,
      "-Xswiftc", "-Xfrontend", "-Xswiftc", "-warn-long-function-bodies=\(functionBodyLimit)",
    ]
    do {
      try? FileManager.default.removeItem(at: directory)
      let generator = try ScaleAppGenerator(
        featureCount: count, kitPath: ScaleAppGenerator.repositoryRoot.path)
      try generator.write(to: directory)
      // The kit first, with the same flags, so that the app's figure is the app's own build.
      let kit = try SwiftCommand.run(["build", "--target", "Wayfinder"] + flags, in: directory)
      guard kit.succeeded else { return failure("scale.build.\(count) (kit)", kit) }
      let app = try SwiftCommand.run(["build"] + flags, in: directory)
      guard app.succeeded else { return failure("scale.build.\(count)", app) }
      let tests = try SwiftCommand.run(["build", "--build-tests"] + flags, in: directory)
      guard tests.succeeded else { return failure("scale.build-tests.\(count)", tests) }
      let bodies = (app.longFunctionBodies + tests.longFunctionBodies)
        .sorted { $0.milliseconds > $1.milliseconds }
      let slowest = bodies.first.map { "\($0.milliseconds) ms (\($0.location) \($0.declaration))" }
      return [
        "scale.build.\(count) \(seconds(app.seconds)) s (kit first: \(seconds(kit.seconds)) s)",
        "scale.build-tests.\(count) \(seconds(tests.seconds)) s",
        "scale.build.\(count).bodies-over-\(functionBodyLimit)ms \(bodies.count) functions",
        "scale.build.\(count).slowest-body "
          + (slowest ?? "none over \(functionBodyLimit) ms"),
      ]
    } catch {
      return ["scale.build.\(count) failed: \(error)"]
    }
  }

  private static func seconds(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  private static func failure(_ name: String, _ result: SwiftCommandResult) -> [String] {
    let tail = result.output.split(separator: "\n").suffix(20).joined(separator: "\n")
    return ["\(name) failed (exit \(result.status)):\n\(tail)"]
  }
}
