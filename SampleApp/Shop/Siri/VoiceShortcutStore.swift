/// The voice shortcuts the user added.
@MainActor
final class VoiceShortcutStore {
  private(set) var phrases: [String] = []

  func add(_ phrase: String) {
    phrases.append(phrase)
  }
}
