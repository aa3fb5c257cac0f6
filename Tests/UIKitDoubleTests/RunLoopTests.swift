import Testing
import UIKitDouble

/// The run loop: turns, the clock, timers and animations.
@MainActor
@Suite struct RunLoopTests {
  private let loop = DoubleRunLoop.main

  init() {
    DoubleRunLoop.main.reset()
  }

  @Test func queuedWorkRunsAfterTheCallThatQueuedIt() {
    var ran = false
    loop.perform { ran = true }
    #expect(!ran)
    #expect(!loop.isIdle)
    loop.runQueuedWork()
    #expect(ran)
    #expect(loop.isIdle)
  }

  @Test func workQueuedByQueuedWorkRunsInTheSameCall() {
    var order: [Int] = []
    loop.perform {
      order.append(1)
      self.loop.perform { order.append(3) }
    }
    loop.perform { order.append(2) }
    loop.runQueuedWork()
    #expect(order == [1, 2, 3])
  }

  @Test func anAnimationEndsAtItsStartPlusItsDuration() {
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
    var order: [String] = []
    loop.perform(after: 0.2) {
      order.append("timer 0.2")
      self.loop.perform { order.append("queued by the timer") }
    }
    loop.addAnimation(duration: 0.1) { order.append("animation 0.1") }
    loop.addAnimation(duration: 0.3) { order.append("animation 0.3") }
    loop.advance(by: 1)
    #expect(
      order == ["animation 0.1", "timer 0.2", "queued by the timer", "animation 0.3"])
  }

  @Test func runUntilIdleEndsEveryAnimationAndFiresTimersDueOnTheWay() {
    var order: [String] = []
    loop.perform(after: 0.1) { order.append("timer 0.1") }
    loop.perform(after: 5) { order.append("timer 5") }
    loop.addAnimation(duration: 0.3) {
      order.append("animation 0.3")
      self.loop.addAnimation(duration: 0.3) { order.append("animation 0.6") }
    }
    let start = loop.now
    loop.runUntilIdle()
    #expect(order == ["timer 0.1", "animation 0.3", "animation 0.6"])
    #expect(abs(loop.now - start - 0.6) < 1e-9)
  }

  @Test func finishAnimationsDoesNotRunQueuedWork() {
    var ended = false
    var ran = false
    loop.perform { ran = true }
    loop.addAnimation(duration: 0.3) { ended = true }
    loop.finishAnimations()
    #expect(ended)
    #expect(!ran)
  }

  @Test func negativeDelaysCountAsZero() {
    var fired = false
    loop.perform(after: -3) { fired = true }
    loop.advance(by: -1)
    #expect(fired)
  }

  @Test func resetDropsWorkAnimationsTimersLogAndFaults() {
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
