import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Memory figures measured in fresh child processes of this executable.
///
/// A figure read in the benchmarks' own process depends on what ran before: the freed memory of
/// other benchmarks' tables is reused without growing the resident set (`deeplink.memory.10000`
/// read from 770 to 3,900 KiB for the same matcher). A fresh process starts from the same heap
/// every time.
enum MemoryChild {
  /// The first argument that makes the executable a child; the second names the measurement.
  static let flag = "--memory-child"

  /// The KiB `measurement` prints in each of `runs` fresh children of this executable, or `nil`
  /// when no child could run or read its memory.
  static func kibibytes(_ measurement: String, arguments: [String] = [], runs: Int = 5)
    -> [Double]?
  {
    guard let executable = Bundle.main.executableURL else { return nil }
    let samples = (0..<runs).compactMap { _ in
      run(executable, [flag, measurement] + arguments)
    }
    return samples.isEmpty ? nil : samples
  }

  /// Runs `executable` with `arguments` and reads the number it prints.
  private static func run(_ executable: URL, _ arguments: [String]) -> Double? {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      return nil
    }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Double(
      String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The resident set of this process in bytes, or `nil` when the platform does not say.
  static func residentBytes() -> Int? {
    #if canImport(Glibc)
      guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return nil
      }
      let fields = statm.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * sysconf(Int32(_SC_PAGESIZE))
    #else
      return nil
    #endif
  }
}
