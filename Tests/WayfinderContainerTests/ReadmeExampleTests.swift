import Testing
import WayfinderContainer

// README.md "The container": the example, in compiling form.

extension Scope {
  fileprivate static let readmeSession = Scope("session")
}

private final class ReadmeSessionService: Sendable {}

private struct ReadmeCart: Sendable {
  let session: Lazy<ReadmeSessionService>
}

@Suite struct ReadmeExampleTests {
  @Test func aScopedSessionIsDroppedOnResetAndACartReachesItLazily() throws {
    let container = Container()
    try container.register(ReadmeSessionService.self, lifetime: .scoped(.readmeSession)) { _ in
      ReadmeSessionService()
    }
    try container.register(ReadmeCart.self) { r in
      ReadmeCart(session: r.lazy(ReadmeSessionService.self))
    }

    let cart = try container.resolve(ReadmeCart.self)
    let first = try cart.session.instance
    #expect(try cart.session.instance === first)
    #expect(try container.resolve(ReadmeSessionService.self) === first)
    container.reset(.readmeSession)
    #expect(try container.resolve(ReadmeSessionService.self) !== first)
  }
}
