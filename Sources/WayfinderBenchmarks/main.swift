// The benchmark executable: `swift run -c release WayfinderBenchmarks [prefix …]`.
//
// Timed figures print as `<name> <median> ns/op (<min>–<max>)`, sampled in interleaved rounds;
// memory figures as `<name> <KiB> KiB`. Arguments are name or group prefixes; with none, every
// benchmark runs except the `scale` group, which builds generated apps for minutes
// (`WayfinderBenchmarks scale` runs it).

var filters = Array(CommandLine.arguments.dropFirst())
if filters.first == MemoryChild.flag, filters.count > 1 {
  // A child process a memory benchmark starts, to measure in a fresh process.
  switch filters[1] {
  case "scale": ScaleBenchmarks.runMemoryChild(arguments: Array(filters.dropFirst(2)))
  case "deeplink": runDeeplinkMemoryChild()
  default: print("unknown memory child \(filters[1])")
  }
} else {
  let benchmarks: [Benchmark] =
    containerBenchmarks() + routerBenchmarks() + deeplinkBenchmarks() + scaleBenchmarks()
  let selected = benchmarks.filter { $0.isSelected(by: filters) }
  if selected.isEmpty {
    print(
      "no benchmark matches \(filters); known: \(benchmarks.map(\.name).joined(separator: ", "))")
  }
  BenchmarkRunner(benchmarks: selected).run()
}
