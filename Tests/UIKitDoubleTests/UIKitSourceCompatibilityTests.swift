import Testing
import UIKitDouble

// The view-controller code iOS developers write every day, written as it is written for UIKit
// (shapes from Apple's documentation and sample code, and from public iOS apps), in a file that
// imports only the double, as an app's file imports only UIKit. If it stops compiling, an app's
// code stops compiling against the double. `UIBarButtonItem(title:style:target:action:)` and
// every other target/action API are left out: `#selector` does not exist on Linux.

// MARK: - An app's view controllers

/// A screen as an app writes it: a view model through its initializer, the root view in
/// `loadView()`, the bars configured in `viewDidLoad()`, the usual appearance overrides.
private final class ProfileViewController: UIViewController {
  private let name: String
  private(set) var events: [String] = []
  private(set) var layoutPasses = 0
  var onSave: (() -> Void)?

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
    hidesBottomBarWhenPushed = true
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    let root = UIView(frame: UIScreen.main.bounds)
    root.backgroundColor = .systemBackground
    view = root
    events.append("loadView")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("viewDidLoad")
    title = name
    view.backgroundColor = .systemBackground
    navigationItem.largeTitleDisplayMode = .never
    navigationItem.backButtonTitle = "Profile"
    navigationItem.backButtonDisplayMode = .minimal
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        systemItem: .save,
        primaryAction: UIAction { [weak self] _ in self?.onSave?() }),
      UIBarButtonItem(
        image: UIImage(systemName: "ellipsis.circle"),
        menu: UIMenu(
          title: "",
          options: .displayInline,
          children: [
            UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
            UIAction(title: "Favourite", state: .on) { _ in },
            UIAction(title: "Delete", attributes: .destructive) { _ in },
          ])),
    ]
    navigationItem.leftBarButtonItem = editButtonItem
    toolbarItems = [.flexibleSpace(), UIBarButtonItem(systemItem: .trash)]
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    events.append("viewWillAppear")
    navigationController?.setToolbarHidden(false, animated: animated)
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    events.append("viewIsAppearing")
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    layoutPasses += 1
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    events.append("viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    events.append("viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    events.append("viewDidDisappear")
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    events.append(editing ? "editing" : "done")
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
  }

  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

  override var prefersStatusBarHidden: Bool { false }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

  override var shouldAutorotate: Bool { false }
}

/// A custom container: embeds a child with the documented calls and hands the status bar to it.
private final class ContainerViewController: UIViewController {
  let content = ChildViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(content)
    content.view.frame = view.bounds
    view.addSubview(content.view)
    content.didMove(toParent: self)
    setNeedsStatusBarAppearanceUpdate()
  }

  override var childForStatusBarStyle: UIViewController? { content }

  override var childForStatusBarHidden: UIViewController? { content }

  func removeContent() {
    content.willMove(toParent: nil)
    content.view.removeFromSuperview()
    content.removeFromParent()
  }
}

/// A child that records its containment calls.
private final class ChildViewController: UIViewController {
  private(set) var moves: [String] = []

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    moves.append(parent == nil ? "willMove(nil)" : "willMove(parent)")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    moves.append(parent == nil ? "didMove(nil)" : "didMove(parent)")
  }

  override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }

  override var prefersStatusBarHidden: Bool { true }
}

/// The app's tab bar controller: builds its tabs in `viewDidLoad()` and is its own delegate.
private final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
  private(set) var selections: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    tabBar.tintColor = .systemIndigo
    tabBar.unselectedItemTintColor = .secondaryLabel

    let home = UINavigationController(rootViewController: UIViewController())
    home.tabBarItem = UITabBarItem(
      title: "Home", image: UIImage(systemName: "house"),
      selectedImage: UIImage(systemName: "house.fill"))
    home.navigationBar.prefersLargeTitles = true

    let favourites = UINavigationController(rootViewController: UIViewController())
    favourites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
    favourites.tabBarItem.badgeValue = "3"
    favourites.tabBarItem.badgeColor = .systemRed

    let settings = UIViewController()
    settings.tabBarItem = UITabBarItem(
      title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
    settings.tabBarItem.badgeValue = nil
    settings.tabBarItem?.title = "Preferences"

    viewControllers = [home, favourites, settings]
  }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    true
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    selections.append(tabBarController.viewControllers?.firstIndex(of: viewController) ?? -1)
  }
}

/// A navigation controller subclass, initialised as UIKit's designated initializer allows.
private final class AppNavigationController: UINavigationController {
  private(set) var pushes = 0

  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    navigationBar.prefersLargeTitles = true
  }

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  @available(*, unavailable)
  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    pushes += 1
    super.pushViewController(viewController, animated: animated)
  }

  override var childForStatusBarStyle: UIViewController? { topViewController }
}

/// A navigation delegate, an `NSObject` as UIKit's delegates are.
private final class NavigationCoordinator: NSObject, UINavigationControllerDelegate {
  private(set) var shown: [String] = []
  let fade = FadeAnimator()

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    shown.append(viewController.title ?? "?")
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    operation == .push ? fade : nil
  }
}

/// A fade animator as Apple's sample code writes one.
private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private(set) var ended: Bool?

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    0.25
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let toViewController = transitionContext.viewController(forKey: .to),
      let toView = transitionContext.view(forKey: .to)
    else {
      transitionContext.completeTransition(false)
      return
    }
    let containerView = transitionContext.containerView
    toView.frame = transitionContext.finalFrame(for: toViewController)
    toView.alpha = 0
    toView.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
    containerView.addSubview(toView)
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: [.curveEaseInOut, .allowUserInteraction]
    ) {
      toView.alpha = 1
      toView.transform = .identity
    } completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    ended = transitionCompleted
  }
}

/// A slide-up animator using the spring animation.
private final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool

  init(presenting: Bool) {
    self.presenting = presenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    0.4
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewKey = presenting ? .to : .from
    guard let view = transitionContext.view(forKey: key) else {
      transitionContext.completeTransition(false)
      return
    }
    let height = transitionContext.containerView.bounds.height
    if presenting {
      transitionContext.containerView.addSubview(view)
      view.frame = transitionContext.containerView.bounds.offsetBy(dx: 0, dy: height)
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: 0.9, initialSpringVelocity: 0.5, options: .curveEaseOut,
      animations: {
        view.frame = transitionContext.containerView.bounds.offsetBy(
          dx: 0, dy: self.presenting ? 0 : height)
      },
      completion: { finished in
        transitionContext.completeTransition(finished && !transitionContext.transitionWasCancelled)
      })
  }
}

/// A transitioning delegate, as apps write them.
private final class SlideUpTransitioning: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    SlideUpAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    SlideUpAnimator(presenting: false)
  }
}

/// A half-height card with a dimming view, as apps wrote them before sheet detents.
private final class CardPresentationController: UIPresentationController {
  let dimmingView = UIView()
  private(set) var events: [String] = []

  override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    let height = containerView.bounds.height / 2
    return CGRect(
      x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width,
      height: height)
  }

  override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    containerView?.insertSubview(dimmingView, at: 0)
    events.append("willPresent")
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    super.presentationTransitionDidEnd(completed)
    events.append("didPresent")
  }

  override func dismissalTransitionWillBegin() {
    super.dismissalTransitionWillBegin()
    events.append("willDismiss")
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    if completed { dimmingView.removeFromSuperview() }
    events.append("didDismiss")
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

/// Supplies the card's presentation controller.
private final class CardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    CardPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

/// A sheet's delegate: learns the user's swipe and detent changes.
private final class SheetObserver: NSObject, UISheetPresentationControllerDelegate {
  private(set) var dismissed = 0

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    dismissed += 1
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

/// Overrides, in an app's subclass, what UIKit declares `open`, spelled as UIKit's interface
/// spells it; each answers something the base class would not.
private final class OpenOverridesViewController: UIViewController {
  let fakeParent = UIViewController()
  let fakeNavigation = UINavigationController()

  override var title: String? {
    get { "Overridden" }
    set { super.title = newValue }
  }

  override var presentedViewController: UIViewController? { fakeParent }
  override var presentingViewController: UIViewController? { fakeParent }
  override var parent: UIViewController? { fakeParent }
  override var navigationController: UINavigationController? { fakeNavigation }
  override var tabBarController: UITabBarController? { nil }
  override var navigationItem: UINavigationItem { UINavigationItem(title: "Own item") }
  override var isBeingPresented: Bool { true }
  override var isBeingDismissed: Bool { true }
  override var isMovingToParent: Bool { true }
  override var isMovingFromParent: Bool { true }
  override var isViewLoaded: Bool { true }
  override var children: [UIViewController] { [fakeParent] }
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  override var modalPresentationStyle: UIModalPresentationStyle {
    get { .overFullScreen }
    set { super.modalPresentationStyle = newValue }
  }
  override var isModalInPresentation: Bool {
    get { true }
    set { super.isModalInPresentation = newValue }
  }
  override var definesPresentationContext: Bool {
    get { true }
    set { super.definesPresentationContext = newValue }
  }
  override var preferredContentSize: CGSize {
    get { CGSize(width: 1, height: 2) }
    set { super.preferredContentSize = newValue }
  }
  override var hidesBottomBarWhenPushed: Bool {
    get { true }
    set { super.hidesBottomBarWhenPushed = newValue }
  }
  override var presentationController: UIPresentationController? { nil }
  override var sheetPresentationController: UISheetPresentationController? { nil }
  override var popoverPresentationController: UIPopoverPresentationController? { nil }
  override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
  override var viewIfLoaded: UIView? { nil }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  override var tabBarItem: UITabBarItem! {
    get { UITabBarItem(title: "Own tab", image: nil, tag: 9) }
    set { super.tabBarItem = newValue }
  }
  override var modalTransitionStyle: UIModalTransitionStyle {
    get { .crossDissolve }
    set { super.modalTransitionStyle = newValue }
  }
  override var childForStatusBarStyle: UIViewController? { fakeParent }
  override var childForStatusBarHidden: UIViewController? { fakeParent }
  override var modalPresentationCapturesStatusBarAppearance: Bool {
    get { true }
    set { super.modalPresentationCapturesStatusBarAppearance = newValue }
  }
  override var isEditing: Bool {
    get { true }
    set { super.isEditing = newValue }
  }
  override var editButtonItem: UIBarButtonItem { UIBarButtonItem(systemItem: .edit) }
  override var toolbarItems: [UIBarButtonItem]? {
    get { [] }
    set { super.toolbarItems = newValue }
  }
  override var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { .dark }
    set { super.overrideUserInterfaceStyle = newValue }
  }

  override func loadViewIfNeeded() { super.loadViewIfNeeded() }
  override func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    super.present(viewControllerToPresent, animated: flag, completion: completion)
  }
  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    super.dismiss(animated: flag, completion: completion)
  }
  override func show(_ vc: UIViewController, sender: Any?) { super.show(vc, sender: sender) }
  override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    super.showDetailViewController(vc, sender: sender)
  }
  override func addChild(_ childController: UIViewController) { super.addChild(childController) }
  override func removeFromParent() { super.removeFromParent() }
  override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    super.beginAppearanceTransition(isAppearing, animated: animated)
  }
  override func endAppearanceTransition() { super.endAppearanceTransition() }
  override func setNeedsStatusBarAppearanceUpdate() { super.setNeedsStatusBarAppearanceUpdate() }
  override func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    super.setToolbarItems(toolbarItems, animated: animated)
  }
}

/// Overrides what UIKit declares `open` on its containers.
private final class OpenOverridesNavigationController: UINavigationController {
  override var topViewController: UIViewController? { nil }
  override var visibleViewController: UIViewController? { nil }
  override var navigationBar: UINavigationBar { super.navigationBar }
  override var isToolbarHidden: Bool {
    get { false }
    set { super.isToolbarHidden = newValue }
  }
  override func popViewController(animated: Bool) -> UIViewController? {
    super.popViewController(animated: animated)
  }
  override func popToRootViewController(animated: Bool) -> [UIViewController]? {
    super.popToRootViewController(animated: animated)
  }
  override func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    super.setToolbarHidden(hidden, animated: animated)
  }
}

/// Overrides what UIKit declares `open` on a tab bar controller.
private final class OpenOverridesTabBarController: UITabBarController {
  override var tabBar: UITabBar { super.tabBar }
  override var moreNavigationController: UINavigationController {
    super.moreNavigationController
  }
  override var selectedIndex: Int {
    get { super.selectedIndex }
    set { super.selectedIndex = newValue }
  }
  override func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    super.setViewControllers(viewControllers, animated: animated)
  }
}

/// A view subclass as apps write them: both designated initializers, a layout override.
private final class CardView: UIView {
  private(set) var layouts = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
  }

  override var frame: CGRect {
    didSet { setNeedsLayout() }
  }
}

// MARK: - The tests

/// The app code above compiles against the double, and each piece does what UIKit does.
@MainActor
@Suite struct UIKitSourceCompatibilityTests {
  @Test func aScreenLoadsItsViewConfiguresItsBarsAndAppearsThroughItsOverrides() {
    let profile = ProfileViewController(name: "Ada")
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = Stage.window(root: navigation)
    navigation.pushViewController(profile, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      profile.events == [
        "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear",
      ])
    #expect(profile.layoutPasses >= 1, "a view is laid out as it appears")
    #expect(profile.view.window === window)
    #expect(profile.navigationItem.title == "Ada")
    #expect(profile.navigationItem.rightBarButtonItems?.count == 2)
    #expect(profile.navigationItem.backButtonDisplayMode == .minimal)
    #expect(navigation.isToolbarHidden == false)
    #expect(navigation.viewControllers.firstIndex(of: profile) == 1)
    #expect(profile.hidesBottomBarWhenPushed)
  }

  @Test func theEditButtonItemTogglesEditingThroughSetEditing() {
    let profile = ProfileViewController(name: "Ada")
    let navigation = UINavigationController(rootViewController: profile)
    let window = Stage.window(root: navigation)
    #expect(!profile.isEditing)
    #expect(UIKitUser.tap(profile.editButtonItem, of: profile))
    #expect(profile.isEditing)
    #expect(profile.editButtonItem.title == "Done")
    #expect(UIKitUser.tap(profile.editButtonItem, of: profile))
    #expect(profile.events.suffix(2) == ["editing", "done"])
    #expect(window.rootViewController === navigation)
  }

  @Test func aBarButtonItemWithAPrimaryActionRunsItsClosure() {
    let profile = ProfileViewController(name: "Ada")
    let navigation = UINavigationController(rootViewController: profile)
    let window = Stage.window(root: navigation)
    var saved = 0
    profile.onSave = { saved += 1 }
    let save = profile.navigationItem.rightBarButtonItems?.first
    #expect(save.map { UIKitUser.tap($0, of: profile) } == true)
    #expect(saved == 1)
    let menu = profile.navigationItem.rightBarButtonItems?.last?.menu
    #expect(menu?.options == .displayInline)
    #expect((menu?.children[1] as? UIAction)?.state == .on)
    profile.onSave = nil
    #expect(window.isKeyWindow)
  }

  @Test func statusBarAndOrientationOverridesAreReadThroughUIViewController() {
    let profile: UIViewController = ProfileViewController(name: "Ada")
    #expect(profile.preferredStatusBarStyle == .lightContent)
    #expect(profile.supportedInterfaceOrientations == .portrait)
    #expect(!profile.shouldAutorotate)
    #expect(profile.preferredInterfaceOrientationForPresentation == .portrait)
    let plain = UIViewController()
    #expect(plain.preferredStatusBarStyle == .default)
    #expect(plain.supportedInterfaceOrientations == .allButUpsideDown)
    #expect(plain.shouldAutorotate)
    #expect(!plain.prefersStatusBarHidden)
    #expect(plain.childForStatusBarStyle == nil)
    let container: UIViewController = ContainerViewController()
    #expect(container.childForStatusBarStyle?.preferredStatusBarStyle == .darkContent)
    #expect(container.childForStatusBarHidden?.prefersStatusBarHidden == true)
    #expect(UIInterfaceOrientationMask.landscape.contains(.landscapeLeft))
  }

  @Test func aCustomContainerEmbedsAndRemovesItsChild() {
    let container = ContainerViewController()
    let window = Stage.window(root: container)
    #expect(container.children == [container.content])
    #expect(container.content.parent == container)
    #expect(container.content.view.window === window)
    container.removeContent()
    #expect(
      container.content.moves == [
        "willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)",
      ])
    #expect(container.children.isEmpty)
  }

  @Test func presentAndDismissRunTheirCompletionsAfterTheTransition() {
    let root = UIViewController()
    let window = Stage.window(root: root)
    let details = UIViewController()
    details.modalPresentationStyle = .fullScreen
    details.modalTransitionStyle = .crossDissolve
    details.isModalInPresentation = true
    var events: [String] = []
    root.present(details, animated: true) { events.append("presented") }
    #expect(events.isEmpty)
    DoubleRunLoop.main.runUntilIdle()
    #expect(root.presentedViewController === details)
    // UIKit declares the presentation controller's presenter non-optional: read as UIKit's.
    root.title = "Root"
    #expect(details.presentationController?.presentingViewController.title == "Root")
    details.dismiss(animated: true) { events.append("dismissed") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(events == ["presented", "dismissed"])
    #expect(root.presentedViewController == nil)
    #expect(window.rootViewController === root)
  }

  @Test func anAlertWithATextFieldRunsTheTappedActionWithTheTypedText() {
    let root = UIViewController()
    let window = Stage.window(root: root)
    var entered: String?
    let alert = UIAlertController(
      title: "Rename", message: "Enter a new name", preferredStyle: .alert)
    alert.addTextField { textField in
      textField.placeholder = "Name"
      textField.text = "Old"
      textField.keyboardType = .default
      textField.autocapitalizationType = .words
    }
    let save = UIAlertAction(title: "Save", style: .default) { [weak alert] _ in
      entered = alert?.textFields?.first?.text
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    alert.addAction(save)
    alert.preferredAction = save
    root.present(alert, animated: true, completion: nil)
    DoubleRunLoop.main.runUntilIdle()
    alert.textFields?.first?.text = "New"
    #expect(UIKitUser.tap("Save", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    #expect(entered == "New")
    #expect(alert.actions.map(\.title) == ["Cancel", "Save"])
    #expect(window.rootViewController?.presentedViewController == nil)
  }

  @Test func aSheetWithCustomDetentsRestsAtTheSelectedOne() throws {
    let root = UIViewController()
    let window = Stage.window(root: root)
    let observer = SheetObserver()
    let picker = UINavigationController(rootViewController: UIViewController())
    let small = UISheetPresentationController.Detent.Identifier("small")
    let sheet = try #require(picker.sheetPresentationController)
    sheet.detents = [
      .custom(identifier: small) { context in context.maximumDetentValue * 0.25 },
      .medium(),
      .large(),
    ]
    sheet.selectedDetentIdentifier = .medium
    sheet.prefersGrabberVisible = true
    sheet.preferredCornerRadius = 24
    sheet.largestUndimmedDetentIdentifier = small
    sheet.delegate = observer
    root.present(picker, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(sheet.detents.map(\.identifier) == [small, .medium, .large])
    #expect(sheet.selectedDetentIdentifier == .medium)
    #expect(UIKitUser.swipeDown(picker))
    DoubleRunLoop.main.runUntilIdle()
    #expect(observer.dismissed == 1)
    #expect(window.rootViewController?.presentedViewController == nil)
  }

  @Test func aPresentationWithATransitioningDelegateRunsItsAnimators() {
    let root = UIViewController()
    let window = Stage.window(root: root)
    let transitioning = SlideUpTransitioning()
    let card = UIViewController()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = transitioning
    root.present(card, animated: true)
    DoubleRunLoop.main.advance(by: 0.2)
    #expect(card.isBeingPresented, "the spring animation takes 0.4 s")
    DoubleRunLoop.main.runUntilIdle()
    #expect(!card.isBeingPresented)
    #expect(card.view.window === window)
    card.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(root.presentedViewController == nil)
  }

  @Test func aNavigationDelegateAnimatesPushesAndHearsWhatWasShown() {
    let coordinator = NavigationCoordinator()
    let root = UIViewController()
    root.title = "List"
    let navigation = AppNavigationController(rootViewController: root)
    navigation.delegate = coordinator
    let window = Stage.window(root: navigation)
    let detail = UIViewController()
    detail.title = "Detail"
    navigation.pushViewController(detail, animated: true)
    DoubleRunLoop.main.advance(by: 0.1)
    #expect(navigation.transitionCoordinator != nil, "the fade runs for 0.25 s")
    DoubleRunLoop.main.runUntilIdle()
    #expect(coordinator.shown.last == "Detail")
    #expect(navigation.pushes == 1)
    #expect(navigation.childForStatusBarStyle === detail)
    #expect(navigation.navigationBar.prefersLargeTitles)
    #expect(detail.view.alpha == 1)
    #expect(detail.view.frame == UIScreen.main.bounds, "the context's final frame")
    #expect(coordinator.fade.ended == true, "the animator heard animationEnded(_:)")
    #expect(window.rootViewController === navigation)
  }

  @Test func theAppsTabBarControllerBuildsItsTabsAndHearsTaps() {
    let tabs = MainTabBarController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    DoubleRunLoop.main.reset()
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.viewControllers?.count == 3)
    #expect(tabs.viewControllers?[1].tabBarItem.badgeValue == "3")
    #expect(tabs.viewControllers?[0].tabBarItem.selectedImage?.name == "house.fill")
    #expect(tabs.viewControllers?[2].tabBarItem?.title == "Preferences")
    #expect(UIKitUser.tapTab(in: tabs, at: 2))
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selections == [2])
    #expect(tabs.selectedIndex == 2)
    #expect(window.bounds == UIScreen.main.bounds)
  }

  @Test func openMembersOverriddenInAnAppSubclassWinOverTheDoubles() {
    let controller = OpenOverridesViewController()
    let base: UIViewController = controller
    #expect(base.title == "Overridden")
    #expect(base.presentedViewController === controller.fakeParent)
    #expect(base.navigationController === controller.fakeNavigation)
    #expect(base.navigationItem.title == "Own item")
    #expect(base.tabBarItem.title == "Own tab")
    #expect(base.isBeingPresented && base.isMovingToParent)
    #expect(base.modalPresentationStyle == .overFullScreen)
    #expect(base.childForStatusBarStyle === controller.fakeParent)
    #expect(base.overrideUserInterfaceStyle == .dark)
    let navigation: UINavigationController = OpenOverridesNavigationController(
      rootViewController: UIViewController())
    #expect(navigation.topViewController == nil)
    #expect(!navigation.isToolbarHidden)
    let tabs: UITabBarController = OpenOverridesTabBarController()
    tabs.setViewControllers([UIViewController(), UIViewController()], animated: false)
    tabs.selectedIndex = 1
    #expect(tabs.selectedIndex == 1)
  }

  @Test func aViewSubclassMadeWithoutAFrameLaysOutWhenAsked() {
    let card = CardView()
    #expect(card.frame == .zero)
    card.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    card.layoutIfNeeded()
    #expect(card.layouts == 1)
    #expect(card.backgroundColor == .secondarySystemBackground)
    let container = UIView()
    container.addSubview(card)
    #expect(container.subviews.contains(card))
    card.transform = CGAffineTransform(translationX: 0, y: 10)
    #expect(card.transform != .identity)
  }

  @Test func theWindowShowsTheRootMadeInTheSceneDelegatesWay() {
    DoubleRunLoop.main.reset()
    let window = UIWindow(frame: UIScreen.main.bounds)
    let root = UINavigationController(rootViewController: ProfileViewController(name: "Ada"))
    window.rootViewController = root
    window.overrideUserInterfaceStyle = .light
    window.tintColor = .systemPink
    window.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    #expect(root.topViewController?.view.window === window)
    #expect(root.topViewController?.view?.tintColor == .systemPink)
    #expect(root.visibleViewController?.title == "Ada")
  }

  @Test func aDisabledBackSwipeAndAHiddenBackButtonCannotPop() {
    let checkout = UIViewController()
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = Stage.window(root: navigation)
    navigation.pushViewController(checkout, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    navigation.interactivePopGestureRecognizer?.isEnabled = false
    checkout.navigationItem.hidesBackButton = true
    #expect(!UIKitUser.swipeBack(in: navigation))
    #expect(!UIKitUser.tapBackButton(in: navigation))
    navigation.interactivePopGestureRecognizer?.isEnabled = true
    #expect(UIKitUser.swipeBack(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(window.rootViewController === navigation)
  }

  @Test func aToolbarItemIsTappableWhileTheToolbarShows() {
    let list = UIViewController()
    var deleted = 0
    let delete: UIActionHandler = { _ in deleted += 1 }
    let trash = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction(handler: delete))
    list.setToolbarItems([.flexibleSpace(), trash], animated: false)
    let navigation = UINavigationController(rootViewController: list)
    let window = Stage.window(root: navigation)
    #expect(!UIKitUser.tap(trash, of: list), "the toolbar is hidden by default")
    navigation.setToolbarHidden(false, animated: true)
    #expect(UIKitUser.tap(trash, of: list))
    trash.isHidden = true
    #expect(!UIKitUser.tap(trash, of: list), "a hidden item")
    #expect(deleted == 1)
    #expect(window.isKeyWindow)
  }

  @Test func aShareSheetAndAnActionSheetTakeTheirIPadSettings() {
    let root = UIViewController()
    let window = Stage.window(root: root)
    let share = UIActivityViewController(
      activityItems: ["https://example.com"], applicationActivities: nil)
    share.excludedActivityTypes = [.addToReadingList, .assignToContact]
    share.popoverPresentationController?.permittedArrowDirections = .up
    share.popoverPresentationController?.sourceView = root.view
    var finished = false
    share.completionWithItemsHandler = { _, completed, _, _ in finished = !completed }
    root.present(share, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(share.excludedActivityTypes == [.addToReadingList, .assignToContact])
    #expect(UIKitUser.swipeDown(share))
    DoubleRunLoop.main.runUntilIdle()
    #expect(finished)
    #expect(window.rootViewController?.presentedViewController == nil)
  }

  @Test func aCustomDetentResolvesItsHeight() {
    let context = FixedDetentContext(maximumDetentValue: 800)
    let small = UISheetPresentationController.Detent.custom { context in
      context.maximumDetentValue * 0.25
    }
    #expect(small.resolvedValue(in: context) == 200)
    #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: context) == 400)
    #expect(small.identifier != UISheetPresentationController.Detent.custom { _ in 1 }.identifier)
  }

  @Test func aCustomPresentationControllerHearsItsTransitions() throws {
    let root = UIViewController()
    let window = Stage.window(root: root)
    let transitioning = CardTransitioning()
    let card = UIViewController()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = transitioning
    root.present(card, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    let controller = try #require(card.presentationController as? CardPresentationController)
    #expect(controller.presentingViewController === root)
    #expect(controller.dimmingView.superview != nil)
    #expect(
      controller.frameOfPresentedViewInContainerView.height == UIScreen.main.bounds.height / 2)
    card.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(controller.events == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
    #expect(controller.dimmingView.superview == nil)
    #expect(window.rootViewController?.presentedViewController == nil)
  }

  @Test func aBadgeSetThroughTheTabBarsItemsShowsOnTheTab() {
    let tabs = MainTabBarController()
    let window = Stage.window(root: tabs)
    tabs.tabBar.items?[2].badgeValue = "New"
    #expect(tabs.viewControllers?[2].tabBarItem.badgeValue == "New")
    #expect(tabs.tabBar.selectedItem?.title == "Home")
    tabs.tabBar.items = []
    #expect(tabs.tabBar.items?.count == 3, "a tab bar controller's bar keeps its items")
    #expect(DoubleRunLoop.main.log.count == 1)
    #expect(window.rootViewController === tabs)
  }

  @Test func aRootSwapInsideAWindowTransitionShowsTheNewRoot() {
    let login = UIViewController()
    login.view.accessibilityIdentifier = "login"
    let window = Stage.window(root: login)
    let main = MainTabBarController()
    var finished = false
    UIView.transition(
      with: window, duration: 0.3, options: .transitionCrossDissolve,
      animations: { window.rootViewController = main },
      completion: { finished = $0 })
    DoubleRunLoop.main.runUntilIdle()
    #expect(finished)
    #expect(main.view.window === window)
    #expect(login.viewIfLoaded?.window == nil)
    #expect(login.view.accessibilityIdentifier == "login")
  }

}

/// A detent resolution context of a fixed height, as a unit test of an app's detent makes.
private struct FixedDetentContext: UISheetPresentationControllerDetentResolutionContext {
  let maximumDetentValue: CGFloat
}
