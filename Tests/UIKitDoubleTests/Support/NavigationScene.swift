import UIKitDouble

/// A shown window whose root is a navigation controller holding tracked view controllers, its
/// delegate a spy; every appearance has ended and the journal is empty.
///
/// Tests build their scene in their body: a test that shares the run loop sets up and runs in
/// one main-actor turn, so that no other test's work runs in between.
@MainActor
final class NavigationScene {
  let journal: Journal
  let spy: NavigationSpy
  let navigation: UINavigationController
  let controllers: [TrackedViewController]
  let window: UIWindow

  init(_ titles: [String]) {
    let journal = Journal()
    self.journal = journal
    spy = NavigationSpy(journal)
    controllers = titles.map { TrackedViewController($0, journal: journal) }
    navigation = UINavigationController()
    navigation.delegate = spy
    navigation.setViewControllers(controllers, animated: false)
    window = Stage.window(root: navigation)
    _ = journal.take()
  }
}
