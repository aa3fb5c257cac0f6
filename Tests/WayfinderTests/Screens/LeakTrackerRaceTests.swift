import Testing

@testable import Wayfinder

/// How many `RenumberProbe`s have been deinitialized, counted without a weak reference.
@MainActor private var probeDeinits = 0

/// A screen that runs `onRenumber` when the leak tracker moves its record (compaction), so that
/// a test can act at that exact moment.
private final class RenumberProbe: Screen {
  var onRenumber: (() -> Void)?

  override var removalRecordIndex: Int {
    didSet {
      if let action = onRenumber {
        onRenumber = nil
        action()
      }
    }
  }

  isolated deinit { probeDeinits += 1 }
}

/// The leak tracker's records when the last reference to a removed screen goes on another
/// thread at the moment compaction moves its record.
@MainActor
@Suite struct LeakTrackerRaceTests {
  @Test func aScreenReleasedWhileItsRecordMovesLeavesNoDanglingRecord() async throws {
    probeDeinits = 0
    let window = Window()
    let navigation = try window.setRoot { _ in try NavigationContainer(root: Screen(title: "Home"))
    }
    // A dead record first, so that compaction moves the probe's record down.
    try navigation.push(RenumberProbe(title: "Gone"))
    try navigation.pop()
    #expect(probeDeinits == 1)

    let box = ReleaseBox(RenumberProbe(title: "Dying"))
    var renumbered = false
    do {
      let probe = try #require(box.object as? RenumberProbe)
      try navigation.push(probe)
      try navigation.pop()
      probe.onRenumber = { [box] in
        renumbered = true
        box.releaseOnAnotherThreadWhileTheMainActorWaits()
      }
    }
    var churn = 0
    while !renumbered && churn < 1_000 {
      try navigation.push(Screen(title: "Churn \(churn)"))
      try navigation.pop()
      churn += 1
    }
    #expect(renumbered)
    await until { probeDeinits == 2 }
    // A record left pointing at the freed probe would report whatever takes its address next.
    let bystanders = (0..<8).map { RenumberProbe(title: "Bystander \($0)") }
    #expect(window.leakedScreens().isEmpty)
    #expect(bystanders.count == 8)
  }
}
