/// The app's tabs, in order.
enum AppTab: Int, CaseIterable {
  case shop
  case wishlist
}
