extension Window {
  /// The path of what the window shows; see ``ScreenPath/init(window:)``.
  ///
  /// - Throws: ``ScreenPathError`` when the hierarchy cannot be written.
  public func path() throws(ScreenPathError) -> ScreenPath {
    try ScreenPath(window: self)
  }

  /// Rebuilds the hierarchy `path` describes with the app's builders and makes it the window's
  /// root (state restoration).
  ///
  /// The whole new hierarchy is built off the window first, every screen with its router
  /// (see ``ScreenRegistry``), then swapped in as the root in one step; the old hierarchy
  /// leaves the window. Observers receive one `restored` event.
  ///
  /// - Returns: The new root.
  /// - Throws: ``ScreenPathError/unknownScreen(_:)``, ``ScreenPathError/unknownPresentation(_:)``,
  ///   ``ScreenPathError/badParameter(_:key:problem:)``, ``ScreenPathError/buildFailed(_:_:)``,
  ///   ``ScreenPathError/identityMismatch(expected:actual:)``,
  ///   ``ScreenPathError/presentationMismatch(style:node:)`` or
  ///   ``ScreenPathError/routing(_:)``; the window is unchanged, everything built so far is
  ///   freed, and observers receive a `restoreRefused` event.
  @discardableResult
  public func restore(
    _ path: ScreenPath, using registry: ScreenRegistry
  ) throws(ScreenPathError) -> Screen {
    let text = path.description
    let root: Screen
    let old: Screen?
    do throws(ScreenPathError) {
      root = try PathRestorer(window: self, registry: registry).build(path)
      do {
        old = try replaceRoot(with: root)
      } catch {
        throw ScreenPathError.routing(RoutingError("restore \(text)", .hierarchy(error)))
      }
    } catch {
      context.notify(
        RoutingEvent(action: .restoreRefused(path: text, reason: "\(error)"), screen: nil))
      throw error
    }
    if context.hasObservers {
      context.notify(
        RoutingEvent(
          action: .restored(text), screen: ScreenInfo(root), transition: Transition.root.name))
    }
    context.didChange()
    if let old { context.screensDidLeave([old]) }
    return root
  }

  /// Reads `text` as a ``ScreenPath`` and restores it; see ``restore(_:using:)``.
  ///
  /// - Throws: ``ScreenPathError/malformed(text:offset:expected:)`` for text that is not a
  ///   path, or any error of ``restore(_:using:)``; the window is unchanged and observers
  ///   receive a `restoreRefused` event.
  @discardableResult
  public func restore(
    _ text: String, using registry: ScreenRegistry
  ) throws(ScreenPathError) -> Screen {
    let path: ScreenPath
    do {
      path = try ScreenPath(parsing: text)
    } catch {
      context.notify(
        RoutingEvent(action: .restoreRefused(path: text, reason: "\(error)"), screen: nil))
      throw error
    }
    return try restore(path, using: registry)
  }
}
