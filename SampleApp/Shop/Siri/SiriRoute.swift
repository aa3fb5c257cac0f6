import Wayfinder

/// Offers to add a Siri voice shortcut for a product, through the system's sheet.
@MainActor
protocol SiriRoute {
  /// Presents the "add voice shortcut" sheet for `product`.
  func openSiriShortcut(for product: Product)
}

extension SiriRoute where Self: Router {
  func openSiriShortcut(for product: Product) {
    openSiriShortcut(for: product, as: .modal)
  }

  /// Presents the sheet for `product` with `transition`.
  func openSiriShortcut(for product: Product, as transition: Transition) {
    // The sheet is served by a `SiriRouter`, which plays the sheet delegate's part.
    open(transition, router: SiriRouter.self) { router in router.makeSheet(for: product) }
  }
}

extension DefaultRouter: SiriRoute {}
