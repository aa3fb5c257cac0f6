/// The double's main run loop: work queued for the end of the current turn, the running
/// animations, and the log of calls UIKit refuses.
///
/// UIKit runs animations on a clock the app does not control and logs refused calls to the
/// console. Tests control both here: ``runUntilIdle()`` plays the rest of the turn and every
/// animation to its end, ``finishAnimations()`` only the animations running now, and ``log``
/// holds every refusal.
@MainActor
public final class DoubleRunLoop {
  /// The run loop every double object uses.
  public static let main = DoubleRunLoop()

  private var queued: [@MainActor () -> Void] = []
  private var animations: [(duration: Double, completion: @MainActor () -> Void)] = []

  /// The calls the double refused or warned about, as UIKit words them in the console.
  public private(set) var log: [String] = []

  /// The seconds of animation played so far (the sum of the longest animation of each batch).
  public private(set) var elapsedAnimationTime: Double = 0

  private init() {}

  /// Whether an animation is running.
  public var isAnimating: Bool { !animations.isEmpty }

  /// Whether nothing is queued and no animation runs.
  public var isIdle: Bool { queued.isEmpty && animations.isEmpty }

  /// Queues `work` for the end of the current turn (`DispatchQueue.main.async` in an app).
  public func perform(_ work: @escaping @MainActor () -> Void) {
    queued.append(work)
  }

  /// Starts an animation of `duration` seconds whose `completion` runs when it ends.
  public func addAnimation(duration: Double, completion: @escaping @MainActor () -> Void) {
    animations.append((duration, completion))
  }

  /// Runs the queued work (and what it queues) without ending any animation.
  public func runQueuedWork() {
    while !queued.isEmpty {
      let work = queued.removeFirst()
      work()
    }
  }

  /// Ends every running animation, in the order they started; animations started by their
  /// completions keep running.
  public func finishAnimations() {
    let running = animations
    animations.removeAll()
    elapsedAnimationTime += running.map(\.duration).max() ?? 0
    for animation in running { animation.completion() }
  }

  /// Runs queued work and ends animations until nothing is left to do.
  public func runUntilIdle() {
    while !isIdle {
      runQueuedWork()
      finishAnimations()
    }
  }

  /// Records a refused call, as UIKit prints it to the console.
  public func warn(_ message: String) {
    log.append(message)
  }

  /// Empties ``log``.
  public func clearLog() {
    log.removeAll()
  }
}
