/// What restoring a ``ScreenPath`` reports to the window's observers (see ``FeatureEvent``).
///
/// A restore that succeeds is an `opened` event for the new root, then ``restored(_:)``.
public enum PathEvent: FeatureEvent {
  /// The window's hierarchy was rebuilt from the path; the event's screen is the new root.
  case restored(ScreenPath)
  /// The path could not be restored; the window is unchanged.
  case refused(ScreenPath, ScreenPathError)

  /// `restored nav(shop/product?id=42)`, `restore refused nav(shop): <the error>`.
  public var description: String {
    switch self {
    case .restored(let path): "restored \(path)"
    case .refused(let path, let error): "restore refused \(path): \(error)"
    }
  }
}
