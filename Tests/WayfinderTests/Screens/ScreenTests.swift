import Testing

@testable import Wayfinder

@MainActor
@Suite struct ScreenTests {
  @Test func actionsRunTheirHandlerAndReplaceOnesWithTheSameTitle() throws {
    let screen = Screen(title: "Product", content: ["A fine product"])
    var taps: [String] = []
    screen.addAction("Buy") { taps.append("buy") }
    screen.addAction("Share") { taps.append("share") }
    screen.addAction("Buy") { taps.append("buy again") }
    #expect(screen.actions.map(\.title) == ["Share", "Buy"])
    try screen.triggerAction("Buy")
    try screen.triggerAction("Share")
    #expect(taps == ["buy again", "share"])
  }

  @Test func triggeringAMissingActionNamesTheScreenAndItsActions() {
    let screen = Screen(title: "Product")
    screen.addAction("Buy") {}
    let error = #expect(throws: ScreenActionError.self) { try screen.triggerAction("Sell") }
    #expect(error?.description == #"Screen "Product" has no action "Sell"; it has Buy"#)
    screen.removeAllActions()
    let none = #expect(throws: ScreenActionError.self) { try screen.triggerAction("Buy") }
    #expect(none?.description == #"Screen "Product" has no action "Buy"; it has none"#)
  }

  @Test func presentationIsCarriedOutByTheOutermostContainer() throws {
    let inner = Screen(title: "Inner")
    let navigation = try NavigationContainer(root: inner)
    let tabs = try TabContainer(tabs: [navigation])
    let modal = Screen(title: "Modal")
    try inner.present(modal)
    #expect(tabs.presentedScreen === modal)
    #expect(modal.presentingScreen === tabs)
    #expect(modal.presentationSource === inner)
    #expect(inner.topmostScreen === modal)
    #expect(modal.isDescendant(of: tabs))

    let second = Screen(title: "Second")
    let error = #expect(throws: HierarchyError.self) { try navigation.present(second) }
    #expect(error?.description == #"TabContainer is already presenting Screen "Modal""#)
    #expect(tabs.presentedScreen === modal)

    #expect(tabs.dismissPresentedScreen() === modal)
    #expect(tabs.presentedScreen == nil && modal.presentingScreen == nil)
    #expect(tabs.dismissPresentedScreen() == nil)
  }

  @Test func aScreenCannotPresentItsOwnAncestor() throws {
    let inner = Screen(title: "Inner")
    let navigation = try NavigationContainer(root: inner)
    let error = #expect(throws: HierarchyError.self) { try inner.present(navigation) }
    #expect(
      error == .alreadyInHierarchy(ScreenInfo(navigation))
        || error == .wouldContainItself(ScreenInfo(navigation)))
    #expect(navigation.presentedScreen == nil)
  }
}
