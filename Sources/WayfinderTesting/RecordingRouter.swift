public import Wayfinder
public import WayfinderContainer

/// A router double that records every request instead of carrying it out.
///
/// Use it to test a route's default implementation without a window: call the route on the
/// recording router and check what it asked for — the screen's type, the transition kind and
/// the animator.
///
/// ```swift
/// extension RecordingRouter: ProductRoute {}
///
/// @Test @MainActor func openProductPushes() throws {
///   // The app's graph, so the route can resolve the view model it builds.
///   let router = RecordingRouter(container: try AppGraph.makeContainer())
///   router.openProduct(id: 42)
///   #expect(router.log == [#"route ProductScreen "Product 42" (push, system.push 350ms)"#])
///   let product = try #require(router.routedScreens.first?.screen as? ProductScreen)
///   #expect(product.viewModel.id == 42)
/// }
/// ```
///
/// Requests succeed unless ``failure`` is set, in which case each one fails with it (and the
/// failure reaches the context's observers, as a real router's would).
@MainActor
public final class RecordingRouter: Router, Closable, Dismissable {
  /// A request the router received.
  public enum Request {
    /// `route(to:as:)`: the screen and how it was to open.
    case route(RoutedScreen)
    /// `close()`.
    case close
    /// `dismiss()`.
    case dismiss
    /// `focus()`.
    case focus
    /// `selectTab(at:)`.
    case selectTab(index: Int)
    /// `popToRoot(animated:)`.
    case popToRoot(animated: Bool)
    /// `popAndPush(animated:build:)`: the screen built to replace the root.
    case popAndPush(RoutedScreen)
    /// `setStack(animated:build:)`: the screens the builder listed, bottom first (kept ones
    /// and new ones, which have their routers).
    case setStack(animated: Bool, screens: [Screen])
    /// `dismissAll(downTo:animated:)`.
    case dismissAll(downTo: ScreenInfo?, animated: Bool)
  }

  /// A screen the router was asked to open, kept alive for inspection.
  public struct RoutedScreen {
    /// The screen (with its router and view model).
    public let screen: Screen

    /// The kind of transition it was to open with.
    public let transition: TransitionKind

    /// The transition's animator, `nil` when not animated.
    public let animator: AnimatorInfo?
  }

  /// Every request, oldest first.
  public private(set) var requests: [Request] = []

  /// The error every request fails with, or `nil` for success.
  public var failure: RoutingError?

  /// A stand-in root screen, owned by the double.
  public let ownedRoot: Screen

  /// The transition reported as the one that opened the root.
  public let rootTransition: any Transition

  /// A context of its own; add observers to see the failures it reports.
  public let context = RoutingContext()

  /// The container that routes opened from this router resolve from.
  public let container: Container

  /// Creates a recording router.
  ///
  /// - Parameters:
  ///   - container: The container the routes resolve from, typically the app's graph or a
  ///     child of it with mocks registered.
  ///   - rootTransition: The transition to report as having opened the root.
  public init(
    container: Container = Container(), rootTransition: some Transition = EmptyTransition()
  ) {
    self.ownedRoot = Screen(title: "RecordingRouter root")
    self.container = container
    self.rootTransition = rootTransition
  }

  /// The stand-in root screen.
  public var root: Screen? { ownedRoot }

  /// The screens the router was asked to open, oldest first.
  public var routedScreens: [RoutedScreen] {
    requests.compactMap { request in
      if case .route(let routed) = request { return routed }
      return nil
    }
  }

  /// One line per request: `route ProductScreen "Product 42" (push, system.push 350ms)`,
  /// `close`, `dismiss`, `focus`, `select tab 1`, `pop to root`, `pop and push …`,
  /// `set stack: Screen "Home", ProductScreen "Product 42"`, `dismiss all`.
  public var log: [String] {
    requests.map { request in
      switch request {
      case .route(let routed):
        let details = [routed.transition.rawValue, routed.animator?.description].compactMap { $0 }
        return "route \(ScreenInfo(routed.screen)) (\(details.joined(separator: ", ")))"
      case .close: return "close"
      case .dismiss: return "dismiss"
      case .focus: return "focus"
      case .selectTab(let index): return "select tab \(index)"
      case .popToRoot(let animated): return "pop to root\(animated ? "" : " (not animated)")"
      case .popAndPush(let routed):
        let details = [routed.transition.rawValue, routed.animator?.description].compactMap { $0 }
        return "pop and push \(ScreenInfo(routed.screen)) (\(details.joined(separator: ", ")))"
      case .setStack(let animated, let screens):
        let listed = screens.map { ScreenInfo($0).description }.joined(separator: ", ")
        return "set stack\(animated ? "" : " (not animated)"): \(listed)"
      case .dismissAll(let target, let animated):
        let down = target.map { " down to \($0)" } ?? ""
        return "dismiss all\(down)\(animated ? "" : " (not animated)")"
      }
    }
  }

  /// Forgets the recorded requests.
  public func reset() {
    requests.removeAll()
  }

  /// Records the request to open `screen`.
  public func route(
    to screen: Screen, as transition: some Transition, completion: RoutingCompletion?
  ) {
    record(
      .route(
        RoutedScreen(
          screen: screen, transition: transition.kind, animator: transition.animator?.info)),
      completion: completion)
  }

  /// Records a close request.
  public func close(completion: RoutingCompletion?) {
    record(.close, completion: completion)
  }

  /// Records a dismiss request.
  public func dismiss(completion: RoutingCompletion?) {
    record(.dismiss, completion: completion)
  }

  /// Records a focus request.
  public func focus(completion: RoutingCompletion?) {
    record(.focus, completion: completion)
  }

  /// Records a tab selection.
  public func selectTab(at index: Int, completion: RoutingCompletion?) {
    record(.selectTab(index: index), completion: completion)
  }

  /// Records a pop to the root.
  public func popToRoot(animated: Bool, completion: RoutingCompletion?) {
    record(.popToRoot(animated: animated), completion: completion)
  }

  /// Builds the replacing screen (with its router, as the real call would) and records it.
  public func popAndPush<S: Screen>(
    animated: Bool, build: (DefaultRouter) throws -> S,
    completion: (@MainActor (Result<S, RoutingError>) -> Void)?
  ) {
    let transition = PushTransition(animator: animated ? SystemAnimator.push : nil)
    let screen: S
    do {
      screen = try makeScreen(transition, build: build)
    } catch {
      context.notify(.failed(error, transition: .push))
      completion?(.failure(error))
      return
    }
    record(
      .popAndPush(
        RoutedScreen(
          screen: screen, transition: transition.kind, animator: transition.animator?.info))
    ) { result in completion?(result.map { screen }) }
  }

  /// Runs the builder and records the screens it listed.
  ///
  /// The double has no stack: `StackBuilder.keep(_:)` accepts any screen, and new screens are
  /// built with their routers as the real call builds them; a new bottom screen's router gets
  /// ``rootTransition`` (the double's root stands for the current bottom). The request fails,
  /// and is not recorded, as the real one would: when the builder throws, lists no screen, or
  /// lists a screen twice.
  public func setStack(
    animated: Bool, build: (StackBuilder) throws -> Void, completion: RoutingCompletion?
  ) {
    let builder = StackBuilder(
      recordingFor: self, bottomTransition: rootTransition,
      animator: animated ? SystemAnimator.push : nil)
    do {
      try build(builder)
      try builder.checkRecordedScreens()
    } catch {
      let failure = RoutingError.wrapping(error, request: "replace the navigation stack")
      context.notify(.failed(failure, transition: .push))
      completion?(.failure(failure))
      return
    }
    record(.setStack(animated: animated, screens: builder.screens), completion: completion)
  }

  /// Records a dismissal of every presentation above `screen`.
  public func dismissAll(downTo screen: Screen?, animated: Bool, completion: RoutingCompletion?) {
    record(
      .dismissAll(downTo: screen.map(ScreenInfo.init), animated: animated), completion: completion)
  }

  private func record(_ request: Request, completion: RoutingCompletion?) {
    requests.append(request)
    if let failure {
      context.notify(.failed(failure))
      completion?(.failure(failure))
    } else {
      completion?(.success(()))
    }
  }
}
