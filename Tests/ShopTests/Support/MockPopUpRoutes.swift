import Wayfinder

@testable import WayfinderSampleShop

/// The routes of ``PopUpViewModel``, recorded.
@MainActor
final class MockPopUpRoutes: PopUpViewModel.Routes {
  enum Call: Equatable {
    case close
  }

  private(set) var calls: [Call] = []

  func close() {
    calls.append(.close)
  }
}
