/// How a screen is opened from another and closed again.
///
/// A transition is a value: the route decides how a screen appears by picking one, and changing
/// how it animates is a one-line change (`.push` → `.fade`). It says where the screen goes
/// (its ``placement``), what it is called on events (its ``kind``) and which ``animator`` runs;
/// the router carries it out, checking the hierarchy's rules first, and undoes it on `close()`
/// (removing exactly that screen, with what was pushed or presented above it, never just
/// whatever is on top).
///
/// Built in: ``PushTransition`` (`.push`), ``ModalTransition`` (`.modal`,
/// `.modal(inNavigation: true)`), ``AnimatedTransition`` (`.fade`, `.animated(with:)`),
/// ``TabTransition`` (`.selectTab`), ``RootTransition`` (`.root`) and ``EmptyTransition``
/// (`.empty`). A custom transition picks a placement and names its own kind and animator:
///
/// ```swift
/// struct CardTransition: Transition {
///   var kind: TransitionKind { "card" }
///   var animator: (any Animator)? { FadeAnimator(duration: .milliseconds(250)) }
///   var placement: TransitionPlacement { .modal(inNavigation: false) }
/// }
/// ```
@MainActor
public protocol Transition {
  /// The kind recorded on routing events.
  var kind: TransitionKind { get }

  /// The animator that runs, or `nil` when the change is not animated.
  var animator: (any Animator)? { get }

  /// Where the screen is placed, relative to the screen it is opened from.
  var placement: TransitionPlacement { get }
}

extension Transition {
  /// Whether the transition animates.
  public var isAnimated: Bool { animator != nil }
}

extension Transition where Self == PushTransition {
  /// Push onto the source's navigation container with the system animation.
  public static var push: PushTransition { PushTransition() }

  /// Push onto the source's navigation container with `animator` (`nil`: not animated).
  public static func push(animator: (any Animator)?) -> PushTransition {
    PushTransition(animator: animator)
  }
}

extension Transition where Self == ModalTransition {
  /// Present modally with the system animation.
  public static var modal: ModalTransition { ModalTransition() }

  /// Present modally with the system animation, optionally wrapped in a new navigation
  /// container.
  public static func modal(inNavigation: Bool) -> ModalTransition {
    ModalTransition(wrapsInNavigation: inNavigation)
  }

  /// Present modally with `animator` (`nil`: not animated), optionally wrapped in a new
  /// navigation container.
  public static func modal(inNavigation: Bool = false, animator: (any Animator)?) -> ModalTransition
  {
    ModalTransition(wrapsInNavigation: inNavigation, animator: animator)
  }
}

extension Transition where Self == AnimatedTransition {
  /// Present modally with a cross-fade (``FadeAnimator``).
  public static var fade: AnimatedTransition { AnimatedTransition(animator: FadeAnimator.shared) }

  /// Present modally with a custom animator.
  public static func animated(with animator: some Animator) -> AnimatedTransition {
    AnimatedTransition(animator: animator)
  }
}

extension Transition where Self == TabTransition {
  /// Show a screen by selecting the tab that holds it.
  public static var selectTab: TabTransition { TabTransition() }
}

extension Transition where Self == RootTransition {
  /// Make the screen the window's root.
  public static var root: RootTransition { RootTransition() }
}

extension Transition where Self == EmptyTransition {
  /// The screen is placed by its container (a tab); opening only checks it was placed.
  public static var empty: EmptyTransition { EmptyTransition() }
}
