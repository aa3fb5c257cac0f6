import Testing
import UIKitDouble
import Wayfinder
import WayfinderUIKit

/// A model window bridged to UIKit, as the scenarios build it, and how a scenario ends.
@MainActor
protocol BridgedScene {
  /// The model window.
  var window: Window { get }
  /// The bridge that mirrors it onto UIKit.
  var bridge: UIKitBridge { get }
}

extension BridgedScene {
  /// The routing events posted while `body` runs and UIKit settles.
  func events(during body: () throws -> Void) rethrows -> [String] {
    var events: [String] = []
    let observation = window.context.addObserver { events.append($0.description) }
    defer { observation.cancel() }
    try body()
    DoubleRunLoop.main.runUntilIdle()
    return events
  }

  /// The trees are equal and UIKit refused nothing.
  func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(bridge.differenceReport() == nil, sourceLocation: sourceLocation)
    #expect(DoubleRunLoop.main.log == [], sourceLocation: sourceLocation)
  }

  /// Nothing leaked (no screen, no view controller), the trees are equal and UIKit refused
  /// nothing: how a scenario ends.
  func expectSettled(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(window.leakedScreens() == [], sourceLocation: sourceLocation)
    #expect(bridge.leakedViewControllers() == [], sourceLocation: sourceLocation)
    expectInSync(sourceLocation: sourceLocation)
  }
}
