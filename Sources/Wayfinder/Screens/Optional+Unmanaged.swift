extension Optional {
  /// Whether this link (a back-reference stored as `Unmanaged`) names `object`; compares
  /// addresses without retaining anything.
  func refers<Object: AnyObject>(to object: Object) -> Bool where Wrapped == Unmanaged<Object> {
    self?.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
  }
}
