import Foundation
import Testing

@testable import WayfinderSampleShop

/// The narrated article flow, compared with the recorded transcript in
/// `Snapshots/ScenarioTranscript.swift`.
///
/// After an intended change, re-record with
/// `WAYFINDER_RECORD_SNAPSHOTS=1 swift test --filter ScenarioTranscriptTests`, review the diff
/// of the snapshot file, and run the tests again without the variable.
@MainActor
@Suite struct ScenarioTranscriptTests {
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["WAYFINDER_RECORD_SNAPSHOTS"] == "1"
  }

  static let snapshotFile = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appending(components: "Snapshots", "ScenarioTranscript.swift")

  @Test func theArticleFlowMatchesTheTranscript() throws {
    var lines: [String] = []
    let problems = try Scenario(steps: Scenario.article).run { lines.append($0) }
    #expect(problems == 0)
    let actual = lines.joined(separator: "\n")
    if Self.isRecording {
      try Self.snapshotSource(for: actual).write(
        to: Self.snapshotFile, atomically: true, encoding: .utf8)
      Issue.record(
        "Recorded the transcript in \(Self.snapshotFile.path); run the tests again without WAYFINDER_RECORD_SNAPSHOTS."
      )
      return
    }
    #expect(
      actual == ScenarioTranscript.expected,
      "\(Self.firstDifference(actual, ScenarioTranscript.expected)); re-record with WAYFINDER_RECORD_SNAPSHOTS=1"
    )
  }

  @Test func theDefaultCommandPrintsTheSameTranscript() {
    let run = CommandLineRun([])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.text == ScenarioTranscript.expected)
  }

  @Test func theTranscriptEndsWithACleanSummary() throws {
    let last = try #require(ScenarioTranscript.expected.split(separator: "\n").last)
    #expect(last == "Summary: steps: 24, failed steps: 0, screens alive: 5, leaks: 0")
  }

  @Test func aFailedStepIsReportedAndCounted() throws {
    var lines: [String] = []
    let steps = [Scenario.Step(narration: "taps a missing button", command: .tap("Nope"))]
    let problems = try Scenario(steps: steps).run { lines.append($0) }
    #expect(problems == 1)
    #expect(lines.contains { $0.hasPrefix("  failed: ") && $0.contains("Nope") })
    #expect(lines.last == "Summary: steps: 1, failed steps: 1, screens alive: 5, leaks: 0")
  }

  /// The source of the snapshot file for `transcript`, formatted as swift-format wants it.
  static func snapshotSource(for transcript: String) -> String {
    var delimiter = "#"
    while transcript.contains("\"\"\"\(delimiter)") { delimiter += "#" }
    let body = transcript.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    \($0)" }.joined(separator: "\n")
    return """
      // The narrated article flow, as `swift run SampleApp` prints it. Recorded by
      // ScenarioTranscriptTests; re-record with WAYFINDER_RECORD_SNAPSHOTS=1.

      /// The expected transcript of `Scenario(steps: Scenario.article)`.
      enum ScenarioTranscript {
        static let expected = \(delimiter)\"\"\"
      \(body)
          \"\"\"\(delimiter)
      }

      """
  }

  /// Where `actual` first differs from `expected`, for the failure message.
  static func firstDifference(_ actual: String, _ expected: String) -> String {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(actualLines.count, expectedLines.count) {
      let got = index < actualLines.count ? String(actualLines[index]) : "(end)"
      let wanted = index < expectedLines.count ? String(expectedLines[index]) : "(end)"
      if got != wanted {
        return "line \(index + 1): got \"\(got)\", expected \"\(wanted)\""
      }
    }
    return "no difference"
  }
}
