/// How a screen is opened from another and closed again: where it goes, how it animates, and
/// what routing events call it.
///
/// A transition is a value: a route decides how its screen appears by picking one, and changing
/// how it animates is a one-line change (`.push` → `.fade`). The router carries it out, checking
/// the hierarchy's rules first, and undoes it on `close()` — removing exactly that screen, with
/// what was pushed or presented above it, never just whatever is on top.
///
/// ```swift
/// router.open(.push) { router in ProductScreen(viewModel: ProductViewModel(router: router)) }
/// router.open(.modal(inNavigation: true)) { router in LoginScreen(…) }
/// router.open(.fade) { router in PopUpScreen(…) }
/// ```
///
/// A custom transition picks a placement, an animator and a name:
///
/// ```swift
/// extension Transition {
///   static let card = Transition("card", placement: .modal(inNavigation: false), animator: CardAnimator())
/// }
/// ```
public struct Transition: Sendable, Equatable, CustomStringConvertible {
  /// Where a transition places a screen, relative to the screen it is opened from, and how
  /// closing it undoes that.
  public enum Placement: Hashable, Sendable {
    /// Pushed onto the nearest navigation container of the source; closing pops it and what was
    /// pushed after it.
    case push
    /// Presented modally by the source's outermost container (as UIKit does), optionally wrapped
    /// in a new navigation container; closing dismisses that presentation.
    case modal(inNavigation: Bool)
    /// Shown by selecting the tab that holds it; a tab cannot be closed.
    case tab
    /// Made the root of the source's window; the old hierarchy leaves the window. A root cannot
    /// be closed.
    case root
    /// Already placed by its container (a tab): opening only checks it was placed, and it cannot
    /// be closed.
    case container
  }

  /// The name routing events and error messages give the transition: `push`, `modal`,
  /// `modal in navigation`, `animated`, `tab selection`, `root`, `empty`, or a custom one.
  ///
  /// An error message names an `animated` transition (``fade``, ``animated(with:inNavigation:)``)
  /// by its animator instead: `Cannot present PopUpScreen "Sale" from ShopScreen "Shop" (fade): …`.
  public var name: String

  /// Where the screen goes.
  public var placement: Placement

  /// The animator that runs, or `nil` when the change is not animated.
  public var animator: (any Animator)?

  /// Whether error messages and paths call the transition by its animator's name (`fade`)
  /// rather than by its own (`animated`), as ``animated(with:inNavigation:)`` asks.
  var goesByAnimatorName = false

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - name: What routing events call it.
  ///   - placement: Where the screen goes.
  ///   - animator: The animator that runs; `nil` for no animation.
  public init(_ name: String, placement: Placement, animator: (any Animator)? = nil) {
    self.name = name
    self.placement = placement
    self.animator = animator
  }

  /// Whether the transition animates.
  public var isAnimated: Bool { animator != nil }

  /// The name, and the animator when there is one: `push (system.push 350ms)`.
  public var description: String {
    animator.map { "\(name) (\($0.info))" } ?? name
  }

  /// Whether both have the same name and placement, run the same animator (the same object,
  /// or none), and are called the same way in messages and paths (``fade`` by its animator, a
  /// transition built with `init` by its name).
  public static func == (lhs: Transition, rhs: Transition) -> Bool {
    lhs.name == rhs.name && lhs.placement == rhs.placement && lhs.animator === rhs.animator
      && lhs.goesByAnimatorName == rhs.goesByAnimatorName
  }
}

extension Transition {
  /// Push onto the source's navigation container with the system animation.
  public static let push = Transition("push", placement: .push, animator: SystemAnimator.push)

  /// Push onto the source's navigation container with `animator` (`nil`: not animated).
  public static func push(animator: (any Animator)?) -> Transition {
    Transition("push", placement: .push, animator: animator)
  }

  /// Present modally with the system animation.
  public static let modal = Transition(
    "modal", placement: .modal(inNavigation: false), animator: SystemAnimator.modal)

  /// Present modally with `animator` (`nil`: not animated), optionally wrapped in a new
  /// navigation container.
  public static func modal(
    inNavigation: Bool, animator: (any Animator)? = SystemAnimator.modal
  ) -> Transition {
    Transition(
      inNavigation ? "modal in navigation" : "modal", placement: .modal(inNavigation: inNavigation),
      animator: animator)
  }

  /// Present modally with a cross-fade (``FadeAnimator``), as the article's pop-ups do.
  public static let fade = animated(with: FadeAnimator.shared)

  /// Present modally with a custom animator, optionally wrapped in a new navigation container.
  public static func animated(with animator: some Animator, inNavigation: Bool = false)
    -> Transition
  {
    var transition = Transition(
      "animated", placement: .modal(inNavigation: inNavigation), animator: animator)
    transition.goesByAnimatorName = true
    return transition
  }

  /// Show a screen by selecting the tab that holds it.
  public static let selectTab = Transition("tab selection", placement: .tab)

  /// Make the screen the window's root.
  public static let root = Transition("root", placement: .root)

  /// The screen is placed by its container (a tab); opening only checks it was placed.
  public static let empty = Transition("empty", placement: .container)
}
