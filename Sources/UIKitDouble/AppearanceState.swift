/// Where a view controller's view is in its appearance: out of the window, arriving, in it, or
/// leaving.
enum AppearanceState {
  case disappeared
  case appearing
  case appeared
  case disappearing
}
