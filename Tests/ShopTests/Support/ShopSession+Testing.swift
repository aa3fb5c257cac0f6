@testable import WayfinderSampleShop

extension ShopSession {
  /// Runs `command`, throwing the reason when it could not be carried out.
  func perform(_ command: SessionCommand) throws(SessionError) {
    _ = try run(command).get()
  }
}
