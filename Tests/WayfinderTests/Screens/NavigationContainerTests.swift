import Testing

// The container's mutators are internal: routers are the public way to change a stack.
@testable import Wayfinder

@MainActor
@Suite struct NavigationContainerTests {
  let root = Screen(title: "Root")
  let navigation: NavigationContainer

  init() throws {
    navigation = try NavigationContainer(root: root)
  }

  func push(_ titles: String...) throws -> [Screen] {
    try titles.map { title in
      let screen = Screen(title: title)
      try navigation.push(screen)
      return screen
    }
  }

  var titles: [String] { navigation.stack.map(\.title) }

  @Test func pushAppendsAndSetsTheContainer() throws {
    let pushed = try push("A", "B")
    #expect(titles == ["Root", "A", "B"])
    #expect(pushed.allSatisfy { $0.container === navigation })
    #expect(navigation.topScreen === pushed[1])
    #expect(navigation.visibleChild === pushed[1])
  }

  @Test func popRemovesTheTopAndClearsItsContainer() throws {
    let pushed = try push("A", "B")
    let popped = try navigation.remove(navigation.topScreen)
    #expect(popped.count == 1 && popped[0] === pushed[1])
    #expect(pushed[1].container == nil)
    #expect(titles == ["Root", "A"])
  }

  @Test func popToAScreenRemovesEverythingAboveIt() throws {
    let pushed = try push("A", "B", "C")
    let popped = try navigation.pop(to: pushed[0])
    #expect(popped.map(\.title) == ["B", "C"])
    #expect(titles == ["Root", "A"])
  }

  @Test func popToRootLeavesOnlyTheRoot() throws {
    _ = try push("A", "B")
    #expect(navigation.popToRoot().map(\.title) == ["A", "B"])
    #expect(titles == ["Root"])
    #expect(navigation.popToRoot().isEmpty)
  }

  @Test func removingAScreenInTheMiddleRemovesItAndWhatIsAbove() throws {
    let pushed = try push("A", "B", "C")
    let removed = try navigation.remove(pushed[1])
    #expect(removed.map(\.title) == ["B", "C"])
    #expect(titles == ["Root", "A"])
  }

  @Test func setStackReplacesTheWholeStackKeepingScreensAlreadyOnIt() throws {
    let pushed = try push("A", "B")
    let fresh = Screen(title: "Fresh")
    let removed = try navigation.setStack([root, fresh, pushed[0]])
    #expect(titles == ["Root", "Fresh", "A"])
    #expect(removed.map(\.title) == ["B"])
    #expect(pushed[1].container == nil)
    #expect(fresh.container === navigation)
  }

  @Test func pushingAScreenThatIsAlreadyInAHierarchyFailsAndChangesNothing() throws {
    let pushed = try push("A")
    let error = #expect(throws: HierarchyError.self) { try navigation.push(pushed[0]) }
    #expect(error?.description == #"Screen "A" is already in a screen hierarchy"#)
    #expect(titles == ["Root", "A"])
  }

  @Test func pushingAContainerIntoItselfFails() throws {
    let outer = try TabContainer(tabs: [navigation])
    let inner = Screen(title: "Inner")
    try navigation.push(inner)
    let error = #expect(throws: HierarchyError.self) {
      try inner.navigationContainer?.push(outer)
    }
    #expect(error == .wouldContainItself(ScreenInfo(outer)))
    #expect(titles == ["Root", "Inner"])
  }

  @Test func aNavigationContainerCannotBeOnAStack() throws {
    let other = try NavigationContainer(root: Screen(title: "Other"))
    let error = #expect(throws: HierarchyError.self) { try navigation.push(other) }
    #expect(error == .navigationContainerInStack(ScreenInfo(other)))
    #expect(throws: HierarchyError.navigationContainerInStack(ScreenInfo(other))) {
      try NavigationContainer(root: other)
    }
    #expect(titles == ["Root"])
    #expect(!other.isInHierarchy)
  }

  @Test func poppingTheRootFails() throws {
    let error = #expect(throws: HierarchyError.self) { try navigation.remove(root) }
    #expect(error?.description == #"Screen "Root" is the root of its navigation stack"#)
    #expect(error == .cannotPopRoot(ScreenInfo(root)))
    #expect(titles == ["Root"])
  }

  @Test func poppingToAScreenNotOnTheStackFails() throws {
    _ = try push("A")
    let stranger = Screen(title: "Stranger")
    let error = #expect(throws: HierarchyError.self) { try navigation.pop(to: stranger) }
    #expect(error?.description == #"Screen "Stranger" is not on the navigation stack"#)
    #expect(titles == ["Root", "A"])
  }

  @Test func setStackRejectsEmptyDuplicateAndForeignScreensAndChangesNothing() throws {
    let pushed = try push("A")
    let elsewhere = try NavigationContainer(root: Screen(title: "Elsewhere"))

    let empty = #expect(throws: HierarchyError.self) { try navigation.setStack([]) }
    #expect(empty?.description == "a navigation stack needs at least one screen")
    let duplicate = #expect(throws: HierarchyError.self) {
      try navigation.setStack([root, pushed[0], root])
    }
    #expect(duplicate == .duplicateScreen(ScreenInfo(root)))
    let foreign = #expect(throws: HierarchyError.self) {
      try navigation.setStack([elsewhere.rootScreen])
    }
    #expect(foreign == .alreadyInHierarchy(ScreenInfo(elsewhere.rootScreen)))
    #expect(titles == ["Root", "A"])
    #expect(pushed[0].container === navigation)
  }

  @Test func creatingAContainerWithAPlacedRootFails() throws {
    let error = #expect(throws: HierarchyError.self) { try NavigationContainer(root: root) }
    #expect(error == .alreadyInHierarchy(ScreenInfo(root)))
    #expect(root.container === navigation)
  }
}
