public import Foundation
public import Wayfinder
public import WayfinderSampleShop
public import WayfinderUIKit

#if canImport(UIKit)
  public import UIKit
#else
  public import UIKitDouble
#endif

/// The shop's UIKit composition root: the headless app, its UIKit window, the bridge between
/// them and the view controllers of the shop's screens.
///
/// A scene delegate makes one when the scene connects and hands it the links it receives —
/// custom-scheme URLs and universal links:
///
/// ```swift
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
///            options connectionOptions: UIScene.ConnectionOptions) {
///   guard let windowScene = scene as? UIWindowScene else { return }
///   shop = try? ShopScene(uiWindow: UIWindow(windowScene: windowScene))
///   for context in connectionOptions.urlContexts { shop?.open(context.url, from: .customScheme) }
/// }
///
/// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
///   for context in contexts { shop?.open(context.url, from: .customScheme) }
/// }
///
/// func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
///   guard userActivity.activityType == NSUserActivityTypeBrowsingWeb,
///     let url = userActivity.webpageURL else { return }
///   shop?.open(url, from: .universalLink)
/// }
/// ```
///
/// Nothing else of the app changes: routes, view models and their tests are the headless ones.
@MainActor
public final class ShopScene {
  /// The headless app: the window of screens, the routes, the links.
  public let app: ShopApp

  /// The UIKit window the bridge keeps equal to the app's window.
  public let uiWindow: UIWindow

  /// The bridge between the app's window and ``uiWindow``.
  public let bridge: UIKitBridge

  /// Starts the shop in `uiWindow` and shows it.
  ///
  /// - Parameters:
  ///   - uiWindow: The scene's window.
  ///   - departments: The departments with a tab of their own (see `ShopApp(departments:)`).
  public init(uiWindow: UIWindow, departments: [String] = []) throws {
    app = try ShopApp(departments: departments)
    self.uiWindow = uiWindow
    bridge = UIKitBridge(window: app.window, uiWindow: uiWindow)
    bridge.register(ShopScreen.self) { ShopViewController(screen: $0) }
    bridge.register(ProductScreen.self) { ProductViewController(screen: $0) }
    bridge.register(LoginScreen.self) { LoginViewController(screen: $0) }
    bridge.register(PopUpScreen.self) { PopUpViewController(screen: $0) }
    uiWindow.makeKeyAndVisible()
  }

  /// Opens a link the scene received (`scene(_:openURLContexts:)`, a universal link's
  /// `NSUserActivity.webpageURL`) through the app's deeplinks; `false` when it was refused.
  @discardableResult
  public func open(_ url: URL, from source: DeeplinkSource = .customScheme) -> Bool {
    app.deeplinks.handle(url.absoluteString, from: source).error == nil
  }
}
