import Wayfinder

#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

extension UIKitBridge {
  /// Makes the plan that brings UIKit to the model, and carries it out up to the first
  /// presentation or dismissal, which continues the work when it completes.
  func reconcile() {
    guard transitionsInFlight == 0 else { return }
    let plan = makePlan()
    isApplying = true
    defer { isApplying = false }
    for (index, step) in plan.enumerated() {
      let animated = animatesLastStep && index == plan.count - 1
      callCount += 1
      switch step {
      case .setRoot(let controller):
        uiWindow.rootViewController = controller
      case .setStack(let navigation, let controllers):
        let animates = animated && navigation.topViewController !== controllers.last
        if animates {
          awaitedNavigations.insert(ObjectIdentifier(navigation))
          transitionsInFlight += 1
        }
        navigation.setViewControllers(controllers, animated: animates)
      case .setTabs(let tabs, let controllers):
        tabs.setViewControllers(controllers, animated: false)
      case .select(let tabs, let index):
        tabs.selectedIndex = index
      case .dismiss(let host):
        transitionsInFlight += 1
        host.dismiss(animated: animated) { [weak self] in self?.transitionEnded() }
        return
      case .present(let controller, let host, let screen):
        prepare(controller, toPresent: screen)
        transitionsInFlight += 1
        host.present(controller, animated: animated) { [weak self] in self?.transitionEnded() }
        return
      }
    }
    if transitionsInFlight == 0 {
      animatesLastStep = false
      madeForPlan.removeAll()
    }
  }

  /// A transition the bridge started has ended: carry on with the plan.
  func transitionEnded() {
    transitionsInFlight -= 1
    if transitionsInFlight == 0 { reconcile() }
  }

  /// The UIKit calls that make the view-controller tree equal to the window's screen tree:
  /// the root, then the containers of every layer UIKit keeps, then one dismissal of what no
  /// longer matches, then a presentation per missing layer.
  func makePlan() -> [BridgeStep] {
    var steps: [BridgeStep] = []
    guard let root = window.root else {
      if uiWindow.rootViewController != nil { steps.append(.setRoot(nil)) }
      return steps
    }
    let rootController = controller(for: root)
    if uiWindow.rootViewController !== rootController { steps.append(.setRoot(rootController)) }
    var screen = root
    var host = rootController
    while true {
      syncContainers(of: screen, controller: host, into: &steps)
      let current = host.presentedViewController
      guard let desired = screen.presentedScreen else {
        if current != nil { steps.append(.dismiss(host)) }
        return steps
      }
      if let current, viewController(for: desired) === current {
        screen = desired
        host = current
        continue
      }
      if current != nil { steps.append(.dismiss(host)) }
      // Every missing layer, each presented by the one below once that one is shown.
      var presenter = host
      var layer: Screen? = desired
      while let next = layer {
        let controller = controller(for: next)
        syncContainers(of: next, controller: controller, into: &steps)
        steps.append(.present(controller, on: presenter, screen: next))
        presenter = controller
        layer = next.presentedScreen
      }
      return steps
    }
  }

  /// Adds the calls that give `controller`'s containers (and theirs) the model's children and
  /// selection.
  private func syncContainers(
    of screen: Screen, controller node: UIViewController, into steps: inout [BridgeStep]
  ) {
    switch (screen, node) {
    case (let navigation as NavigationContainer, let navigationController as UINavigationController):
      let desired = navigation.stack.map { controller(for: $0) }
      if !navigationController.viewControllers.elementsEqual(desired, by: ===) {
        steps.append(.setStack(navigationController, desired))
      }
      for (child, childController) in zip(navigation.stack, desired) {
        syncContainers(of: child, controller: childController, into: &steps)
      }
    case (let tabs as TabContainer, let tabBarController as UITabBarController):
      let desired = tabs.tabs.map { controller(for: $0) }
      if !(tabBarController.viewControllers ?? []).elementsEqual(desired, by: ===) {
        steps.append(.setTabs(tabBarController, desired))
      }
      if tabBarController.selectedIndex != tabs.selectedIndex {
        steps.append(.select(tabBarController, tabs.selectedIndex))
      }
      for (child, childController) in zip(tabs.tabs, desired) {
        syncContainers(of: child, controller: childController, into: &steps)
      }
    default:
      break
    }
  }

  /// Sets the presentation style, the animator and the sheet's delegate of a view controller
  /// about to present `screen`.
  private func prepare(_ controller: UIViewController, toPresent screen: Screen) {
    if let animator = Self.openingTransition(of: screen)?.animator,
      makeAnimation(animator, true) != nil
    {
      controller.modalPresentationStyle = .fullScreen
      controller.transitioningDelegate = self
    }
    controller.presentationController?.delegate = self
  }

  /// The transition that opened the presented `screen`: its router's, or for a navigation
  /// container a route wrapped around its screen, that screen's router's.
  static func openingTransition(of screen: Screen) -> (any Transition)? {
    if let router = screen.router { return router.rootTransition }
    return (screen as? NavigationContainer)?.rootScreen.router?.rootTransition
  }
}
