/// Presents a screen modally, optionally wrapped in a new navigation container; closing
/// dismisses that presentation.
///
/// As in UIKit, the presentation is carried out by the source's outermost container, which
/// presents at most one screen.
public struct ModalTransition: Transition {
  /// Whether the screen is wrapped in a new ``NavigationContainer`` before it is presented.
  public let wrapsInNavigation: Bool

  private let storage: AnimatorStorage?

  /// Creates a modal transition.
  ///
  /// - Parameters:
  ///   - wrapsInNavigation: Whether to wrap the screen in a new navigation container.
  ///   - animator: The animator, the system modal animation by default; `nil` for none.
  public init(wrapsInNavigation: Bool = false, animator: (any Animator)?) {
    self.wrapsInNavigation = wrapsInNavigation
    self.storage = AnimatorStorage.make(animator)
  }

  /// Creates a modal transition with an animator already boxed.
  init(wrapsInNavigation: Bool, storage: AnimatorStorage?) {
    self.wrapsInNavigation = wrapsInNavigation
    self.storage = storage
  }

  /// Creates a modal transition with the system modal animation.
  ///
  /// - Parameter wrapsInNavigation: Whether to wrap the screen in a new navigation container.
  public init(wrapsInNavigation: Bool = false) {
    self.wrapsInNavigation = wrapsInNavigation
    self.storage = AnimatorStorage.modal
  }

  /// The animator, the system modal animation by default; `nil` for no animation.
  public var animator: (any Animator)? { storage?.animator }

  /// ``TransitionKind/modalInNavigation`` when wrapping, ``TransitionKind/modal`` otherwise.
  public var kind: TransitionKind { wrapsInNavigation ? .modalInNavigation : .modal }

  /// Presents `screen` (or a navigation container holding it) from `source`.
  ///
  /// - Throws: ``RoutingError/Reason/alreadyPresenting(host:presented:)``,
  ///   ``RoutingError/Reason/alreadyInHierarchy(_:)`` or
  ///   ``RoutingError/Reason/wouldContainItself(_:)``.
  public func open(_ screen: Screen, from source: Screen) throws(RoutingError) {
    func request() -> String { "present \(ScreenInfo(screen)) from \(ScreenInfo(source))" }
    do {
      try source.checkCanPresent(screen)
      let presented = wrapsInNavigation ? try NavigationContainer(root: screen) : screen
      try source.present(presented)
    } catch {
      throw RoutingError(request(), error.reason)
    }
  }

  /// Dismisses the presentation of `screen` (or of the navigation container wrapping it).
  ///
  /// - Throws: ``RoutingError/Reason/notPresented(_:)`` when `screen` is not presented.
  public func close(_ screen: Screen) throws(RoutingError) {
    try screen.dismissOwnPresentation(request: "dismiss \(ScreenInfo(screen))")
  }
}
