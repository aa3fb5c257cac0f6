import WayfinderTesting

@testable import WayfinderSampleShop

// The kit's recording router gets every route's default implementation, so a route can be
// called on it and what it asked for checked.
extension RecordingRouter: ProductRoute, LoginRoute, SignUpRoute, ForgottenPasswordRoute,
  PopUpRoute, SiriRoute, ShopTabRoute, WishlistTabRoute, LogoutRoute
{}
