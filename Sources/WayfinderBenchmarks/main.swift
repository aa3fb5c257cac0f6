// The benchmark executable: `swift run -c release WayfinderBenchmarks [prefix …]`.
//
// Each figure prints as one line `<name> <median> ns/op` (memory figures as `<name> <KiB> KiB`).
// Arguments are name or group prefixes; with none, every benchmark runs.

let filters = Array(CommandLine.arguments.dropFirst())
let benchmarks: [Benchmark] =
  containerBenchmarks() + routerBenchmarks() + deeplinkBenchmarks()

let selected = benchmarks.filter { $0.isSelected(by: filters) }
if selected.isEmpty {
  print("no benchmark matches \(filters); known: \(benchmarks.map(\.name).joined(separator: ", "))")
}
for benchmark in selected {
  for line in benchmark.run() {
    print(line)
  }
}
