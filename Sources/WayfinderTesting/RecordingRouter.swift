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
/// failure reaches the context's observers, as a real router's would). The routers of the
/// screens it built (a result screen's, which closes the screen when it finishes) share its
/// context: their requests succeed without being recorded, so ``log`` holds only the requests of
/// the code under test.
@MainActor
public final class RecordingRouter: Router, Closable, Dismissable {
  /// A request the router received; `Sendable`, so that an `async` test reads ``requests``
  /// from off the main actor.
  public enum Request: Sendable {
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

  /// A screen the router was asked to open, kept alive for inspection; `Sendable` (a screen is
  /// main-actor isolated), so that an `async` test reads ``routedScreens`` from off the main
  /// actor.
  public struct RoutedScreen: Sendable {
    /// The screen (with its router and view model).
    public let screen: Screen

    /// The transition it was to open with.
    public let transition: Transition

    /// The record of the transition's animator, `nil` when not animated.
    public var animator: AnimatorInfo? { transition.animator?.info }
  }

  /// Every request, oldest first.
  public private(set) var requests: [Request] = []

  /// The error every request fails with, or `nil` for success.
  public var failure: RoutingError?

  /// A stand-in root screen, owned by the double.
  public let ownedRoot: Screen

  /// The transition reported as the one that opened the root.
  public let rootTransition: Transition

  /// A context of its own that records the requests instead of carrying them out; add observers
  /// to see the failures it reports.
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
    container: Container = Container(), rootTransition: Transition = .empty
  ) {
    self.ownedRoot = Screen(title: "RecordingRouter root")
    self.container = container
    self.rootTransition = rootTransition
    context.recorder = { [weak self] request, router in
      // The routers of the screens it built share its context: their requests (a result
      // screen's finish) succeed, and are theirs, not this router's.
      guard let self, router === self else { return nil }
      return record(request)
    }
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
        let details = [routed.transition.name, routed.animator?.description].compactMap { $0 }
        return "route \(ScreenInfo(routed.screen)) (\(details.joined(separator: ", ")))"
      case .close: return "close"
      case .dismiss: return "dismiss"
      case .focus: return "focus"
      case .selectTab(let index): return "select tab \(index)"
      case .popToRoot(let animated): return "pop to root\(animated ? "" : " (not animated)")"
      case .popAndPush(let routed):
        let details = [routed.transition.name, routed.animator?.description].compactMap { $0 }
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

  /// Forgets the recorded requests, and with them the screens they kept alive (with their view
  /// models and routers), so that a test can check those are freed.
  public func reset() {
    requests.removeAll()
  }

  /// Records the request to open `screen`.
  public func route(
    to screen: Screen, as transition: Transition, completion: RoutingCompletion?
  ) {
    context.perform(.open(screen, transition), by: self, completion: completion)
  }

  /// Records a close request.
  public func close() {
    close(completion: nil)
  }

  /// Records a dismiss request.
  public func dismiss() {
    dismiss(completion: nil)
  }

  /// Records `request` as the real router would hand it over, or returns the error it fails with:
  /// ``failure`` when set; a stack that is empty or lists a screen twice is refused, and not
  /// recorded, as the real request would be.
  private func record(_ request: RoutingRequest) -> RoutingError? {
    let recorded: Request
    switch request {
    case .open(let screen, let transition):
      recorded = .route(
        RoutedScreen(screen: screen, transition: transition))
    case .close: recorded = .close
    case .dismiss: recorded = .dismiss
    case .focus: recorded = .focus
    case .selectTab(let index): recorded = .selectTab(index: index)
    case .popToRoot(let animated): recorded = .popToRoot(animated: animated)
    case .popAndPush(let screen, _):
      let transition = screen.router?.rootTransition ?? .push
      recorded = .popAndPush(
        RoutedScreen(screen: screen, transition: transition))
    case .setStack(let screens, let animated):
      do {
        _ = try NavigationContainer.checkStack(screens)
      } catch {
        return RoutingError("replace the navigation stack", .hierarchy(error))
      }
      recorded = .setStack(animated: animated, screens: screens)
    case .dismissAll(let screen, let animated):
      recorded = .dismissAll(downTo: screen.map(ScreenInfo.init), animated: animated)
    case .closeShown: recorded = .close
    case .selectShownTab(let index, _): recorded = .selectTab(index: index)
    case .replaceRoot(_, let screen):
      recorded = .route(RoutedScreen(screen: screen, transition: .root))
    }
    requests.append(recorded)
    return failure
  }
}

extension RecordingRouter.RoutedScreen: Equatable {
  /// Whether both name the same screen instance, opened the same way.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.screen === rhs.screen && lhs.transition == rhs.transition
  }
}

extension RecordingRouter.Request: Equatable {
  /// Whether both are the same request; screens compare by identity, so a test can write
  /// `#expect(router.requests == [.close])`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.route(let left), .route(let right)), (.popAndPush(let left), .popAndPush(let right)):
      return left == right
    case (.close, .close), (.dismiss, .dismiss), (.focus, .focus):
      return true
    case (.selectTab(let left), .selectTab(let right)):
      return left == right
    case (.popToRoot(let left), .popToRoot(let right)):
      return left == right
    case (.setStack(let leftAnimated, let left), .setStack(let rightAnimated, let right)):
      return leftAnimated == rightAnimated && left.count == right.count
        && zip(left, right).allSatisfy { $0 === $1 }
    case (.dismissAll(let left, let leftAnimated), .dismissAll(let right, let rightAnimated)):
      return left == right && leftAnimated == rightAnimated
    case (.route, _), (.close, _), (.dismiss, _), (.focus, _), (.selectTab, _), (.popToRoot, _),
      (.popAndPush, _), (.setStack, _), (.dismissAll, _):
      return false
    }
  }
}
