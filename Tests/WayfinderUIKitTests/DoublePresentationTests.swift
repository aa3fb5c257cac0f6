import Testing
import UIKitDouble

/// The double keeps UIKit's documented presentation rules.
@MainActor
@Suite struct DoublePresentationTests {
  private func window() -> (UIWindow, UIViewController) {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.clearLog()
    let window = UIWindow()
    let root = UIViewController()
    root.title = "Root"
    window.rootViewController = root
    return (window, root)
  }

  @Test func presentingFromOneThatAlreadyPresentsIsRefusedAndLogged() {
    let (window, root) = window()
    let first = UIViewController()
    first.title = "First"
    root.present(first, animated: false)
    let second = UIViewController()
    second.title = "Second"
    root.present(second, animated: false)
    #expect(root.presentedViewController === first)
    #expect(second.presentingViewController == nil)
    #expect(
      DoubleRunLoop.main.log == [
        #"Attempt to present <UIViewController "Second"> on <UIViewController "Root"> which is already presenting <UIViewController "First">."#
      ])
    _ = window
  }

  @Test func presentingWhileADismissalAnimatesIsRefused() {
    let (window, root) = window()
    root.present(UIViewController(), animated: false)
    var dismissed = false
    root.dismiss(animated: true) { dismissed = true }
    #expect(root.presentedViewController != nil)
    #expect(!dismissed)
    root.present(UIViewController(), animated: true)
    #expect(DoubleRunLoop.main.log.count == 1)
    #expect(DoubleRunLoop.main.log.first?.hasSuffix("while a presentation is in progress.") == true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(dismissed)
    #expect(root.presentedViewController == nil)
    _ = window
  }

  @Test func completionRunsWhenTheAnimationEnds() {
    let (window, root) = window()
    var completed = false
    root.present(UIViewController(), animated: true) { completed = true }
    #expect(!completed)
    #expect(root.presentedViewController?.isBeingPresented == true)
    DoubleRunLoop.main.finishAnimations()
    #expect(completed)
    _ = window
  }

  @Test func aChildPresentsThroughItsOutermostContainer() {
    let (window, _) = window()
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    let tabs = UITabBarController()
    tabs.setViewControllers([navigation], animated: false)
    window.rootViewController = tabs
    let sheet = UIViewController()
    child.present(sheet, animated: false)
    #expect(tabs.presentedViewController === sheet)
    #expect(sheet.presentingViewController === tabs)
    child.dismiss(animated: false)
    #expect(tabs.presentedViewController == nil)
  }

  @Test func aViewControllerOutsideTheWindowCannotPresent() {
    let (window, _) = window()
    let detached = UIViewController()
    detached.present(UIViewController(), animated: false)
    #expect(detached.presentedViewController == nil)
    #expect(
      DoubleRunLoop.main.log.first?.hasSuffix("whose view is not in the window hierarchy.") == true)
    _ = window
  }

  @Test func swipingDownCallsTheDelegateOnlyForTheUser() {
    final class Spy: UIAdaptivePresentationControllerDelegate {
      var dismissals = 0
      func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissals += 1
      }
    }
    let (window, root) = window()
    let spy = Spy()
    let sheet = UIViewController()
    sheet.presentationController?.delegate = spy
    root.present(sheet, animated: false)
    root.dismiss(animated: false)
    #expect(spy.dismissals == 0)
    root.present(sheet, animated: false)
    #expect(UIKitUser.swipeDown(sheet))
    #expect(spy.dismissals == 1)
    #expect(root.presentedViewController == nil)
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    #expect(!UIKitUser.swipeDown(cover))
    _ = window
  }

  @Test func userPopsTellTheNavigationDelegate() {
    final class Spy: UINavigationControllerDelegate {
      var shown: [String?] = []
      func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
      ) { shown.append(viewController.title) }
    }
    let (window, _) = window()
    let controllers = (0..<4).map { index in
      let controller = UIViewController()
      controller.title = "\(index)"
      return controller
    }
    let navigation = UINavigationController(rootViewController: controllers[0])
    window.rootViewController = navigation
    let spy = Spy()
    navigation.delegate = spy
    navigation.setViewControllers(controllers, animated: false)
    #expect(UIKitUser.swipeBack(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.popFromBackMenu(in: navigation, to: 0))
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(spy.shown == ["3", "2", "0"])
    #expect(!UIKitUser.swipeBack(in: navigation))
  }
}
