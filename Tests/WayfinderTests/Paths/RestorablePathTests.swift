import Testing
import Wayfinder

/// `restorablePath()` saves what it can: up to the first screen without an identity, where
/// `path()` refuses the whole window.
@MainActor
@Suite struct RestorablePathTests {
  /// Opens a screen without an identity (a system sheet, a pushed screen the app did not name)
  /// from the top of `window`.
  func openUnidentified(_ title: String, as transition: Transition, on window: Window) throws {
    var opened = false
    try #require(window.topmostScreen?.router).open(transition) { _ in
      Screen(title: title)
    } completion: {
      if case .success = $0 { opened = true }
    }
    #expect(opened)
  }

  @Test func aPresentationWithoutIdentityEndsThePath() throws {
    let window = try PathTestApp.makeWindow()
    #expect(PathTestApp.perform(.pushItem, on: window))
    #expect(PathTestApp.perform(.presentLogin, on: window))
    let expected = try window.path().description
    try openUnidentified("Share", as: .modal, on: window)

    #expect(throws: ScreenPathError.self) { try window.path() }
    #expect(try window.restorablePath().description == expected)
    let restored = Window()
    try restored.restore(try window.restorablePath(), using: PathTestApp.registry)
    #expect(try restored.path().description == expected)
  }

  @Test func aStackEndsBelowItsFirstScreenWithoutIdentityAndDropsWhatIsPresented() throws {
    let window = try PathTestApp.makeWindow()
    let expected = try window.path().description
    try openUnidentified("Unnamed", as: .push, on: window)
    #expect(PathTestApp.perform(.pushItem, on: window))
    #expect(PathTestApp.perform(.presentSheet, on: window))
    #expect(window.topmostScreen?.identity?.name == "sheet")

    let path = try window.restorablePath()
    #expect(path.description == expected)
    #expect(path.presentations.isEmpty, "the sheet came from a screen left out")
  }

  @Test func aWindowWithNothingToSaveStillThrows() throws {
    let window = Window()
    #expect(throws: ScreenPathError.emptyWindow) { try window.restorablePath() }
    try window.setRoot { _ in Screen(title: "Unnamed root") }
    #expect(throws: ScreenPathError.self) { try window.restorablePath() }
  }
}
