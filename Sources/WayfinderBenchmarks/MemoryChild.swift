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
///
/// The child runs with `MALLOC_TRIM_THRESHOLD_=0`, so that glibc gives back the free memory at
/// the top of its heap instead of keeping up to 128 KiB of it resident: whether the last
/// temporaries of a registration were freed there moved `deeplink.memory.10000` by 18 KiB a
/// matcher: 1,969 KiB before the trie kept its parameter types in a dictionary and 1,988 after,
/// for a few hundred bytes more (an empty dictionary did the same); 1,872 and 1,870 with the
/// threshold at 0.
enum MemoryChild {
  /// The first argument that makes the executable a child; the second names the measurement.
  static let flag = "--memory-child"

  /// The line `<name> <median> KiB (<min>–<max>)` of the KiB `measurement` prints in each of
  /// five fresh children of this executable, or `<name> unavailable` when no child could run or
  /// read its memory.
  static func line(_ name: String, measurement: String, arguments: [String] = []) -> String {
    guard let executable = Bundle.main.executableURL else { return Self.unavailable(name) }
    let samples = (0..<5).compactMap { _ in run(executable, [flag, measurement] + arguments) }
    guard !samples.isEmpty else { return Self.unavailable(name) }
    let figure = summary(samples)
    return "\(name) \(Int(figure.median)) KiB (\(Int(figure.min))–\(Int(figure.max)))"
  }

  /// The line of a figure no child could give.
  private static func unavailable(_ name: String) -> String {
    "\(name) unavailable (no child process, or no /proc/self/statm on this platform)"
  }

  /// Runs `executable` with `arguments` and reads the number it prints.
  private static func run(_ executable: URL, _ arguments: [String]) -> Double? {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["MALLOC_TRIM_THRESHOLD_": "0"], uniquingKeysWith: { _, zero in zero })
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
