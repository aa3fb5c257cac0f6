/// The screens a restore built with the app's builders, so that a refused restore gives each
/// back its state before it: no router, and no identity when the restore gave it one (a screen
/// the app keeps and hands to a builder comes out as it went in).
@MainActor
final class RestoredScreens {
  private var screens: [(screen: Screen, router: DefaultRouter, givenIdentity: Bool)] = []
  /// The screens that present what the restore built on them.
  private var hosts: [Screen] = []

  /// Notes `screen`, made by `router`, and whether the restore is about to give it its identity.
  func note(_ screen: Screen, by router: DefaultRouter, givenIdentity: Bool) {
    screens.append((screen, router, givenIdentity))
  }

  /// Notes that the restore presented a screen on `host`.
  func notePresentation(on host: Screen) {
    hosts.append(host)
  }

  /// Gives every noted screen back its state before the restore.
  func undo() {
    for host in hosts.reversed() { host.dismissPresentedScreen() }
    hosts.removeAll()
    for (screen, router, givenIdentity) in screens {
      router.disown(screen)
      if givenIdentity { screen.identity = nil }
    }
    screens.removeAll()
  }
}
