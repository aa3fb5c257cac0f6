import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// A UIKit developer adopting the bridge, eighth round, first day: a screen that closes itself
/// twice, stack operations and a logout while UIKit animates, an alert for a sheet's result,
/// routing from appearance callbacks and completion handlers, and, after each scenario, nothing
/// left alive.
@MainActor
@Suite struct AdopterRoundEightTests {
  // MARK: - A screen that closes itself twice

  /// A Done button tapped twice before its screen has left (a pushed screen or a sheet, the
  /// second tap in the same turn or while UIKit takes it away): the screen closes once, UIKit
  /// pops or dismisses once, and the second close fails at once: the model freed the screen with
  /// the first (its view controller holds it weakly), so the router's root is gone.
  @Test(arguments: SecondClose.allCases, [false, true])
  func aScreenThatClosesItselfTwiceLeavesOnceAndTheSecondCloseFailsAtOnce(
    second: SecondClose, presented: Bool
  ) throws {
    let scene = try FirstDayScene()
    let watcher = LifetimeWatcher()
    var outcomes: [String] = []
    let transition: Transition = presented ? .modal : .push
    var router: DefaultRouter?
    do {
      let edit = try scene.open("Edit", from: scene.root(0), as: transition)
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(edit, as: "edit screen")
      watcher.watch(scene.bridge.viewController(for: edit), as: "edit controller")
      router = edit.router
    }
    let events = try scene.events {
      let router = try #require(router)
      router.close { [weak scene] result in
        outcomes.append("first \(result.outcome) \(scene?.look(0) ?? "-")")
      }
      if second == .whileItLeaves {
        DoubleRunLoop.main.runQueuedWork()
        #expect(DoubleRunLoop.main.isAnimating, "UIKit takes Edit away")
      }
      router.close { result in outcomes.append("second \(result.outcome)") }
      #expect(outcomes == ["second failed"], "a refused close completes at once")
    }
    #expect(outcomes == ["second failed", "first done Home still presented:false"])
    let animation = presented ? "modal, system.modal 300ms" : "push, system.push 350ms"
    #expect(
      events == [
        "closed ItemScreen \"Edit\" (\(animation))",
        "failed: Cannot close the root of DefaultRouter: the router's root screen has been deallocated",
      ])
    router = nil
    #expect(watcher.survivors == [])
    #expect(scene.shown(0) == ["Home"])
    scene.expectSettled()
  }

  // MARK: - Stack operations and a logout while UIKit animates

  /// "Back to the start" (`popToRoot`) from Home while the bridge still pushes B over A, animated
  /// or not: UIKit ends on Home alone; the push completes once as it ends, with B on screen (as
  /// UIKit's own completion would), the pop to root once Home is on screen; A and B are freed
  /// with their view controllers.
  @Test(arguments: [true, false])
  func popToRootWhileTheBridgesPushAnimatesEndsOnHomeWithEachCompletionOnce(animated: Bool)
    throws
  {
    let scene = try FirstDayScene()
    let watcher = LifetimeWatcher()
    var log: [String] = []
    do {
      let a = try scene.open("A", from: scene.root(0), as: .push)
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(a, as: "A screen")
      watcher.watch(scene.bridge.viewController(for: a), as: "A controller")
    }
    let events = try scene.events {
      try #require(scene.window.topmostScreen?.router).open(.push) { _ in
        ItemScreen(title: "B")
      } completion: { [weak scene] result in
        log.append("push B \(result.map { _ in }.outcome) \(scene?.look(0) ?? "-")")
      }
      DoubleRunLoop.main.runQueuedWork()
      #expect(scene.navigation(0)?.transitionCoordinator != nil, "B's push animates")
      let b = try #require(scene.window.topmostScreen)
      watcher.watch(b, as: "B screen")
      watcher.watch(scene.bridge.viewController(for: b), as: "B controller")
      try #require(scene.root(0).router).popToRoot(animated: animated) { [weak scene] result in
        log.append("popToRoot \(result.outcome) \(scene?.look(0) ?? "-")")
      }
      #expect(log == [], "both wait for UIKit")
    }
    #expect(
      log == [
        "push B done Home/A/B still presented:false", "popToRoot done Home still presented:false",
      ])
    #expect(events.count == 2)
    #expect(events.last?.hasPrefix("popped 2 to ItemScreen \"Home\"") == true, "\(events)")
    #expect(watcher.survivors == [])
    #expect(scene.stack(0) == ["Home"])
    #expect(scene.shown(0) == ["Home"])
    scene.expectSettled()
  }

  /// A logout (a new root) while UIKit still animates a modal in or out.
  ///
  /// The modal is a sheet the model closed, a faded pop-up coming in or one fading out. UIKit
  /// shows only the welcome screen, every completion runs once, and the old tree is freed with
  /// its view controllers.
  @Test(arguments: ModalMotion.allCases)
  func aLogoutWhileAModalAnimatesShowsOnlyTheWelcomeScreenAndFreesTheOldTree(
    motion: ModalMotion
  ) throws {
    let scene = try FirstDayScene()
    let watcher = LifetimeWatcher()
    var closes: [String] = []
    var welcomed: [String] = []
    do {
      let transition: Transition = motion == .sheetLeaving ? .modal : .fade
      let modal = try scene.open("Pop-up", from: scene.root(0), as: transition)
      if motion != .popUpFadingIn {
        DoubleRunLoop.main.runUntilIdle()
        try #require(modal.router).close { closes.append($0.outcome) }
      }
      DoubleRunLoop.main.runQueuedWork()
      #expect(DoubleRunLoop.main.isAnimating, "UIKit animates the pop-up")
      watcher.watch(modal, as: "pop-up screen")
      watcher.watch(scene.bridge.viewController(for: modal), as: "pop-up controller")
      watcher.watch(try scene.root(0), as: "home screen")
      watcher.watch(scene.navigation(0), as: "home navigation")
      watcher.watch(scene.tabs, as: "tab bar controller")
    }
    try scene.window.setRoot { _ in ItemScreen(title: "Welcome") }
    try #require(scene.window.root?.router).focus { [weak scene] result in
      let root = scene?.uiWindow.rootViewController
      welcomed.append(
        "\(result.outcome) \(root?.title ?? "-") presented:\(root?.presentedViewController != nil)")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(closes == (motion == .popUpFadingIn ? [] : ["done"]))
    #expect(welcomed == ["done Welcome presented:false"])
    #expect(scene.uiWindow.rootViewController?.title == "Welcome")
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  // MARK: - An alert for a sheet's result

  /// A presenter that shows an alert from its own view controller for the result of its rename
  /// sheet (the user swipes it down, taps Done or taps Cancel): the result comes once the sheet
  /// is gone, so UIKit accepts the alert; the user taps OK and nothing is left.
  @Test(arguments: SheetEnd.allCases)
  func aPresenterThatAlertsTheResultOfItsSheetGetsTheAlertOnScreen(end: SheetEnd) throws {
    let scene = try FirstDayScene()
    let watcher = LifetimeWatcher()
    var heard: [String] = []
    let home = try scene.root(0)
    let homeController = try #require(scene.bridge.viewController(for: home))
    weak var renameRouter: ResultRouter<String>?
    try #require(home.router).open(.modal(inNavigation: true), returning: String.self) { router in
      renameRouter = router
      return ItemScreen(title: "Rename")
    } onResult: { [weak homeController] result in
      heard.append(result.value ?? (result.isCancelled ? "cancelled" : "failed"))
      let alert = UIAlertController(
        title: result.value.map { "Renamed to \($0)" } ?? "Nothing renamed", message: nil,
        preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      homeController?.present(alert, animated: true)
    }
    DoubleRunLoop.main.runUntilIdle()
    do {
      let sheet = try #require(scene.tabs?.presentedViewController)
      watcher.watch(sheet, as: "rename navigation")
      watcher.watch(scene.window.topmostScreen, as: "rename screen")
      switch end {
      case .swipedDown: #expect(UIKitUser.swipeDown(sheet))
      case .doneButton: try #require(renameRouter).finish(with: "Groceries")
      case .cancelButton: try #require(renameRouter).cancel()
      }
    }
    #expect(heard == [], "the result waits for UIKit")
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == [end == .doneButton ? "Groceries" : "cancelled"])
    let alert = try #require(scene.tabs?.presentedViewController as? UIAlertController)
    #expect(alert.title == (end == .doneButton ? "Renamed to Groceries" : "Nothing renamed"))
    #expect(DoubleRunLoop.main.log == [])
    #expect(UIKitUser.tap("OK", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.tabs?.presentedViewController == nil)
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  // MARK: - Routing from appearance callbacks and completion handlers

  /// A "Checking your account" screen whose view controller pushes the account screen as soon
  /// as it loads or appears: UIKit ends on Home, Checking, Account, each push completes once with
  /// its screen on screen, no UIKit call is refused, and each appearance callback comes once.
  @Test(arguments: RoutingMoment.allCases)
  func aScreenThatPushesTheNextAsItLoadsOrAppearsEndsWithBothPushed(moment: RoutingMoment)
    throws
  {
    let scene = try FirstDayScene()
    let log = AdvanceLog()
    scene.bridge.register(CheckingScreen.self) {
      AdvancingViewController(screen: $0, moment: moment, log: log)
    }
    var opened: [String] = []
    try #require(scene.root(0).router).open(.push) { _ in
      CheckingScreen(title: "Checking")
    } completion: { [weak scene] result in
      opened.append("checking \(result.map { _ in }.outcome) \(scene?.look(0) ?? "-")")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.stack(0) == ["Home", "Checking", "Account"])
    #expect(scene.shown(0) == ["Home", "Checking", "Account"])
    #expect(log.routed == ["done Home/Checking/Account still"])
    #expect(opened.count == 1)
    #expect(opened.first?.hasPrefix("checking done Home/Checking") == true, "\(opened)")
    #expect(
      log.callbacks == [
        "Checking viewWillAppear", "Checking viewDidAppear", "Checking viewWillDisappear",
        "Checking viewDidDisappear",
      ])
    #expect(DoubleRunLoop.main.log == [])
    try #require(scene.root(0).router).popToRoot()
    DoubleRunLoop.main.runUntilIdle()
    scene.expectSettled()
  }

  /// A checkout routed one step at a time from each completion handler (push the cart, present
  /// the address sheet from it, push the payment inside, dismiss the sheet, pop the cart): each
  /// completion finds its step on screen with nothing moving, and UIKit refuses nothing.
  @Test func aCheckoutRoutedFromEachCompletionFindsEachStepOnScreen() throws {
    let scene = try FirstDayScene()
    var log: [String] = []
    let look = { [weak scene] in scene?.lookWithSheet() ?? "-" }
    try #require(scene.root(0).router).open(.push) { _ in
      ItemScreen(title: "Cart")
    } completion: { result in
      log.append("cart \(look())")
      guard case .success(let cart) = result, let cartRouter = cart.router else { return }
      cartRouter.open(.modal(inNavigation: true)) { _ in
        ItemScreen(title: "Address")
      } completion: { result in
        log.append("address \(look())")
        guard case .success(let address) = result, let addressRouter = address.router else {
          return
        }
        addressRouter.open(.push) { _ in
          ItemScreen(title: "Payment")
        } completion: { result in
          log.append("payment \(look())")
          guard case .success(let payment) = result else { return }
          payment.router?.dismiss { _ in
            log.append("paid \(look())")
            cartRouter.close { _ in log.append("back home \(look())") }
          }
        }
      }
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      log == [
        "cart Home/Cart still", "address Home/Cart | Address still",
        "payment Home/Cart | Address/Payment still", "paid Home/Cart still", "back home Home still",
      ])
    #expect(DoubleRunLoop.main.log == [])
    scene.expectSettled()
  }

  // MARK: - UIKit habits next to the router

  /// A Done button that closes its screen through the router and, out of UIKit habit, also
  /// dismisses or pops it itself in the same turn (before or after): UIKit takes the screen away
  /// once, the close completes once Home is on screen, and nothing is left.
  @Test(arguments: [false, true], [false, true])
  func aDoneButtonThatAlsoDismissesOrPopsItselfLeavesOnce(presented: Bool, uikitFirst: Bool)
    throws
  {
    let scene = try FirstDayScene()
    let watcher = LifetimeWatcher()
    var closes: [String] = []
    var bridgeEvents: [String] = []
    scene.bridge.onEvent = { bridgeEvents.append($0.description) }
    let events = try scene.events {
      let edit = try scene.open("Edit", from: scene.root(0), as: presented ? .modal : .push)
      DoubleRunLoop.main.runUntilIdle()
      let controller = try #require(scene.bridge.viewController(for: edit))
      watcher.watch(edit, as: "edit screen")
      watcher.watch(controller, as: "edit controller")
      let uikitLeave = {
        if presented {
          controller.dismiss(animated: true)
        } else {
          _ = controller.navigationController?.popViewController(animated: true)
        }
      }
      if uikitFirst { uikitLeave() }
      try #require(edit.router).close { [weak scene] result in
        closes.append("\(result.outcome) \(scene?.look(0) ?? "-")")
      }
      if !uikitFirst { uikitLeave() }
    }
    #expect(closes == ["done Home still presented:false"])
    #expect(events.filter { $0.hasPrefix("closed") }.count == 1, "\(events)")
    #expect(!events.contains { $0.hasPrefix("failed") }, "\(events)")
    #expect(bridgeEvents == [])
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  /// The app's "Delete?" alert over a pushed screen holds a receipt sheet a link opens from that
  /// screen meanwhile; the user taps Delete, whose handler closes the screen: the receipt never
  /// shows, each completion runs once, and nothing is left.
  @Test func anAlertWhoseHandlerClosesTheScreenDropsTheSheetThatWaitedForIt() throws {
    let scene = try FirstDayScene()
    let watcher = LifetimeWatcher()
    var log: [String] = []
    var bridgeEvents: [String] = []
    scene.bridge.onEvent = { bridgeEvents.append($0.description) }
    let look = { [weak scene] in scene?.look(0) ?? "-" }
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    do {
      let detail = try scene.open("Detail", from: scene.root(0), as: .push)
      DoubleRunLoop.main.runUntilIdle()
      let controller = try #require(scene.bridge.viewController(for: detail))
      watcher.watch(detail, as: "detail screen")
      watcher.watch(controller, as: "detail controller")
      let router = try #require(detail.router)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(
        UIAlertAction(title: "Delete", style: .destructive) { _ in
          router.close { log.append("close \($0.outcome) \(look())") }
        })
      controller.present(alert, animated: true)
      DoubleRunLoop.main.runUntilIdle()
      router.open(.modal) { _ in
        ItemScreen(title: "Receipt")
      } completion: { result in
        log.append("receipt \(result.map { _ in }.outcome) \(look())")
      }
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(scene.window.topmostScreen, as: "receipt screen")
    }
    #expect(bridgeEvents.count == 1)
    #expect(bridgeEvents.first?.contains("UIAlertController") == true, "\(bridgeEvents)")
    #expect(log == [], "the receipt waits for the alert")
    #expect(scene.tabs?.presentedViewController === alert)
    #expect(UIKitUser.tap("Delete", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    #expect(log.count == 2)
    #expect(log.last == "close done Home still presented:false", "\(log)")
    #expect(log.first?.hasPrefix("receipt done") == true, "\(log)")
    #expect(scene.tabs?.presentedViewController == nil)
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  // MARK: - The model changes while the user's finger is down

  /// "Back to the start" (`popToRoot` from Home, a timer's or a link's) while the user swipes
  /// back from a picker opened for a result over a list: the picker's presenter hears
  /// `cancelled` once, UIKit ends on Home once the finger lifts (the swipe finished or
  /// cancelled), and nothing is left.
  @Test(arguments: [true, false])
  func popToRootDuringABackSwipeFromAResultPickerEndsOnHomeAndCancelsOnce(finishes: Bool)
    throws
  {
    let scene = try FirstDayScene()
    let watcher = LifetimeWatcher()
    var heard: [String] = []
    var popped: [String] = []
    do {
      let list = try scene.open("List", from: scene.root(0), as: .push)
      try #require(list.router).open(.push, returning: String.self) { _ in
        ItemScreen(title: "Picker")
      } onResult: { result in
        heard.append(result.value ?? (result.isCancelled ? "cancelled" : "failed"))
      }
      DoubleRunLoop.main.runUntilIdle()
      let picker = try #require(scene.window.topmostScreen)
      watcher.watch(list, as: "list screen")
      watcher.watch(picker, as: "picker screen")
      watcher.watch(scene.bridge.viewController(for: list), as: "list controller")
      watcher.watch(scene.bridge.viewController(for: picker), as: "picker controller")
    }
    do {
      let navigation = try #require(scene.navigation(0))
      let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
      try #require(scene.root(0).router).popToRoot { [weak scene] result in
        popped.append("\(result.outcome) \(scene?.look(0) ?? "-")")
      }
      DoubleRunLoop.main.runUntilIdle()
      #expect(scene.stack(0) == ["Home"], "the model changed at once")
      #expect(popped == [], "UIKit waits for the finger")
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == ["cancelled"])
    #expect(popped == ["done Home still presented:false"])
    #expect(scene.shown(0) == ["Home"])
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  /// A link pops a detail screen while the user drags down the sheet it presented for a result:
  /// the sheet leaves with its presenter, the presenter hears `cancelled` once, and UIKit ends
  /// on Home once the finger lifts (the swipe finished or cancelled).
  @Test(arguments: [true, false])
  func closingTheSheetsPresenterWhileTheUserDragsItEndsOnHomeAndCancelsOnce(finishes: Bool)
    throws
  {
    let scene = try FirstDayScene()
    let watcher = LifetimeWatcher()
    var heard: [String] = []
    var closes: [String] = []
    var detailRouter: DefaultRouter?
    do {
      let detail = try scene.open("Detail", from: scene.root(0), as: .push)
      try #require(detail.router).open(.modal(inNavigation: true), returning: Int.self) { _ in
        ItemScreen(title: "Quantity")
      } onResult: { result in
        heard.append(result.value.map(String.init) ?? (result.isCancelled ? "cancelled" : "failed"))
      }
      DoubleRunLoop.main.runUntilIdle()
      let quantity = try #require(scene.window.topmostScreen)
      watcher.watch(detail, as: "detail screen")
      watcher.watch(quantity, as: "quantity screen")
      watcher.watch(scene.bridge.viewController(for: detail), as: "detail controller")
      watcher.watch(scene.bridge.viewController(for: quantity), as: "quantity controller")
      watcher.watch(scene.tabs?.presentedViewController, as: "quantity navigation")
      detailRouter = detail.router
    }
    do {
      let sheet = try #require(scene.tabs?.presentedViewController)
      let gesture = try #require(UIKitUser.beginSwipeDown(sheet))
      try #require(detailRouter).close { [weak scene] result in
        closes.append("\(result.outcome) \(scene?.look(0) ?? "-")")
      }
      detailRouter = nil
      DoubleRunLoop.main.runUntilIdle()
      #expect(scene.stack(0) == ["Home"], "the model changed at once")
      #expect(scene.window.topmostScreen?.title == "Home")
      #expect(closes == [], "UIKit waits for the finger")
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == ["cancelled"])
    #expect(closes == ["done Home still presented:false"])
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  /// A stack rebuilt (`setStack`: Home, B, then a new C) while the user swipes back from B.
  ///
  /// The model changes at once and UIKit follows when the finger lifts. A swipe the user
  /// finishes took B away, and C, opened above B meanwhile, leaves with it (as the docs say of a
  /// link's push above the screen being swiped away): Home alone. A cancelled swipe keeps the
  /// new stack. Either way the rebuild completes once with UIKit equal to the model.
  @Test(arguments: [true, false])
  func aStackRebuiltAboveTheScreenTheUserSwipesAwayFollowsTheSwipe(finishes: Bool) throws {
    let scene = try FirstDayScene()
    let watcher = LifetimeWatcher()
    var log: [String] = []
    var bridgeEvents: [String] = []
    scene.bridge.onEvent = { bridgeEvents.append($0.description) }
    weak var b: Screen?
    do {
      let a = try scene.open("A", from: scene.root(0), as: .push)
      b = try scene.open("B", from: a, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(a, as: "A screen")
      watcher.watch(scene.bridge.viewController(for: a), as: "A controller")
    }
    let events = try scene.events {
      let navigation = try #require(scene.navigation(0))
      let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
      try #require(scene.root(0).router).setStack { stack in
        try stack.keep(scene.root(0))
        try stack.keep(try #require(b))
        try stack.push { _ in ItemScreen(title: "C") }
      } completion: { [weak scene] result in
        log.append("\(result.outcome) \(scene?.look(0) ?? "-")")
      }
      watcher.watch(scene.window.topmostScreen, as: "C screen")
      DoubleRunLoop.main.runUntilIdle()
      #expect(scene.stack(0) == ["Home", "B", "C"], "the model changed at once")
      #expect(log == [], "UIKit waits for the finger")
      #expect(finishes ? gesture.finish() : gesture.cancel())
    }
    let replaced = "replaced the stack with 3, top ItemScreen \"C\" (push, system.push 350ms)"
    let closedB = "closed ItemScreen \"B\" (push, system.push 350ms)"
    #expect(events == (finishes ? [replaced, closedB] : [replaced]))
    #expect(
      log == [finishes ? "done Home still presented:false" : "done Home/B/C still presented:false"])
    #expect(scene.shown(0) == (finishes ? ["Home"] : ["Home", "B", "C"]))
    #expect(bridgeEvents == [])
    if finishes {
      watcher.watch(b, as: "B screen")
    } else {
      try #require(scene.root(0).router).popToRoot()
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(b == nil)
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  // MARK: - Routing as a cover leaves

  /// An orders screen that opens a "What's new" sheet when it shows again (in
  /// `viewWillAppear(_:)` or `viewDidAppear(_:)`), under a faded pop-up the model closes.
  ///
  /// A pop-up that covers the screen (`.fullScreen`) takes the orders screen out of the window,
  /// so UIKit calls its appearance methods again as it leaves: the sheet opens once, after the
  /// fade-out, with no refused call. A translucent pop-up (`.overFullScreen`) leaves the orders
  /// screen in place, so UIKit calls nothing and no sheet opens.
  @Test(arguments: [false, true], [false, true])
  func aScreenThatRoutesWhenItShowsAgainAfterAFadedPopUpGetsItsSheetOnlyIfCovered(
    translucent: Bool, inWillAppear: Bool
  ) throws {
    let scene = try FirstDayScene()
    let log = AdvanceLog()
    scene.bridge.register(OverlayScreen.self) { OverlayViewController(screen: $0) }
    scene.bridge.register(OrdersScreen.self) {
      OrdersViewController(screen: $0, inWillAppear: inWillAppear, log: log)
    }
    var closes: [String] = []
    try #require(scene.root(0).router).open(.push) { _ in OrdersScreen(title: "Orders") }
    DoubleRunLoop.main.runUntilIdle()
    try #require(scene.window.topmostScreen?.router).open(.fade) { _ in
      translucent ? OverlayScreen(title: "Pop-up") : ItemScreen(title: "Pop-up")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(log.routed == [], "nothing shows again yet")
    try #require(scene.window.topmostScreen?.router).close { [weak scene] result in
      closes.append("\(result.outcome) \(scene?.lookWithSheet() ?? "-")")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(closes == ["done Home/Orders still"], "the close's completion runs as the fade ends")
    #expect(log.routed == (translucent ? [] : ["done What's new still"]))
    #expect(
      scene.lookWithSheet()
        == (translucent ? "Home/Orders still" : "Home/Orders | What's new still"))
    #expect(DoubleRunLoop.main.log == [])
    scene.expectInSync()
    try #require(scene.root(0).router).dismissAll()
    try #require(scene.root(0).router).popToRoot()
    DoubleRunLoop.main.runUntilIdle()
    scene.expectSettled()
  }

  /// A sign-in sheet (wrapped in navigation) whose first screen pushes the next step as it
  /// loads or appears, while UIKit presents the sheet: UIKit ends with both steps in the sheet,
  /// each step's push completes once with it on screen, and UIKit refuses nothing.
  @Test(arguments: RoutingMoment.allCases)
  func aSheetWhoseFirstScreenPushesTheNextAsItAppearsShowsBothSteps(moment: RoutingMoment)
    throws
  {
    let scene = try FirstDayScene()
    let log = AdvanceLog()
    scene.bridge.register(CheckingScreen.self) {
      AdvancingViewController(screen: $0, moment: moment, log: log)
    }
    var opened: [String] = []
    try #require(scene.root(0).router).open(.modal(inNavigation: true)) { _ in
      CheckingScreen(title: "Checking")
    } completion: { [weak scene] result in
      opened.append("\(result.map { _ in }.outcome) \(scene?.lookWithSheet() ?? "-")")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.lookWithSheet() == "Home | Checking/Account still")
    #expect(log.routed == ["done Checking/Account still"])
    #expect(opened.count == 1)
    #expect(opened.first?.hasPrefix("done Home | Checking") == true, "\(opened)")
    #expect(
      log.callbacks == [
        "Checking viewWillAppear", "Checking viewDidAppear", "Checking viewWillDisappear",
        "Checking viewDidDisappear",
      ])
    #expect(DoubleRunLoop.main.log == [])
    try #require(scene.root(0).router).dismissAll()
    DoubleRunLoop.main.runUntilIdle()
    scene.expectSettled()
  }

  /// A logout (a new root) while the user drags down a sheet opened for a result: the model
  /// changes at once, the presenter hears `cancelled` once, and once the finger lifts (the swipe
  /// finished or cancelled) UIKit shows only the welcome screen and the old tree is freed.
  @Test(arguments: [true, false])
  func aLogoutWhileTheUserDragsAResultSheetShowsOnlyTheWelcomeScreen(finishes: Bool) throws {
    let scene = try FirstDayScene()
    let watcher = LifetimeWatcher()
    var heard: [String] = []
    var welcomed: [String] = []
    do {
      try #require(scene.root(0).router).open(.modal(inNavigation: true), returning: Bool.self) {
        _ in
        ItemScreen(title: "Filters")
      } onResult: { result in
        heard.append(result.isCancelled ? "cancelled" : "other")
      }
      DoubleRunLoop.main.runUntilIdle()
      let sheet = try #require(scene.tabs?.presentedViewController)
      watcher.watch(sheet, as: "filters navigation")
      watcher.watch(scene.window.topmostScreen, as: "filters screen")
      watcher.watch(scene.tabs, as: "tab bar controller")
      watcher.watch(try scene.root(0), as: "home screen")
      let gesture = try #require(UIKitUser.beginSwipeDown(sheet))
      DoubleRunLoop.main.runUntilIdle()
      try scene.window.setRoot { _ in ItemScreen(title: "Welcome") }
      try #require(scene.window.root?.router).focus { [weak scene] result in
        let root = scene?.uiWindow.rootViewController
        welcomed.append(
          "\(result.outcome) \(root?.title ?? "-") presented:\(root?.presentedViewController != nil)"
        )
      }
      DoubleRunLoop.main.runUntilIdle()
      #expect(scene.window.root?.title == "Welcome", "the model changed at once")
      #expect(welcomed == [], "UIKit waits for the finger")
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == ["cancelled"])
    #expect(welcomed == ["done Welcome presented:false"])
    #expect(scene.uiWindow.rootViewController?.title == "Welcome")
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  // MARK: - Completions while later changes wait their turn

  /// A tab switch (a link's or a timer's) while the bridge pushes Detail in Home: the push
  /// completes as it ends, with Detail on screen in the Home tab, then the switch completes with
  /// the other tab on screen; each once.
  @Test func aTabSwitchDuringAPushCompletesThePushWithItsScreenOnScreenFirst() throws {
    let scene = try FirstDayScene()
    var log: [String] = []
    let look = { [weak scene] in
      "tab:\(scene?.tabs?.selectedIndex ?? -1) \(scene?.look(0) ?? "-")"
    }
    try #require(scene.root(0).router).open(.push) { _ in
      ItemScreen(title: "Detail")
    } completion: { result in
      log.append("push \(result.map { _ in }.outcome) \(look())")
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(scene.navigation(0)?.transitionCoordinator != nil, "the push animates")
    try #require(scene.root(0).router).selectTab(at: 1) { result in
      log.append("select \(result.outcome) \(look())")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      log == [
        "push done tab:0 Home/Detail still presented:false",
        "select done tab:1 Home/Detail still presented:false",
      ])
    try #require(scene.root(0).router).popToRoot()
    DoubleRunLoop.main.runUntilIdle()
    scene.expectSettled()
  }

  /// A logout (a new root) while the app's own "Session expired" alert is up over the tabs:
  /// the bridge waits for the alert (it never dismisses the app's), says so once, and replaces
  /// the root once the user taps OK; the new root's completion runs once then, and the old tree
  /// and the alert are freed.
  @Test func aLogoutWhileTheAppsAlertIsUpOverTheTabsWaitsForTheUsersTap() throws {
    let scene = try FirstDayScene()
    let watcher = LifetimeWatcher()
    var bridgeEvents: [String] = []
    scene.bridge.onEvent = { bridgeEvents.append($0.description) }
    var welcomed: [String] = []
    do {
      let alert = UIAlertController(title: "Session expired", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      try #require(scene.bridge.viewController(for: scene.root(0))).present(alert, animated: true)
      DoubleRunLoop.main.runUntilIdle()
      #expect(scene.tabs?.presentedViewController === alert)
      watcher.watch(alert, as: "alert")
      watcher.watch(scene.tabs, as: "tab bar controller")
      watcher.watch(try scene.root(0), as: "home screen")
      try scene.window.setRoot { _ in ItemScreen(title: "Welcome") }
      try #require(scene.window.root?.router).focus { [weak scene] result in
        let root = scene?.uiWindow.rootViewController
        welcomed.append(
          "\(result.outcome) \(root?.title ?? "-") presented:\(root?.presentedViewController != nil)"
        )
      }
      DoubleRunLoop.main.runUntilIdle()
      #expect(scene.uiWindow.rootViewController?.title == "Tabs", "the alert holds the old root")
      #expect(welcomed == [])
      #expect(
        bridgeEvents == [
          "waiting for the app's UIAlertController \"Session expired\" to be dismissed before changing presentations"
        ])
      #expect(UIKitUser.tap("OK", in: alert))
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(welcomed == ["done Welcome presented:false"])
    #expect(bridgeEvents.count == 1)
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  /// A presenter that answers the user's swipe-down of its sheet by pushing a help screen from
  /// `onResult` (`cancelled`): the push starts once the sheet is gone and completes once with
  /// Help on screen; UIKit refuses nothing.
  @Test func aPresenterThatPushesHelpWhenItsSheetIsSwipedAwayShowsItOnceTheSheetIsGone()
    throws
  {
    let scene = try FirstDayScene()
    var log: [String] = []
    let home = try scene.root(0)
    let look = { [weak scene] in scene?.look(0) ?? "-" }
    try #require(home.router).open(.modal(inNavigation: true), returning: Bool.self) { _ in
      ItemScreen(title: "Survey")
    } onResult: { [weak home] result in
      log.append("result \(result.isCancelled ? "cancelled" : "other") \(look())")
      guard result.isCancelled else { return }
      home?.router?.open(.push) { _ in
        ItemScreen(title: "Help")
      } completion: { result in
        log.append("help \(result.map { _ in }.outcome) \(look())")
      }
    }
    DoubleRunLoop.main.runUntilIdle()
    do {
      let sheet = try #require(scene.tabs?.presentedViewController)
      #expect(UIKitUser.swipeDown(sheet))
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      log == [
        "result cancelled Home still presented:false",
        "help done Home/Help still presented:false",
      ])
    #expect(DoubleRunLoop.main.log == [])
    try #require(home.router).popToRoot()
    DoubleRunLoop.main.runUntilIdle()
    scene.expectSettled()
  }

  /// A notification's link pushes a product, and a "signed out elsewhere" link replaces the root
  /// while the push still animates: the first link completes as its push ends, with the product
  /// on screen, the second once the welcome screen is the root; each once, and the old tree is
  /// freed.
  @Test func twoLinksInARowCompleteEachWithItsOwnChangeOnScreen() throws {
    let scene = try FirstDayScene()
    let deeplinks = try DeeplinkRouter(window: scene.window, origins: ["shop://"])
    try deeplinks.register("/product/:id<Int>") { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      try link.router(as: DefaultRouter.self).open(.push) { _ in ItemScreen(title: "Product \(id)")
      }
    }
    try deeplinks.register("/logout") { link in
      try link.window.setRoot { _ in ItemScreen(title: "Welcome") }
    }
    let watcher = LifetimeWatcher()
    watcher.watch(try scene.root(0), as: "home screen")
    watcher.watch(scene.tabs, as: "tab bar controller")
    var log: [String] = []
    // What UIKit shows, read from UIKit alone (the model may have replaced the root already).
    let look = { [weak scene] in
      let root = scene?.uiWindow.rootViewController
      guard let tabs = root as? UITabBarController else { return root?.title ?? "-" }
      let home = tabs.viewControllers?.first as? UINavigationController
      let titles = home?.viewControllers.map { $0.title ?? "?" } ?? []
      let moving = DoubleRunLoop.main.isAnimating ? "moving" : "still"
      return "tabs " + titles.joined(separator: "/") + " " + moving
    }
    deeplinks.handle("shop://product/42") { log.append("product \($0) \(look())") }
    DoubleRunLoop.main.runQueuedWork()
    #expect(scene.navigation(0)?.transitionCoordinator != nil, "the push animates")
    deeplinks.handle("shop://logout") { log.append("logout \($0) \(look())") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      log == [
        "product handled (opened) tabs Home/Product 42 still",
        "logout handled (opened) Welcome",
      ])
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  /// A push whose completion presents a tip alert from the pushed screen's view controller,
  /// with "back to the start" (`popToRoot`) asked while the push animates: UIKit accepts the
  /// alert (the pushed screen is on screen when the completion runs), the pop to root happens
  /// below it and completes once, the alert stays until the user taps OK, and nothing is left.
  @Test func aPushCompletionsAlertStaysWhileAPopToRootAskedDuringThePushHappensBelow() throws {
    let scene = try FirstDayScene()
    let watcher = LifetimeWatcher()
    var log: [String] = []
    var bridgeEvents: [String] = []
    scene.bridge.onEvent = { bridgeEvents.append($0.description) }
    let alert = UIAlertController(title: "Tip", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    try #require(scene.root(0).router).open(.push) { _ in
      ItemScreen(title: "Detail")
    } completion: { [weak scene] result in
      guard case .success(let detail) = result,
        let controller = scene?.bridge.viewController(for: detail)
      else { return }
      log.append("push done in window:\(controller.view.window != nil)")
      controller.present(alert, animated: true)
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(scene.navigation(0)?.transitionCoordinator != nil, "the push animates")
    do {
      let detail = try #require(scene.window.topmostScreen)
      watcher.watch(detail, as: "detail screen")
      watcher.watch(scene.bridge.viewController(for: detail), as: "detail controller")
    }
    try #require(scene.root(0).router).popToRoot { [weak scene] result in
      log.append("popToRoot \(result.outcome) \(scene?.shown(0) ?? [])")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(log == ["push done in window:true", "popToRoot done [\"Home\"]"])
    #expect(scene.tabs?.presentedViewController === alert)
    #expect(DoubleRunLoop.main.log == [])
    #expect(bridgeEvents == [])
    #expect(UIKitUser.tap("OK", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.tabs?.presentedViewController == nil)
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  /// A picker pushed for a result finishes, and a tab switch (a link's) comes while its pop
  /// animates: the value reaches the list as the pop ends, with the list on screen in its tab,
  /// then the other tab shows; each once.
  @Test func aPickersValueArrivesAsItsPopEndsBeforeATabSwitchAskedMeanwhile() throws {
    let scene = try FirstDayScene()
    var log: [String] = []
    let look = { [weak scene] in
      "tab:\(scene?.tabs?.selectedIndex ?? -1) \(scene?.look(0) ?? "-")"
    }
    weak var picker: ResultRouter<String>?
    do {
      let list = try scene.open("List", from: scene.root(0), as: .push)
      try #require(list.router).open(.push, returning: String.self) { router in
        picker = router
        return ItemScreen(title: "Picker")
      } onResult: { result in
        log.append("picked \(result.value ?? "-") \(look())")
      }
      DoubleRunLoop.main.runUntilIdle()
    }
    try #require(picker).finish(with: "Blue")
    DoubleRunLoop.main.runQueuedWork()
    #expect(scene.navigation(0)?.transitionCoordinator != nil, "the pop animates")
    try #require(scene.root(0).router).selectTab(at: 1) { result in
      log.append("select \(result.outcome) \(look())")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      log == [
        "picked Blue tab:0 Home/List still presented:false",
        "select done tab:1 Home/List still presented:false",
      ])
    try #require(scene.root(0).router).popToRoot()
    DoubleRunLoop.main.runUntilIdle()
    scene.expectSettled()
  }
}

// MARK: - The scenarios' arguments

/// When a screen's second close comes.
enum SecondClose: String, CaseIterable, CustomTestStringConvertible, Sendable {
  /// In the turn of the first, before UIKit has started.
  case sameTurn
  /// While UIKit's pop or dismissal of the first runs.
  case whileItLeaves

  var testDescription: String { rawValue }
}

/// What UIKit animates when the app logs out.
enum ModalMotion: String, CaseIterable, CustomTestStringConvertible, Sendable {
  /// A sheet the model closed, leaving.
  case sheetLeaving
  /// A faded pop-up coming in.
  case popUpFadingIn
  /// A faded pop-up the model closed, fading out.
  case popUpFadingOut

  var testDescription: String { rawValue }
}

/// How the user ends a rename sheet opened for a result.
enum SheetEnd: String, CaseIterable, CustomTestStringConvertible, Sendable {
  /// Swiped down: cancelled.
  case swipedDown
  /// Its Done button: finished with a name.
  case doneButton
  /// Its Cancel button: cancelled.
  case cancelButton

  var testDescription: String { rawValue }
}

// MARK: - The app

extension Result where Success == Void, Failure == RoutingError {
  /// `done` or `failed`, for a scenario's log.
  fileprivate var outcome: String {
    switch self {
    case .success: "done"
    case .failure: "failed"
    }
  }
}

/// A screen that checks the account as it shows, then goes on to it.
@MainActor
final class CheckingScreen: Screen {}

/// What ``AdvancingViewController`` saw: its appearance callbacks and its route's outcome.
@MainActor
final class AdvanceLog {
  var callbacks: [String] = []
  var routed: [String] = []
}

/// Pushes an "Account" screen through its screen's router the first time it reaches `moment`,
/// as an app's check-then-continue screen does; logs its appearance callbacks.
@MainActor
final class AdvancingViewController: ScreenViewController {
  private let moment: RoutingMoment
  private let log: AdvanceLog
  private var hasRouted = false

  init(screen: Screen, moment: RoutingMoment, log: AdvanceLog) {
    self.moment = moment
    self.log = log
    super.init(screen: screen)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    advance(at: .viewDidLoad)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.callbacks.append("\(title ?? "") viewWillAppear")
    advance(at: .viewWillAppear)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.callbacks.append("\(title ?? "") viewDidAppear")
    advance(at: .viewDidAppear)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.callbacks.append("\(title ?? "") viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.callbacks.append("\(title ?? "") viewDidDisappear")
  }

  private func advance(at current: RoutingMoment) {
    guard current == moment, !hasRouted, let router = screen?.router else { return }
    hasRouted = true
    let navigation = navigationController
    router.open(.push) { _ in
      ItemScreen(title: "Account")
    } completion: { [log] result in
      let shown = navigation?.viewControllers.map { $0.title ?? "?" } ?? []
      let moving = DoubleRunLoop.main.isAnimating ? "moving" : "still"
      log.routed.append(
        "\(result.map { _ in }.outcome) \(shown.joined(separator: "/")) \(moving)")
    }
  }
}

/// A list of orders that opens a "What's new" sheet when it shows again.
@MainActor
final class OrdersScreen: Screen {}

/// Opens a "What's new" sheet through its screen's router when its view shows again (not the
/// first time), in `viewWillAppear(_:)` or `viewDidAppear(_:)` after `super`; logs the outcome.
@MainActor
final class OrdersViewController: ScreenViewController {
  private let inWillAppear: Bool
  private let log: AdvanceLog
  private var appearances = 0

  init(screen: Screen, inWillAppear: Bool, log: AdvanceLog) {
    self.inWillAppear = inWillAppear
    self.log = log
    super.init(screen: screen)
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if inWillAppear { showWhatsNewIfBack() }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if !inWillAppear { showWhatsNewIfBack() }
  }

  private func showWhatsNewIfBack() {
    appearances += 1
    guard appearances > 1, let router = screen?.router else { return }
    let tabs = tabBarController
    router.open(.modal(inNavigation: true)) { _ in
      ItemScreen(title: "What's new")
    } completion: { [log] result in
      let presented = tabs?.presentedViewController as? UINavigationController
      let moving = DoubleRunLoop.main.isAnimating ? "moving" : "still"
      log.routed.append(
        "\(result.map { _ in }.outcome) \(presented?.topViewController?.title ?? "nothing") \(moving)"
      )
    }
  }
}

/// A model window of two tabs ("Home" and "Other", each a navigation stack), bridged to its
/// `UIWindow`, as an app's scene delegate makes it on its first day.
///
/// It keeps no screen: what the model closes (a whole tree replaced at logout included) is free
/// to go.
@MainActor
private final class FirstDayScene: BridgedScene {
  let window = Window()
  let uiWindow = UIWindow()
  let bridge: UIKitBridge

  init() throws {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.dropCompletions(0)
    DoubleRunLoop.main.clearLog()
    try window.setRoot { router in
      let stacks = try ["Home", "Other"].map { title in
        try NavigationContainer(root: router.makeScreen { _ in ItemScreen(title: title) })
      }
      return try TabContainer(tabs: stacks, title: "Tabs")
    }
    bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
  }

  var model: TabContainer? { window.root as? TabContainer }
  var tabs: UITabBarController? { uiWindow.rootViewController as? UITabBarController }

  /// The bottom screen of the model's tab at `index`.
  func root(_ index: Int) throws -> Screen {
    let stack = try #require(model?.tabs[index] as? NavigationContainer)
    return stack.rootScreen
  }

  /// The navigation controller UIKit shows for the tab at `index`.
  func navigation(_ index: Int) -> UINavigationController? {
    guard let stack = model?.tabs[index] else { return nil }
    return bridge.viewController(for: stack) as? UINavigationController
  }

  /// The titles of the model's stack in the tab at `index`.
  func stack(_ index: Int) -> [String] {
    (model?.tabs[index] as? NavigationContainer)?.stack.map(\.title) ?? []
  }

  /// The titles UIKit shows in the tab at `index`.
  func shown(_ index: Int) -> [String] {
    navigation(index)?.viewControllers.map { $0.title ?? "?" } ?? []
  }

  /// What UIKit shows of the tab at `index`, whether anything animates, and whether anything is
  /// presented over the tabs: `Home/Detail still presented:false`.
  func look(_ index: Int) -> String {
    let moving = DoubleRunLoop.main.isAnimating ? " moving" : " still"
    let presented = tabs?.presentedViewController != nil
    return shown(index).joined(separator: "/") + moving + " presented:\(presented)"
  }

  /// What UIKit shows of the home tab and of a navigation controller presented over the tabs,
  /// and whether anything animates: `Home/Cart | Address/Payment still`.
  func lookWithSheet() -> String {
    let sheet = (tabs?.presentedViewController as? UINavigationController)?.viewControllers
    let sheetTitles = sheet.map { " | " + $0.map { $0.title ?? "?" }.joined(separator: "/") }
    let moving = DoubleRunLoop.main.isAnimating ? " moving" : " still"
    return shown(0).joined(separator: "/") + (sheetTitles ?? "") + moving
  }

  /// Opens an item titled `title` from `screen` with `transition` and returns it; UIKit follows
  /// at the end of the turn.
  @discardableResult
  func open(_ title: String, from screen: Screen, as transition: Transition) throws -> ItemScreen {
    var built: ItemScreen?
    try #require(screen.router).open(transition) { _ in
      let item = ItemScreen(title: title)
      built = item
      return item
    }
    return try #require(built)
  }
}
