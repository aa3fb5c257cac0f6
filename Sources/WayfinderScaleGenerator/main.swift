// Writes a synthetic Wayfinder app of N features, in the sample shop's shape:
//
//   swift run WayfinderScaleGenerator <feature-count> <output-dir> [--kit <path>]
//
// The package depends on this repository (or `--kit <path>`) by a local path; build it with
// `swift build` in <output-dir> and test it with `swift test`.
import Foundation
import WayfinderScale

var arguments = Array(CommandLine.arguments.dropFirst())
var kitPath = ScaleAppGenerator.repositoryRoot.path
if let flag = arguments.firstIndex(of: "--kit"), flag + 1 < arguments.count {
  kitPath = URL(fileURLWithPath: arguments[flag + 1]).standardizedFileURL.path
  arguments.removeSubrange(flag...(flag + 1))
}
guard arguments.count == 2, let featureCount = Int(arguments[0]) else {
  print("usage: WayfinderScaleGenerator <feature-count> <output-dir> [--kit <path>]")
  exit(2)
}
do {
  let output = URL(fileURLWithPath: arguments[1]).standardizedFileURL
  let generator = try ScaleAppGenerator(featureCount: featureCount, kitPath: kitPath)
  try generator.write(to: output)
  print("wrote \(generator.files().count) files of \(featureCount) features to \(output.path)")
} catch {
  print("WayfinderScaleGenerator: \(error)")
  exit(1)
}
