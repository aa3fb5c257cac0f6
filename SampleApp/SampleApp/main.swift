import Foundation
import WayfinderSampleShop

// The executable only wires the terminal to the sample's command line.
let status = SampleCommandLine.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  input: { readLine() },
  output: { print($0) },
  error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(status)
