import Testing
import Wayfinder

@testable import WayfinderSampleShop

/// The Siri sheet, served by a `SiriRouter`, on a real window.
@MainActor
@Suite struct SiriFlowTests {
  let session: ShopSession

  init() throws {
    session = ShopSession(app: try ShopApp())
    try session.perform(.tap("Open Trail Map"))
    try session.perform(.tap("Add to Siri"))
  }

  @Test func theSheetIsPresentedWithASiriRouter() throws {
    let sheet = try #require(session.window.topmostScreen as? VoiceShortcutScreen)
    #expect(sheet.router is SiriRouter)
    #expect(sheet.content == [#"Phrase: "Show me Trail Map""#])
    try session.window.checkInvariants()
  }

  @Test(arguments: [("Add Shortcut", ["Show me Trail Map"]), ("Cancel", [])])
  func theSheetClosesAndIsFreed(action: String, phrases: [String]) throws {
    let check = ClosedScreensCheck(session.window)
    try session.perform(.tap(action))
    #expect(session.window.topmostScreen?.title == "Trail Map")
    #expect(check.closedScreens() == [#"VoiceShortcutScreen "Add to Siri""#])
    #expect(check.survivorsOutsideTheHierarchy().isEmpty)
    #expect(session.window.leakedScreens().isEmpty)
    #expect(try session.app.container.resolve(VoiceShortcutStore.self).phrases == phrases)
  }
}
