import Testing
import UIKitDouble

/// The run loop: turns, the clock, timers and animations.
@MainActor
@Suite struct RunLoopTests {
  /// The run loop, reset.
  ///
  /// Each test resets it in its body: a test that shares the run loop sets up and runs in one
  /// main-actor turn.
  private static func freshLoop() -> DoubleRunLoop {
    DoubleRunLoop.main.reset()
    return DoubleRunLoop.main
  }

  @Test func queuedWorkRunsAfterTheCallThatQueuedIt() {
    let loop = Self.freshLoop()
    var ran = false
    loop.perform { ran = true }
    #expect(!ran)
    #expect(!loop.isIdle)
    loop.runQueuedWork()
    #expect(ran)
    #expect(loop.isIdle)
  }

  @Test func workQueuedByQueuedWorkRunsInTheSameCall() {
    let loop = Self.freshLoop()
    var order: [Int] = []
    loop.perform {
      order.append(1)
      loop.perform { order.append(3) }
    }
    loop.perform { order.append(2) }
    loop.runQueuedWork()
    #expect(order == [1, 2, 3])
  }

  @Test func anAnimationEndsAtItsStartPlusItsDuration() {
    let loop = Self.freshLoop()
    let start = loop.now
    var ended = false
    loop.addAnimation(duration: 0.3) { ended = true }
    loop.advance(by: 0.29)
    #expect(!ended)
    #expect(loop.isAnimating)
    loop.advance(by: 0.01)
    #expect(ended)
    #expect(abs(loop.now - start - 0.3) < 1e-9)
  }

  @Test func aTimerFiresWhenTheClockPassesItNotBefore() {
    let loop = Self.freshLoop()
    var fired = false
    loop.perform(after: 2) { fired = true }
    loop.runUntilIdle()
    #expect(!fired, "a timer not due does not keep runUntilIdle busy")
    #expect(loop.isIdle)
    loop.advance(by: 1.5)
    #expect(!fired)
    loop.advance(by: 0.5)
    #expect(fired)
  }

  @Test func advanceRunsTimersAndAnimationsInTimeOrderWithQueuedWorkBetween() {
    let loop = Self.freshLoop()
    var order: [String] = []
    loop.perform(after: 0.2) {
      order.append("timer 0.2")
      loop.perform { order.append("queued by the timer") }
    }
    loop.addAnimation(duration: 0.1) { order.append("animation 0.1") }
    loop.addAnimation(duration: 0.3) { order.append("animation 0.3") }
    loop.advance(by: 1)
    #expect(
      order == ["animation 0.1", "timer 0.2", "queued by the timer", "animation 0.3"])
  }

  @Test func runUntilIdleEndsEveryAnimationAndFiresTimersDueOnTheWay() {
    let loop = Self.freshLoop()
    var order: [String] = []
    loop.perform(after: 0.1) { order.append("timer 0.1") }
    loop.perform(after: 5) { order.append("timer 5") }
    loop.addAnimation(duration: 0.3) {
      order.append("animation 0.3")
      loop.addAnimation(duration: 0.3) { order.append("animation 0.6") }
    }
    let start = loop.now
    loop.runUntilIdle()
    #expect(order == ["timer 0.1", "animation 0.3", "animation 0.6"])
    #expect(abs(loop.now - start - 0.6) < 1e-9)
    loop.reset()  // the 5-second timer must not fire in a later test
  }

  @Test func finishAnimationsDoesNotRunQueuedWork() {
    let loop = Self.freshLoop()
    var ended = false
    var ran = false
    loop.perform { ran = true }
    loop.addAnimation(duration: 0.3) { ended = true }
    loop.finishAnimations()
    #expect(ended)
    #expect(!ran)
  }

  @Test func negativeDelaysCountAsZero() {
    let loop = Self.freshLoop()
    var fired = false
    loop.perform(after: -3) { fired = true }
    loop.advance(by: -1)
    #expect(fired)
  }

  @Test func resetDropsWorkAnimationsTimersLogAndFaults() {
    let loop = Self.freshLoop()
    var anything = false
    loop.perform { anything = true }
    loop.perform(after: 1) { anything = true }
    loop.addAnimation(duration: 1) { anything = true }
    loop.warn("something")
    loop.dropCompletions(2)
    loop.reset()
    loop.advance(by: 5)
    #expect(!anything)
    #expect(loop.log.isEmpty)
    #expect(loop.completionsLeftToDrop == 0)
    #expect(loop.isIdle)
  }
}
