import Testing
import UIKitDouble
import Wayfinder
import WayfinderUIKit

/// A child view controller that notes its appearance callbacks.
@MainActor
final class EmbeddedChild: UIViewController {
  var calls: [String] = []
  override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
  override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
}

/// A screen's view controller that embeds a child view controller, as UIKit's guide does it.
@MainActor
final class EmbeddingViewController: ScreenViewController {
  let child = EmbeddedChild()

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
}

/// A UIKit app whose bridged screens embed child view controllers (containment), which the
/// bridge leaves to the app.
@MainActor
@Suite struct EmbeddedChildTests {
  @Test func aPushedScreenWithAChildOpensAndClosesAsAnyOther() throws {
    let app = try BridgedApp()
    let made = app.registerRecorded { EmbeddingViewController(screen: $0) }
    var events: [String] = []
    app.bridge.onEvent = { events.append($0.description) }
    var opened = false
    let router = try #require(app.home.router)
    router.open(.push) { _ in
      RecordedScreen(title: "Embeds")
    } completion: { _ in
      opened = true
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(opened)
    let controller = try #require(made.all.first)
    #expect(controller.children.first === controller.child)
    #expect(controller.child.calls == ["willAppear", "didAppear"])
    #expect(controller.child.isOnScreen)
    app.expectInSync()
    var closed = false
    try #require(app.window.topmostScreen?.router).close { _ in closed = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(closed)
    #expect(controller.child.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(events == [])
    app.expectInSync()
  }

  @Test func aChildAddedOnScreenLaterChangesNothingTheBridgeWatches() throws {
    let app = try BridgedApp()
    let (detail, navigation) = try app.pushDetail()
    let controller = try #require(app.bridge.viewController(for: detail))
    var events: [String] = []
    app.bridge.onEvent = { events.append($0.description) }
    let child = EmbeddedChild()
    controller.addChild(child)
    controller.view.addSubview(child.view)
    child.didMove(toParent: controller)
    #expect(child.calls == ["willAppear", "didAppear"])
    #expect(UIKitUser.swipeBack(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.window.topmostScreen === app.home, "the model followed the user's swipe")
    #expect(child.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(events == [])
    app.expectInSync()
  }
}
