extension Window {
  /// The path of what the window shows (see ``ScreenPath``).
  ///
  /// Each screen is written by its ``Screen/identity``, navigation and tab containers by their
  /// shape, each presentation by the style of the transition its router opened it with.
  ///
  /// - Throws: ``ScreenPathError/emptyWindow``, ``ScreenPathError/unidentifiedScreen(_:)`` for a
  ///   screen without identity, or ``ScreenPathError/unsupportedHierarchy(_:_:)`` for a container
  ///   pushed onto a stack or a custom container.
  public func path() throws(ScreenPathError) -> ScreenPath {
    try ScreenPath(capturing: self)
  }

  /// The path of what the window shows up to the first screen without an identity, for state
  /// restoration that saves what it can (as UIKit's skips the view controllers it cannot save).
  ///
  /// A stack ends below its first screen without an identity (a pushed screen the app did not
  /// name), and so does the chain of presentations (a system sheet, an alert); after a stack was
  /// cut, nothing presented is kept, as it may come from a screen left out.
  ///
  /// - Throws: As ``path()`` does when the root, a tab or the bottom of a stack has no identity,
  ///   or for a container pushed onto a stack or a custom container.
  public func restorablePath() throws(ScreenPathError) -> ScreenPath {
    try ScreenPath(capturing: self, upToUnidentified: true)
  }

  /// Rebuilds the hierarchy `path` describes with the app's builders and makes it the window's
  /// root (state restoration).
  ///
  /// The whole new hierarchy is built off the window first, every screen with its router (see
  /// ``ScreenRegistry``), then made the root as ``setRoot(build:)`` does: observers receive an
  /// `opened` event for the new root, the old hierarchy leaves the window (results waiting in
  /// it are cancelled), and observers receive ``PathEvent/restored(_:)``.
  ///
  /// - Returns: The new root.
  /// - Throws: ``ScreenPathError/unknownScreen(_:)``, ``ScreenPathError/unknownPresentation(_:)``,
  ///   ``ScreenPathError/presentationMismatch(style:node:)``,
  ///   ``ScreenPathError/identityMismatch(expected:actual:)``, the ``ScreenPathError`` a builder
  ///   threw (``ScreenPathError/badParameter(_:key:problem:)``), or
  ///   ``ScreenPathError/routing(_:)``; the window is unchanged, everything built is freed (a
  ///   screen the app keeps and a builder returned gets back its identity, no router and nothing
  ///   presented on it), and observers receive ``PathEvent/refused(_:_:)``.
  @discardableResult
  public func restore(
    _ path: ScreenPath, using registry: ScreenRegistry
  ) throws(ScreenPathError) -> Screen {
    let restorer = PathRestorer(path: path, window: self, registry: registry)
    do throws(ScreenPathError) {
      let root = try restorer.build()
      do throws(RoutingError) {
        try makeRoot(root.screen, by: root.router)
      } catch {
        throw ScreenPathError.routing(error)
      }
      context.notifyIfObserved {
        RoutingEvent(PathEvent.restored(path), screen: ScreenInfo(root.screen))
      }
      return root.screen
    } catch {
      restorer.restored.undo()
      context.notifyIfObserved { RoutingEvent(PathEvent.refused(path, error)) }
      throw error
    }
  }
}
