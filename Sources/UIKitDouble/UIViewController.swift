public import Foundation

/// The subset of `UIViewController` the bridge uses, with UIKit's rules for modal presentation
/// and appearance.
///
/// The rules, from Apple's documentation:
/// - A view controller presents at most one view controller; presenting from one that already
///   presents, or whose view is not in a window, is refused and logged in UIKit's words.
/// - The presentation is carried out by the outermost container of the view controller asked,
///   which becomes the `presentingViewController`; for `.currentContext` and
///   `.overCurrentContext`, by the nearest of the view controller asked and its ancestors whose
///   ``definesPresentationContext`` is `true` (else the outermost), whose view alone the
///   presentation covers.
/// - A `.partialCurl` transition needs the `.fullScreen` style, and the view controller it
///   presents (with what it shows) presents nothing itself (`UIModalTransitionStyle.partialCurl`);
///   the double refuses and logs where UIKit raises.
/// - Presenting or dismissing while a presentation or dismissal on the same chain is under way
///   (animated, driven by the user, or not animated and not yet ended) is refused and logged.
/// - `dismiss(animated:completion:)`: "The presenting view controller is responsible for
///   dismissing the view controller it presented. If you call this method on the presented view
///   controller itself, UIKit asks the presenting view controller to handle the dismissal."
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:))
///   The presented view controller stays `presentedViewController` until the dismissal's
///   animation ends.
/// - The completion runs when the transition has ended (completed, or cancelled by its
///   animator's `completeTransition(false)`), on a later turn, never inside the call, also
///   without animation: present's completion is "The block to execute after the
///   presentation finishes"
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)),
///   dismiss's "The block to execute after the view controller is dismissed". The documentation
///   does not say on which turn a transition without animation ends; the double takes the harder
///   case and ends it at the end of the current turn. ``DoubleRunLoop/dropCompletions(_:)`` can
///   make a completion never come.
/// - Appearance: `viewWillAppear(_:)` and `viewWillDisappear(_:)` come when a transition begins,
///   `viewDidAppear(_:)` and `viewDidDisappear(_:)` when it ends, leaving views first; a
///   container's callbacks come before its shown child's. A sheet leaves its presenter on screen
///   (no callbacks for the presenter); a full-screen presentation makes it disappear. The view
///   is in the window (`view.window`) from just after `viewWillAppear(_:)` until just before
///   `viewDidDisappear(_:)`: viewDidAppear(_:) "Notifies the view controller that its view was
///   added to a view hierarchy."
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)),
///   viewDidDisappear(_:) "Notifies the view controller that its view was removed from a view
///   hierarchy." (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:))
/// - At a transition's end the double first ends its transition coordinator (completions
///   registered alongside it run), then sends the `…DidAppear`/`…DidDisappear` callbacks, then
///   calls the completion or the delegate.
/// - Containment (``addChild(_:)``, ``removeFromParent()``): a child whose root view is in its
///   parent's view appears and disappears with the parent, after it. Its view moving into or
///   out of the parent's view on screen makes it appear or disappear at once, both callbacks
///   inside the move ("In the viewWillAppear(_:) and viewDidAppear(_:) … the child's appearance
///   matches the parent's", as UIKit forwards appearance methods to children by default:
///   `shouldAutomaticallyForwardAppearanceMethods`,
///   https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods);
///   while the parent's own appearance is under way, the child's ends with it. A view that
///   holds a child's view (a card) counts as it enters or leaves. The double ties a child's
///   appearance to its view being in its parent's view, where UIKit ties it to the window: a
///   child moved to another parent with its view on screen disappears and appears again in the
///   double, where a device may send nothing. A parent that returns `false` from
///   ``shouldAutomaticallyForwardAppearanceMethods`` tells its children itself, with
///   ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``.
@MainActor
open class UIViewController {
  /// The title shown in the navigation bar and the tab bar.
  ///
  /// "If the view controller has a valid navigation item or tab-bar item, assigning a value to
  /// this property updates the title text of those objects." (`title`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title)
  open var title: String? {
    didSet {
      storedNavigationItem?.title = title
      storedTabBarItem?.title = title
    }
  }

  /// What a navigation bar shows while this view controller is on top: made when first asked
  /// for, with the ``title``.
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem(title: title)
    storedNavigationItem = item
    return item
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// What a tab bar shows for this view controller: made when first asked for, with the
  /// ``title``.
  ///
  /// Declared `UITabBarItem!` as UIKit declares it (`tabBarItem`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem), so apps
  /// write both `tabBarItem.badgeValue` and `tabBarItem?.badgeValue`; it is never `nil` when
  /// read (assigning `nil` makes a new item at the next read).
  open var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }

  private var storedNavigationItem: UINavigationItem?
  private var storedTabBarItem: UITabBarItem?

  /// The view controller presented by this view controller or, failing that, by one of its
  /// ancestors.
  ///
  /// "The view controller that is presented by this view controller, or one of its ancestors in
  /// the view controller hierarchy." (`presentedViewController`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller)
  /// A child of the container that carries out a presentation therefore sees it.
  open var presentedViewController: UIViewController? {
    ownPresented ?? parent?.presentedViewController
  }

  /// The view controller that presented this view controller or, failing that, one of its
  /// ancestors.
  ///
  /// "If the view controller was not presented modally, but one of its ancestors was, this
  /// property contains the view controller that presented the ancestor." (`presentingViewController`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller)
  /// The content of a presented navigation controller therefore knows its presenter.
  open var presentingViewController: UIViewController? {
    ownPresenter ?? parent?.presentingViewController
  }

  /// The view controller this one presents itself; held strongly, as in UIKit.
  var ownPresented: UIViewController?
  /// The view controller that presented this one itself.
  weak var ownPresenter: UIViewController?

  /// The container this view controller is a child of: a navigation or tab bar controller, or
  /// the view controller it was added to with ``addChild(_:)``.
  open var parent: UIViewController? { storedParent }

  /// The container this view controller is a child of, as the double's containers set it.
  weak var storedParent: UIViewController?

  /// The view controllers added with ``addChild(_:)``, in the order they were added.
  var containedChildren: [UIViewController] = []

  /// How the view controller is presented; a page sheet by default (`.automatic`).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// Whether this view controller's view is what a `.currentContext` or `.overCurrentContext`
  /// presentation from it or one of its descendants covers; `false` by default.
  ///
  /// "When a context-based presentation occurs, UIKit starts at the presenting view controller
  /// and walks up the view controller hierarchy. If it finds a view controller whose value for
  /// this property is true, it asks that view controller to present the new view controller. If
  /// no view controller defines the presentation context, UIKit asks the window's root view
  /// controller to handle the presentation." (`definesPresentationContext`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext)
  /// It becomes the `presentingViewController`; the rest of the screen (a tab bar, the other
  /// tabs) stays.
  open var definesPresentationContext = false

  /// Whether, when this view controller defines the presentation context, its
  /// ``modalTransitionStyle`` replaces that of the view controller it presents; `false` by
  /// default (the double animates nothing, and keeps the value).
  ///
  /// "When the value of this property is false, UIKit uses the transition style of the presented
  /// view controller. The default value of this property is false."
  /// (`providesPresentationContextTransitionStyle`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/providespresentationcontexttransitionstyle)
  open var providesPresentationContextTransitionStyle = false

  /// How the presentation animates (the double animates nothing, and keeps the value).
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical

  /// The size the view controller prefers for its view in a popover or a form sheet.
  open var preferredContentSize = CGSize.zero

  /// The presentation controller of a view controller presented as a popover
  /// (``modalPresentationStyle`` `.popover`), `nil` for other styles (an action sheet on an
  /// iPhone: `if let popover = sheet.popoverPresentationController` configures the iPad's).
  ///
  /// "If you created the view controller but have not yet presented it, accessing this property
  /// creates a popover presentation controller when the value in the modalPresentationStyle
  /// property is UIModalPresentationStyle.popover. If the modal presentation style is a
  /// different value, this property is nil."
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller)
  open var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }

  /// Supplies custom presentation and dismissal animators; held weakly, as in UIKit.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  /// Whether the user is prevented from swiping the sheet down.
  ///
  /// "UIKit ignores events outside the view controller's bounds and prevents the interactive
  /// dismissal of the view controller while it is onscreen." (`isModalInPresentation`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation)
  /// The double honours it on the presented view controller and on every view controller shown
  /// inside it (the top of a presented navigation controller, the selected tab).
  open var isModalInPresentation = false

  /// Whether the view controller is being presented: from the presentation's start to its end,
  /// so it is true in its `viewWillAppear(_:)` and `viewDidAppear(_:)` for the presentation.
  open var isBeingPresented: Bool { beingPresented }

  /// The value of ``isBeingPresented``, as the double's transitions set it.
  var beingPresented = false

  /// Whether the view controller is being dismissed: from the dismissal's start (the app's call,
  /// or the user's swipe) to its end, so it is true in its `viewWillDisappear(_:)` and
  /// `viewDidDisappear(_:)` for the dismissal (where apps test it to release what a sheet held).
  ///
  /// "A Boolean value indicating whether the view controller is in the process of being
  /// dismissed by one of its ancestors." (`isBeingDismissed`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed)
  /// A swipe down the user lets go of before the threshold ends the dismissal there: from then
  /// on, in the `viewWillAppear(_:)` and `viewDidAppear(_:)` of the sheet coming back, it is
  /// `false`, as ``isMovingFromParent`` is after a cancelled back swipe.
  open var isBeingDismissed: Bool { beingDismissed }

  /// The value of ``isBeingDismissed``, as the double's transitions set it.
  var beingDismissed = false

  /// Whether a presentation of this view controller runs, for UIKit's refusals: it ends before
  /// the `…DidAppear` callbacks, so that a view controller may present from `viewDidAppear(_:)`,
  /// while ``isBeingPresented`` stays true in them.
  var presentationUnderWay = false
  /// Whether a dismissal of this view controller runs, for UIKit's refusals (see
  /// ``presentationUnderWay``).
  var dismissalUnderWay = false

  /// Whether the view controller is being added to a container (pushed), during the
  /// transition's appearance callbacks.
  ///
  /// "A Boolean value indicating whether the view controller is moving to a parent view
  /// controller." (`isMovingToParent`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingtoparent)
  open var isMovingToParent: Bool { movingToParent }

  /// The value of ``isMovingToParent``, as the double's transitions set it.
  var movingToParent = false

  /// Whether the view controller is being removed from a container (popped), during the
  /// transition's appearance callbacks.
  open var isMovingFromParent: Bool { movingFromParent }

  /// The value of ``isMovingFromParent``, as the double's transitions set it.
  var movingFromParent = false

  /// The window whose root this view controller is.
  weak var hostingWindow: UIWindow?
  /// Where the view is in its appearance.
  var appearanceState: AppearanceState = .disappeared
  /// The window the view appears in.
  weak var appearanceWindow: UIWindow?
  /// Whether the current appearance change animates.
  var appearanceAnimated = false
  /// The animated or interactive transitions this view controller takes part in, the latest
  /// last: a navigation controller presented or dismissed during its own push or pop takes part
  /// in both, and the push or pop is still running when the presentation ends.
  var runningTransitions: [DoubleTransition] = []

  private var loadedView: UIView?
  /// The presentation controller made for this view controller (or supplied by its
  /// transitioning delegate for a custom presentation).
  var storedPresentationController: UIPresentationController?

  /// Creates a view controller.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// Creates a view controller.
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Unavailable in the double (no storyboards); present so that subclasses compile unchanged.
  public required init?(coder: NSCoder) {
    return nil
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The root view, made by ``loadView()`` (then `viewDidLoad()` is called) when first asked
  /// for.
  ///
  /// UIKit declares it `UIView!` (`view`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view): apps write both
  /// `view.backgroundColor` and `view?.backgroundColor`. Assigning `nil` unloads the view; the
  /// next access loads it again.
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      // An override of `loadView()` that assigns no view gets a plain one.
      let loaded = loadedView ?? install(UIView())
      viewDidLoad()
      // `viewDidLoad()` may have assigned another.
      return loadedView ?? loaded
    }
    set {
      if let newValue {
        install(newValue)
      } else {
        loadedView?.owningViewController = nil
        loadedView = nil
      }
    }
  }

  /// Makes `view` the root view.
  @discardableResult
  private func install(_ view: UIView) -> UIView {
    loadedView?.owningViewController = nil
    view.owningViewController = self
    loadedView = view
    return view
  }

  /// Whether the root view has been created.
  open var isViewLoaded: Bool { loadedView != nil }

  /// The root view, or `nil` when it has not been created (asking does not create it).
  ///
  /// "The view controller's view, or nil if the view is not yet loaded." (`viewIfLoaded`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded)
  open var viewIfLoaded: UIView? { loadedView }

  /// Creates the root view (calling `viewDidLoad()`) if it has not been created yet.
  ///
  /// "Loads the view controller's view if it has not yet been loaded." (`loadViewIfNeeded()`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded())
  open func loadViewIfNeeded() {
    _ = view
  }

  /// Makes the root view: override it to assign your own view to ``view``, without calling
  /// `super`.
  ///
  /// "You can override this method in order to create your views manually. If you choose to do
  /// so, assign the root view of your view hierarchy to the view property. … Your custom
  /// implementation of this method should not call super." (`loadView()`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview())
  open func loadView() {
    view = UIView()
  }

  /// Called once the root view exists.
  open func viewDidLoad() {}

  /// Called before the view is added to a window (its `window` is still `nil`).
  open func viewWillAppear(_ animated: Bool) {}

  /// Called once the view is in the window, after `viewWillAppear(_:)` and before the
  /// transition showing it ends (iOS 17).
  ///
  /// "The system calls this method once each time a view controller's view appears after the
  /// viewWillAppear(_:) call." (`viewIsAppearing(_:)`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:))
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called once the view is in a window and the transition showing it has ended.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view leaves the window (its `window` is still set).
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called once the view has left the window and the transition hiding it has ended.
  open func viewDidDisappear(_ animated: Bool) {}

  /// The nearest presentation controller managing this view controller: its own when it is not
  /// in a container, otherwise its outermost container's (so the content of a presented
  /// navigation controller shares the navigation controller's).
  ///
  /// "If the view controller or one of its ancestors is managed by a presentation controller,
  /// this property contains that object." (`presentationController`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller)
  /// An app screen that sets `presentationController?.delegate` therefore replaces whatever
  /// delegate was there.
  open var presentationController: UIPresentationController? {
    if let parent { return parent.presentationController }
    if let storedPresentationController { return storedPresentationController }
    let controller: UIPresentationController =
      switch modalPresentationStyle {
      case .popover:
        UIPopoverPresentationController(presentedViewController: self, presenting: nil)
      case let style where style.isSheet:
        UISheetPresentationController(presentedViewController: self, presenting: nil)
      default:
        UIPresentationController(presentedViewController: self, presenting: nil)
      }
    storedPresentationController = controller
    return controller
  }

  /// The presentation controller of a view controller presented as a sheet (`.automatic`,
  /// `.pageSheet`, `.formSheet`), which sets its detents; `nil` for other styles (a popover's
  /// is ``popoverPresentationController``).
  ///
  /// As in UIKit, set ``modalPresentationStyle`` before asking: the presentation controller is
  /// made when first asked for, for the style of that moment.
  open var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The coordinator of the animated or interactive transition this view controller (or one of
  /// its ancestors) takes part in, `nil` when none runs.
  ///
  /// "If there is no in-progress transition associated with the current view controller, UIKit
  /// checks the view controller's ancestors for a transition coordinator object and returns
  /// that object if it exists." (`transitionCoordinator`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator)
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var controller: UIViewController? = self
    while let current = controller {
      if let transition = current.runningTransitions.last { return transition }
      controller = current.parent
    }
    return nil
  }

  /// The nearest navigation controller among this view controller's ancestors, not itself: a
  /// navigation controller that is no child of another has none.
  ///
  /// "If the view controller or one of its ancestors is a child of a navigation controller, this
  /// property contains the owning navigation controller. This property is nil if the view
  /// controller is not embedded inside a navigation controller." (`navigationController`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller)
  open var navigationController: UINavigationController? {
    parent?.nearest(UINavigationController.self)
  }

  /// The nearest tab bar controller among this view controller's ancestors, not itself: a tab
  /// bar controller that is no child of another has none.
  ///
  /// "If the view controller or one of its ancestors is a child of a tab bar controller, this
  /// property contains the owning tab bar controller. This property is nil if the view
  /// controller is not embedded inside a tab bar controller." (`tabBarController`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller)
  open var tabBarController: UITabBarController? { parent?.nearest(UITabBarController.self) }

  /// Whether a navigation controller hides the bottom bar (the tab bar) while this view
  /// controller is on top; the double keeps the value.
  open var hidesBottomBarWhenPushed = false

  // MARK: - Status bar, orientation, layout (kept or answered; the double has no screen)

  /// The style of the status bar this view controller prefers; `.default` unless overridden.
  ///
  /// "You can override the preferred status bar style for a view controller by implementing the
  /// childForStatusBarStyle method." (`preferredStatusBarStyle`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle)
  /// The double draws no status bar: it answers what the app overrides.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }

  /// Whether this view controller prefers the status bar hidden; `false` unless overridden.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden
  open var prefersStatusBarHidden: Bool { false }

  /// The child whose ``preferredStatusBarStyle`` counts instead of this view controller's;
  /// `nil` unless overridden.
  ///
  /// "If you return nil or do not override this method, the status bar style for self is used."
  /// (`childForStatusBarStyle`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle)
  open var childForStatusBarStyle: UIViewController? { nil }

  /// The child whose ``prefersStatusBarHidden`` counts instead of this view controller's; `nil`
  /// unless overridden.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
  open var childForStatusBarHidden: UIViewController? { nil }

  /// Whether a view controller presented not full screen takes over the status bar's
  /// appearance; the double keeps the value.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance
  open var modalPresentationCapturesStatusBarAppearance = false

  /// Tells the system the status bar settings changed; the double has no status bar, so it
  /// does nothing.
  ///
  /// "If the return value from this method changes, call the
  /// setNeedsStatusBarAppearanceUpdate() method." (`preferredStatusBarStyle`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle)
  open func setNeedsStatusBarAppearanceUpdate() {}

  /// The interface orientations this view controller supports; `.allButUpsideDown`, an
  /// iPhone's default, unless overridden.
  ///
  /// "The default values for a view controller's supported interface orientations is set to
  /// all for the iPad idiom and allButUpsideDown for the iPhone idiom."
  /// (`supportedInterfaceOrientations`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations)
  /// The double never rotates.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  /// Whether the view controller's contents rotate with the device; `true` unless overridden
  /// (the double never rotates).
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate
  open var shouldAutorotate: Bool { true }

  /// The orientation a full-screen presentation of this view controller prefers; `.portrait`
  /// unless overridden (the double never rotates).
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredinterfaceorientationforpresentation
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

  /// The light or dark appearance this view controller and its children take.
  ///
  /// `.unspecified` by default; the double draws nothing and keeps the value.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

  /// Called before the view lays out its subviews: in the double, once each time the view
  /// appears, just after ``viewIsAppearing(_:)``.
  ///
  /// "When a view's bounds change, the view adjusts the position of its subviews. Your view
  /// controller can override this method to make changes before the view lays out its
  /// subviews. The default implementation of this method does nothing."
  /// (`viewWillLayoutSubviews()`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews())
  /// viewIsAppearing(_:) comes "after it adds the view controller's view to the view hierarchy,
  /// and the superview lays out the view controller's view"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)).
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews (see ``viewWillLayoutSubviews()``).
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
  open func viewDidLayoutSubviews() {}

  /// Called when the size of the view is about to change (a rotation, a new window size); the
  /// double never resizes, so it never calls it.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilltransition(to:with:)
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  /// Called when the app receives a memory warning; the double never sends one.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didreceivememorywarning()
  open func didReceiveMemoryWarning() {}

  // MARK: - Editing and toolbar

  /// Whether the view controller is in its editing mode; setting it calls
  /// ``setEditing(_:animated:)`` without animation.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isediting
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  private var editing = false
  private var storedEditButtonItem: UIBarButtonItem?

  /// Enters or leaves the editing mode, and switches the ``editButtonItem`` between Edit and
  /// Done; subclasses override it and call `super`.
  ///
  /// "Subclasses that use an edit-done button must override this method to change their view
  /// to an editable state if isEditing is true and a non-editable state if it is false. This
  /// method should invoke super's implementation before updating its view."
  /// (`setEditing(_:animated:)`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:))
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    storedEditButtonItem?.title = editing ? "Done" : "Edit"
    storedEditButtonItem?.style = editing ? .done : .plain
  }

  /// A bar button item that toggles the editing mode, titled Edit, or Done while editing.
  ///
  /// "Returns a bar button item that toggles its title and associated state between Edit and
  /// Done. … The default button action invokes the setEditing(_:animated:) method."
  /// (`editButtonItem`: https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem)
  open var editButtonItem: UIBarButtonItem {
    if let storedEditButtonItem { return storedEditButtonItem }
    let item = UIBarButtonItem(
      title: editing ? "Done" : "Edit",
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
      })
    storedEditButtonItem = item
    return item
  }

  /// The items a navigation controller's toolbar shows while this view controller is on top;
  /// the double keeps them (it draws no toolbar).
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/toolbaritems
  open var toolbarItems: [UIBarButtonItem]?

  /// Sets ``toolbarItems``.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/settoolbaritems(_:animated:)
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  /// Shows `vc` where this view controller is: pushed on the nearest navigation controller
  /// among itself and its ancestors, or else presented by its window's root view controller.
  ///
  /// "The default implementation of this method calls the
  /// targetViewController(forAction:sender:) method to locate an object in the view controller
  /// hierarchy that overrides this method. … If the targetViewController(forAction:sender:)
  /// method returns nil, this method uses the window's root view controller to present vc
  /// modally." (`show(_:sender:)`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)) The
  /// double looks for the navigation controller among the ancestors only, not across a
  /// presentation (`targetViewController(forAction:sender:)` "walks up the view hierarchy",
  /// and a presented view controller's view is not in its presenter's), so a view controller
  /// presented outside a navigation controller shows through the window's root: while the root
  /// presents something, that is refused and logged as any presentation from a view controller
  /// that already presents.
  ///
  /// A navigation controller pushes onto its own stack: "This method pushes vc onto the
  /// navigation stack in a similar way as the pushViewController(_:animated:) method."
  /// (UINavigationController, `show(_:sender:)`:
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/show(_:sender:)).
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController = self as? UINavigationController ?? navigationController {
      navigationController.pushViewController(vc, animated: true)
    } else if let root = treeWindow?.rootViewController {
      root.present(vc, animated: true)
    } else {
      // In no window: refused and logged as a presentation from outside the window hierarchy.
      present(vc, animated: true)
    }
  }

  /// Shows `vc` in a secondary (detail) context: the double has no split view controller, the
  /// only container that shows a detail, so `vc` is presented, also from inside a navigation
  /// controller (which does not push it, as it does for ``show(_:sender:)``).
  ///
  /// "In a regular environment, the UISplitViewController class overrides this method and
  /// installs vc as its detail view controller" (`showDetailViewController(_:sender:)`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:));
  /// UINavigationController overrides only `show(_:sender:)`
  /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/show(_:sender:)).
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    present(vc, animated: true)
  }

  /// The child view controllers: those added with ``addChild(_:)``, in order; a navigation
  /// controller's stack, a tab bar controller's tabs.
  open var children: [UIViewController] { containedChildren }

  /// Adds `childController` as a child, calling its ``willMove(toParent:)`` first; the app
  /// then adds its view and calls its ``didMove(toParent:)``.
  ///
  /// "If the new child view controller is already the child of a container view controller, it
  /// is removed from that container before being added." (`addChild(_:)`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)) The double
  /// refuses and logs adding the view controller itself or one of its ancestors, a view
  /// controller that is presented or is a window's root, a child of a navigation or tab bar
  /// controller (their own API moves those), and a child to one of them (use
  /// `viewControllers`).
  open func addChild(_ childController: UIViewController) {
    let child = childController
    guard child.parent !== self else { return }
    guard canAdopt(child) else { return }
    if child.parent != nil { child.removeFromParent() }
    child.willMove(toParent: self)
    containedChildren.append(child)
    child.storedParent = self
    child.movingToParent = true
    child.containmentChanged()
  }

  /// Whether the appearance callbacks of this view controller reach its children added with
  /// ``addChild(_:)``; `true` by default.
  ///
  /// "If you override this method and return false, you are responsible for telling the child
  /// when its views are going to appear or disappear. You do this by calling the child view
  /// controller's beginAppearanceTransition(_:animated:) and endAppearanceTransition()
  /// methods." (`shouldAutomaticallyForwardAppearanceMethods`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods)
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Tells the view controller that its view is about to appear (`viewWillAppear(_:)`) or
  /// disappear (`viewWillDisappear(_:)`), for a container that does not forward appearance
  /// methods; a call that does not change where the view is going does nothing.
  ///
  /// The view controllers shown with it follow, after it: a navigation controller's top, a tab
  /// bar controller's selected tab, the children added with ``addChild(_:)`` whose views are in
  /// its view. "This will ensure that descendent child controllers appearance methods will be
  /// invoked." (UIKit's `UIViewController.h`, on `beginAppearanceTransition:animated:`) From
  /// then until it disappears, its own changes (a push, a tab switch) reach them as on screen.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    let window = parent?.windowOfView ?? treeWindow
    startAppearance(isAppearing, animated: animated, in: window, tracked: false)
    for controller in shownSubtree where controller !== self {
      controller.startAppearance(isAppearing, animated: animated, in: window, tracked: false)
    }
    // The window keeps what this view controller shows while it is told it appears.
    updateWindowAppearance(animated: animated)
  }

  /// Tells the view controller that the appearance change begun with
  /// ``beginAppearanceTransition(_:animated:)`` has ended (`viewDidAppear(_:)` or
  /// `viewDidDisappear(_:)`), then the view controllers shown with it.
  open func endAppearanceTransition() {
    endAppearance()
    UIViewController.endAppearances(of: shownSubtree)
  }

  /// Removes the view controller from its parent (added with ``addChild(_:)``), then calls its
  /// ``didMove(toParent:)`` with `nil`; the app calls ``willMove(toParent:)`` with `nil` first.
  ///
  /// "The removeFromParent() method automatically calls the didMove(toParent:) method of the
  /// child view controller after it removes the child." (`didMove(toParent:)`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:))
  ///
  /// A view controller on a navigation controller's stack (its children) leaves the stack at
  /// once, with a warning logged: "This method is only intended to be called by an
  /// implementation of a custom container view controller." (`removeFromParent()`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()) See
  /// ``UINavigationController`` for what it shows then. A tab bar controller's tab is not
  /// removed (logged): its `viewControllers` removes it.
  open func removeFromParent() {
    guard let parent else { return }
    if let navigation = parent as? UINavigationController {
      navigation.removeChild(self)
      return
    }
    guard let index = parent.containedChildren.firstIndex(where: { $0 === self }) else {
      DoubleRunLoop.main.warn(
        "The double removes \(doubleDescription) from \(parent.doubleDescription) through its own API, not removeFromParent()."
      )
      return
    }
    parent.containedChildren.remove(at: index)
    self.storedParent = nil
    movingToParent = false
    movingFromParent = true
    containmentChanged(leaving: parent)
    didMove(toParent: nil)
    movingFromParent = false
  }

  /// Called before the view controller is added to a container or removed from it (`parent`
  /// is then `nil`); subclasses override it and call `super`.
  ///
  /// ``addChild(_:)`` and navigation and tab bar controllers call it; a container calls it with
  /// `nil` itself before removing the child's view and calling ``removeFromParent()``, so the
  /// child of a custom container is ``isMovingFromParent`` from then until it is removed.
  open func willMove(toParent parent: UIViewController?) {
    if parent == nil, isContainedChild {
      movingFromParent = true
    }
  }

  /// Called after the view controller was added to a container or removed from it (`parent`
  /// is then `nil`); subclasses override it and call `super`, which ends ``isMovingToParent``.
  ///
  /// ``removeFromParent()`` and navigation and tab bar controllers call it (a navigation
  /// controller when its push or pop ends); a container calls it itself after
  /// ``addChild(_:)``.
  open func didMove(toParent parent: UIViewController?) {
    movingToParent = false
  }

  /// Presents `viewControllerToPresent` modally, following UIKit's rules (see the type's
  /// documentation); a refused call is logged to ``DoubleRunLoop/log`` and changes nothing.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let presented = viewControllerToPresent
    let host = presentationContext(for: presented.modalPresentationStyle)
    guard canPresent(presented, on: host) else { return }
    host.ownPresented = presented
    presented.ownPresenter = host
    presented.beingPresented = true
    presented.presentationUnderWay = true
    let style = presented.modalPresentationStyle
    let animator =
      flag
      ? presented.transitioningDelegate?.animationController(
        forPresented: presented, presenting: host, source: self) : nil
    // "…the presentation controller to use for managing the view hierarchy when presenting a
    // view controller" (`presentationController(forPresented:presenting:source:)`), asked for a
    // custom presentation only.
    if style == .custom, presented.storedPresentationController == nil,
      let custom = presented.transitioningDelegate?.presentationController(
        forPresented: presented, presenting: host, source: self)
    {
      presented.storedPresentationController = custom
    }
    let transition = DoubleTransition(
      from: host, to: presented, fromView: presented.removesPresentersView ? host.view : nil,
      toView: presented.view, style: style, animated: flag, interactive: false,
      duration: animator?.transitionDuration(using: nil) ?? 0.3)
    let presentation = presented.presentationController
    presentation?.containerView = transition.containerView
    presentation?.knownPresenter = host
    // "To perform your animations, get the transition coordinator of the presented view
    // controller" (presentationTransitionWillBegin():
    // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitionwillbegin()):
    // the transition coordinates before it is called.
    transition.coordinate([host, presented])
    presentation?.presentationTransitionWillBegin()
    transition.participants = host.updateWindowAppearance(animated: flag)
    transition.onEnd = { transition, completed in
      presented.presentationUnderWay = false
      if !completed { host.removePresentedChain() }
      transition.end()
      presentation?.presentationTransitionDidEnd(completed)
      UIViewController.endAppearances(
        of: transition.participants + host.updateWindowAppearance(animated: flag))
      presented.beingPresented = false
      if let completion { DoubleRunLoop.main.deliverCompletion(completion) }
    }
    transition.run(animator: animator)
  }

  /// Dismisses the view controller this one presents (or, when it presents nothing, the one
  /// presenting it), with everything presented above it; a dismissal asked for while a presentation
  /// or dismissal is under way on the chain is refused and logged.
  ///
  /// With nothing to dismiss it does nothing, and the completion never runs.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let host = dismissingHost, host.ownPresented != nil else { return }
    guard !host.isInPresentationTransition else {
      DoubleRunLoop.main.warn(
        "Attempt to dismiss from view controller \(host.doubleDescription) while a presentation or dismiss is in progress!"
      )
      return
    }
    host.startDismissal(animated: flag, interactive: false) { _ in
      if let completion { DoubleRunLoop.main.deliverCompletion(completion) }
    }
  }

  // MARK: - Double internals

  /// `<Type "title">`, the way refusals name a view controller.
  public var doubleDescription: String {
    let name = String(describing: type(of: self))
    guard let title, !title.isEmpty else { return "<\(name)>" }
    return "<\(name) \"\(title)\">"
  }

  /// Whether the view controller is in a window: its outermost ancestor is a window's root.
  public var isInWindowHierarchy: Bool { treeWindow != nil }

  /// Whether the user can see and touch this view controller: it is in a shown window, every
  /// container above it shows the branch holding it, and nothing is presented over it.
  public var isOnScreen: Bool {
    guard let window = treeWindow, !window.isHidden else { return false }
    var controller = self
    // The view controller presented over `controller` that leads back to `self`.
    var above: UIViewController?
    while true {
      if let presented = controller.ownPresented, presented !== above { return false }
      if let parent = controller.parent {
        guard parent.shows(controller) else { return false }
        above = nil
        controller = parent
      } else if let presenter = controller.ownPresenter {
        above = controller
        controller = presenter
      } else {
        return true
      }
    }
  }

  /// The child shown with this container (a navigation controller's top, a tab bar
  /// controller's selected tab); `nil` for a plain view controller.
  var shownChild: UIViewController? { nil }

  /// Called when the view starts appearing (after `viewWillAppear(_:)`); containers override it.
  func appearanceWillBegin() {}

  /// Called once the view has appeared (after `viewDidAppear(_:)`); containers override it.
  func appearanceDidEnd() {}

  /// Called when a dismissal (the app's, or the user's swipe) has taken this view controller
  /// off the screen, after the dismissal's completion; system sheets override it.
  func didEndDismissal() {}

  /// The view controller that carries out a presentation in `style` asked of this one: for a
  /// context style, the nearest of this one and its ancestors that defines the presentation
  /// context, else (and for every other style) its outermost container.
  func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
    if style.isContextual {
      var controller: UIViewController? = self
      while let current = controller {
        if current.definesPresentationContext { return current }
        controller = current.parent
      }
    }
    return presentationContext
  }

  /// This view controller's outermost container (itself when it has none).
  var presentationContext: UIViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  /// Whether presenting this view controller takes the presenter's views out of the window: its
  /// style says so, or, for a custom presentation, its presentation controller's
  /// ``UIPresentationController/shouldRemovePresentersView``.
  var removesPresentersView: Bool {
    let style = modalPresentationStyle
    guard style == .custom else { return style.hidesPresenter }
    return storedPresentationController?.shouldRemovePresentersView ?? false
  }

  /// Whether this view controller, what it presents or the one presenting it is in a
  /// presentation or dismissal.
  var isInPresentationTransition: Bool {
    if presentationUnderWay || dismissalUnderWay { return true }
    var next = ownPresented
    while let controller = next {
      if controller.presentationUnderWay || controller.dismissalUnderWay { return true }
      next = controller.ownPresented
    }
    return false
  }

  /// Starts dismissing what this view controller presents, with everything above it; `ended`
  /// learns at the end whether it completed (a cancelled dismissal leaves it presented).
  @discardableResult
  func startDismissal(
    animated: Bool, interactive: Bool, ended: @escaping @MainActor (Bool) -> Void
  ) -> DoubleTransition? {
    guard let presented = ownPresented else { return nil }
    // Every view controller of the chain is dismissed "by one of its ancestors"; the top one is
    // the one the user sees go (`isBeingDismissed`:
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed).
    var chain = [presented]
    while let next = chain.last?.ownPresented { chain.append(next) }
    let top = chain[chain.count - 1]
    for controller in chain { controller.beingDismissed = true }
    presented.dismissalUnderWay = true
    let style = presented.modalPresentationStyle
    let animator =
      animated && !interactive
      ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
    let transition = DoubleTransition(
      from: top, to: self, fromView: top.view, toView: presented.removesPresentersView ? view : nil,
      style: style, animated: animated, interactive: interactive,
      duration: animator?.transitionDuration(using: nil) ?? 0.3)
    let presentation = presented.presentationController
    // As for a presentation, the presentation controller animates alongside through the
    // presented view controller's coordinator (dismissalTransitionWillBegin():
    // https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitionwillbegin()).
    transition.coordinate([self] + chain)
    presentation?.dismissalTransitionWillBegin()
    transition.participants = updateWindowAppearance(animated: animated)
    transition.onEnd = { [self] transition, completed in
      presented.dismissalUnderWay = false
      if completed {
        removePresentedChain()
        top.view.removeFromSuperview()
      }
      transition.end()
      presentation?.dismissalTransitionDidEnd(completed)
      UIViewController.endAppearances(
        of: transition.participants + updateWindowAppearance(animated: animated))
      for controller in chain { controller.beingDismissed = false }
      ended(completed)
      if completed { for controller in chain { controller.didEndDismissal() } }
    }
    if interactive {
      // A swipe the user lets go of before the threshold is no dismissal any more: the sheet
      // comes back (its `viewWillAppear(_:)` and `viewDidAppear(_:)`) without being dismissed.
      transition.onCancel = {
        for controller in chain { controller.beingDismissed = false }
      }
      // The user's finger drives the animations from now on.
      transition.startAnimations()
    } else {
      transition.run(animator: animator)
    }
    return transition
  }

  /// Drops what this view controller presents, with everything above it.
  func removePresentedChain() {
    var host: UIViewController = self
    while let presented = host.ownPresented {
      host.ownPresented = nil
      presented.ownPresenter = nil
      host = presented
    }
  }

  /// Whether `child` may be added to this view controller with ``addChild(_:)``; logs the
  /// refusal.
  private func canAdopt(_ child: UIViewController) -> Bool {
    var ancestor: UIViewController? = self
    while let current = ancestor, current !== child { ancestor = current.parent }
    let problem: String? =
      if ancestor === child {
        "it is this view controller or one of its ancestors"
      } else if child.ownPresenter != nil || child.hostingWindow != nil {
        "it is presented or is a window's root view controller"
      } else if let parent = child.parent, !child.isContainedChild {
        "it is a child of \(parent.doubleDescription), whose own API moves it"
      } else if self is UINavigationController || self is UITabBarController {
        "the double adds children to navigation and tab bar controllers through viewControllers"
      } else {
        nil
      }
    guard let problem else { return true }
    DoubleRunLoop.main.warn(
      "Cannot add \(child.doubleDescription) as a child of \(doubleDescription): \(problem).")
    return false
  }

  /// Whether `presented` may be presented by `host`; logs the refusal in UIKit's words.
  private func canPresent(_ presented: UIViewController, on host: UIViewController) -> Bool {
    let attempt = "Attempt to present \(presented.doubleDescription) on \(host.doubleDescription)"
    let from = host === self ? "" : " (from \(doubleDescription))"
    if presented.ownPresenter != nil || presented.parent != nil
      || presented.hostingWindow != nil || presented === host
    {
      DoubleRunLoop.main.warn(
        "Application tried to present modally a view controller \(presented.doubleDescription) that is already in a hierarchy."
      )
      return false
    }
    // UIModalTransitionStyle.partialCurl: "A view controller presented using this transition is
    // itself prevented from presenting any additional view controllers. This transition style is
    // supported only if … you use the UIModalPresentationStyle.fullScreen modal presentation
    // style. Attempting to use … a different presentation style triggers an exception."
    // (https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/partialcurl)
    if presented.modalTransitionStyle == .partialCurl,
      presented.modalPresentationStyle != .fullScreen
    {
      DoubleRunLoop.main.warn(
        "\(attempt)\(from): the partial curl transition style needs the full-screen presentation style."
      )
      return false
    }
    let curled = host.presentationContext
    if curled.modalTransitionStyle == .partialCurl, curled.ownPresenter != nil {
      DoubleRunLoop.main.warn(
        "\(attempt)\(from): \(curled.doubleDescription), presented with a partial curl, cannot present."
      )
      return false
    }
    if !host.isInWindowHierarchy {
      DoubleRunLoop.main.warn("\(attempt)\(from) whose view is not in the window hierarchy.")
      return false
    }
    if host.isInPresentationTransition {
      DoubleRunLoop.main.warn("\(attempt)\(from) while a presentation is in progress.")
      return false
    }
    if let already = host.ownPresented {
      DoubleRunLoop.main.warn(
        "\(attempt)\(from) which is already presenting \(already.doubleDescription).")
      return false
    }
    // In a window's tree but not in the window yet: from the `viewDidLoad()` of a root being
    // installed, or the `viewWillAppear(_:)` of a presented view controller on its way.
    if host.viewIfLoaded?.window == nil {
      DoubleRunLoop.main.warn("\(attempt)\(from) whose view is not in the window hierarchy.")
      return false
    }
    return true
  }

  /// The view controller whose presentation `dismiss` ends: the nearest among this one and
  /// its containers that presents, or else the presenter of the one that is presented.
  private var dismissingHost: UIViewController? {
    var controller: UIViewController? = self
    while let current = controller {
      if current.ownPresented != nil { return current }
      controller = current.parent
    }
    return presentationContext.ownPresenter
  }

  private func nearest<Found: UIViewController>(_ type: Found.Type) -> Found? {
    var controller: UIViewController? = self
    while let current = controller {
      if let found = current as? Found { return found }
      controller = current.parent
    }
    return nil
  }
}

/// View controllers are equal when they are the same object, as `NSObject`'s `isEqual(_:)`
/// decides for UIKit's: apps write `viewControllers.firstIndex(of: self)`.
extension UIViewController: Hashable {
  /// Whether `lhs` and `rhs` are the same view controller.
  nonisolated public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool {
    lhs === rhs
  }

  /// Hashes the view controller's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
