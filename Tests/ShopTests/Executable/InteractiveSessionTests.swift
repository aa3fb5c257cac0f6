import Testing

@testable import WayfinderSampleShop

/// `SampleApp interactive`, driven in-process with scripted input.
@MainActor
@Suite struct InteractiveSessionTests {
  @Test func itShowsTheShopFirst() {
    let run = CommandLineRun(["interactive"], input: ["quit"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output == [
        "Wayfinder shop (type 'help' for commands)",
        """
        == Shop ==
          Walking Boots — $89.50
          Wool Socks — $12.50
          Trail Map — $6.00
          1) Open Walking Boots
          2) Open Wool Socks
          3) Open Trail Map
          tabs: [Shop] Wishlist
        """,
        "> ",
        "bye",
      ])
  }

  @Test func tappingANumberOpensThatScreen() {
    let run = CommandLineRun(["interactive"], input: ["1", "tree", "quit"])
    #expect(run.status == 0)
    #expect(
      Array(run.output.dropFirst(3)) == [
        #"tapped "Open Walking Boots" on Shop"#,
        #"  event: opened ProductScreen "Walking Boots" from ShopScreen "Shop" (push, system.push 350ms)"#,
        """
        == Walking Boots ==
          Walking Boots — $89.50
          Not on your wishlist
          1) Open Wool Socks
          2) Add to wishlist
          3) Add to Siri
          tabs: [Shop] Wishlist
        """,
        "> ",
        """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"  <- top
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
        """,
        "> ",
        "bye",
      ])
  }

  @Test func typingAnActionsTitleTapsItEvenWhenItStartsLikeACommand() {
    let run = CommandLineRun(["interactive"], input: ["open wool socks", "quit"])
    #expect(run.status == 0)
    #expect(run.output.dropFirst(3).first == #"tapped "Open Wool Socks" on Shop"#)
  }

  @Test func aCommandWithoutItsArgumentSaysWhatItNeeds() {
    let run = CommandLineRun(["interactive"], input: ["tab", "open", "quit"])
    #expect(run.output.contains("error: 'tab' needs a tab name or number"))
    #expect(run.output.contains("error: 'open' needs a URL"))
    #expect(!run.output.contains { $0.contains("unknown command") })
  }

  @Test func backTabsAndTitlesWork() {
    let run = CommandLineRun(
      ["interactive"],
      input: ["2", "back", "tab wishlist", "tab 1", "  ", "HELP", "exit"])
    #expect(run.output.contains(#"went back from Wool Socks"#))
    #expect(run.output.contains("selected the Wishlist tab"))
    #expect(run.output.contains("selected the Shop tab"))
    #expect(
      run.output.contains { $0.hasPrefix("== Wishlist ==") && $0.contains("tabs: Shop [Wishlist]") }
    )
    #expect(run.output.contains(InteractiveSession.help))
    #expect(run.output.last == "bye")
    #expect(!run.output.contains { $0.hasPrefix("error:") })
  }

  @Test func mistakesAreReportedAndTheSessionGoesOn() {
    let run = CommandLineRun(
      ["interactive"], input: ["dance", "9", "back", "tab Basket", "tab 0", "tab 3", "3", "quit"])
    #expect(run.status == 0)
    let errors = run.output.filter { $0.hasPrefix("error:") }
    #expect(
      errors == [
        "error: unknown command 'dance'; type 'help'",
        "error: there is no action 9; choose 1 to 3",
        #"error: cannot go back: Cannot close ShopScreen "Shop": ShopScreen "Shop" was placed by its container (as a tab or a stack's first screen), so there is nothing to close"#,
        "error: there is no tab Basket",
        "error: there is no tab 0",
        "error: there is no tab 3",
      ])
    #expect(run.output.contains(#"tapped "Open Trail Map" on Shop"#))
    #expect(run.output.last == "bye")
  }

  @Test func theSmallestNumbersAreNoActionAndNoTab() {
    let run = CommandLineRun(["interactive"], input: ["\(Int.min)", "tab \(Int.min)", "quit"])
    #expect(run.status == 0)
    #expect(
      run.output.filter { $0.hasPrefix("error:") } == [
        "error: there is no action \(Int.min); choose 1 to 3",
        "error: there is no tab \(Int.min)",
      ])
    #expect(run.output.last == "bye")
  }

  @Test func theEndOfTheInputEndsTheSession() {
    let run = CommandLineRun(["interactive"], input: ["1"])
    #expect(run.status == 0)
    #expect(run.output.last == "> ")
    #expect(!run.output.contains("bye"))
  }
}
