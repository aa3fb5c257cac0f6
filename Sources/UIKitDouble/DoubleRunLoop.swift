/// The double's main run loop: a virtual clock, the work queued for the end of the current
/// turn, timers, running animations, the log of calls UIKit refuses, and the faults tests cause.
///
/// UIKit runs animations on a clock the app does not control and logs refused calls to the
/// console. Tests control both here:
/// - ``perform(_:)`` stands for `DispatchQueue.main.async`: "Schedules a work item for
///   immediate execution, and returns immediately." (DispatchQueue, `async(execute:)`:
///   https://developer.apple.com/documentation/dispatch/dispatchqueue/async(execute:)), so
///   queued work never runs inside the call that queued it. ``perform(after:_:)`` stands for
///   `DispatchQueue.main.asyncAfter`: "Schedules a work item for execution at the specified time,
///   and returns immediately." (`asyncAfter(deadline:execute:)`:
///   https://developer.apple.com/documentation/dispatch/dispatchqueue/asyncafter(deadline:execute:))
/// - An animation that starts at ``now`` with a duration `d` ends at `now + d`.
/// - ``runQueuedWork()`` plays the rest of the turn, ``advance(by:)`` moves the clock (ending
///   animations and firing timers on the way, in time order), ``runUntilIdle()`` plays every
///   queued work and animation to its end, and ``log`` holds every refusal.
///
/// A test that shares ``main`` with others starts with ``reset()``.
@MainActor
public final class DoubleRunLoop {
  /// The run loop every double object uses.
  public static let main = DoubleRunLoop()

  private struct Scheduled {
    let time: Double
    let order: Int
    let work: @MainActor () -> Void
  }

  private var queued: [@MainActor () -> Void] = []
  private var animations: [Scheduled] = []
  private var timers: [Scheduled] = []
  private var nextOrder = 0
  private var completionsToDrop = 0

  /// The virtual clock, in seconds; it only moves forward, and only when the test moves it.
  public private(set) var now: Double = 0

  /// The calls the double refused or warned about, as UIKit words them in the console.
  public private(set) var log: [String] = []

  private init() {}

  /// The clock, under the name earlier tests used: the seconds played so far.
  public var elapsedAnimationTime: Double { now }

  /// Whether an animation is running.
  public var isAnimating: Bool { !animations.isEmpty }

  /// Whether nothing is queued and no animation runs (timers not due yet do not count).
  public var isIdle: Bool { queued.isEmpty && animations.isEmpty }

  /// How many transition completions ``dropCompletions(_:)`` will still swallow.
  public var completionsLeftToDrop: Int { completionsToDrop }

  /// Queues `work` for the end of the current turn (`DispatchQueue.main.async` in an app).
  public func perform(_ work: @escaping @MainActor () -> Void) {
    queued.append(work)
  }

  /// Queues `work` for when the clock reaches `now + seconds` (`DispatchQueue.main.asyncAfter`
  /// in an app); a negative or non-finite delay counts as zero.
  ///
  /// A timer never keeps ``runUntilIdle()`` busy: it fires when the clock passes its time, during
  /// ``advance(by:)`` or while animations are played to their end.
  public func perform(after seconds: Double, _ work: @escaping @MainActor () -> Void) {
    timers.append(Scheduled(time: now + Self.duration(seconds), order: takeOrder(), work: work))
  }

  /// Starts an animation of `duration` seconds whose `completion` runs when the clock reaches
  /// its end; a negative or non-finite duration counts as zero.
  public func addAnimation(duration: Double, completion: @escaping @MainActor () -> Void) {
    let end = now + Self.duration(duration)
    animations.append(Scheduled(time: end, order: takeOrder(), work: completion))
  }

  /// Runs the queued work (and what it queues) without moving the clock.
  public func runQueuedWork() {
    while !queued.isEmpty {
      let work = queued.removeFirst()
      work()
    }
  }

  /// Ends every running animation, moving the clock to the end of the last one; animations and
  /// timers that come due on the way end (or are queued) too, in time order.
  ///
  /// Queued work does not run.
  public func finishAnimations() {
    guard let end = animations.map(\.time).max() else { return }
    play(until: end, runningQueuedWork: false)
  }

  /// Moves the clock forward by `seconds`, ending the animations and firing the timers that
  /// come due, in time order, with the queued work run before, between and after them.
  public func advance(by seconds: Double) {
    play(until: now + Self.duration(seconds), runningQueuedWork: true)
  }

  /// Runs queued work and plays animations to their end, moving the clock to each end, until
  /// nothing is queued and no animation runs.
  ///
  /// Timers due before the last animation ends fire; later ones wait for ``advance(by:)``.
  public func runUntilIdle() {
    while true {
      runQueuedWork()
      guard let end = animations.map(\.time).min() else {
        if !fireNextEvent(notAfter: now) { return }
        continue
      }
      play(until: end, runningQueuedWork: true)
    }
  }

  /// Makes the next `count` transition completions never arrive: the completion blocks of
  /// `present(_:animated:completion:)` and `dismiss(animated:completion:)`, and
  /// `navigationController(_:didShow:animated:)`.
  ///
  /// UIKit's state settles as it would; only the call to the app is lost, as when a device never
  /// calls back. A count below zero counts as zero; a new call replaces the count left.
  ///
  /// A transition with nothing to call (a `nil` completion, no navigation delegate) does not use
  /// up a drop.
  public func dropCompletions(_ count: Int) {
    completionsToDrop = max(0, count)
  }

  /// Records a refused call, as UIKit prints it to the console.
  public func warn(_ message: String) {
    log.append(message)
  }

  /// Empties ``log``.
  public func clearLog() {
    log.removeAll()
  }

  /// Drops the queued work, the running animations (their completions never run), the timers and
  /// the log, and restores the fault settings; the clock keeps its time.
  ///
  /// For the start of a test that shares ``main`` with others.
  public func reset() {
    queued.removeAll()
    animations.removeAll()
    timers.removeAll()
    log.removeAll()
    completionsToDrop = 0
  }

  // MARK: - Double internals

  /// Runs `completion` unless ``dropCompletions(_:)`` asked for it to be lost.
  func deliverCompletion(_ completion: () -> Void) {
    guard completionsToDrop == 0 else {
      completionsToDrop -= 1
      return
    }
    completion()
  }

  private func takeOrder() -> Int {
    nextOrder += 1
    return nextOrder
  }

  private static func duration(_ seconds: Double) -> Double {
    seconds.isFinite ? max(0, seconds) : 0
  }

  /// Plays every event up to `time` in time order, then leaves the clock at `time`.
  private func play(until time: Double, runningQueuedWork: Bool) {
    if runningQueuedWork { runQueuedWork() }
    while fireNextEvent(notAfter: time) {
      if runningQueuedWork { runQueuedWork() }
    }
    now = max(now, time)
    if runningQueuedWork { runQueuedWork() }
  }

  /// Ends the earliest animation or fires the earliest timer due by `time`, moving the clock to it;
  /// a fired timer's work is queued, as the main queue does.
  ///
  /// Answers whether there was one.
  private func fireNextEvent(notAfter time: Double) -> Bool {
    let animation = animations.indices.min { Self.isEarlier(animations[$0], animations[$1]) }
    let timer = timers.indices.min { Self.isEarlier(timers[$0], timers[$1]) }
    let animationFirst: Bool
    switch (animation, timer) {
    case (nil, nil): return false
    case (.some, nil): animationFirst = true
    case (nil, .some): animationFirst = false
    case (.some(let a), .some(let t)): animationFirst = Self.isEarlier(animations[a], timers[t])
    }
    if animationFirst, let animation, animations[animation].time <= time + Self.tolerance {
      let ended = animations.remove(at: animation)
      now = max(now, ended.time)
      ended.work()
      return true
    }
    if !animationFirst, let timer, timers[timer].time <= time + Self.tolerance {
      let fired = timers.remove(at: timer)
      now = max(now, fired.time)
      queued.append(fired.work)
      return true
    }
    return false
  }

  /// Times closer than this count as the same instant, so that sums of decimal seconds
  /// (0.29 + 0.01) reach the end they add up to (0.3).
  private static let tolerance = 1e-9

  private static func isEarlier(_ first: Scheduled, _ second: Scheduled) -> Bool {
    (first.time, first.order) < (second.time, second.order)
  }
}
