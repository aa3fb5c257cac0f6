import Wayfinder

/// The headless stand-in for the system's "add voice shortcut" sheet.
@MainActor
final class VoiceShortcutScreen: Screen {
  let phrase: String

  init(phrase: String, delegate: SiriRouter) {
    self.phrase = phrase
    super.init(title: "Add to Siri", content: ["Phrase: \"\(phrase)\""], model: nil)
    identity = ScreenIdentity("siri-shortcut")
    // The sheet holds its delegate, as a view model holds its router.
    addAction("Add Shortcut") { [phrase] in delegate.voiceShortcutSheet(didAdd: phrase) }
    addAction("Cancel") { delegate.voiceShortcutSheetDidCancel() }
  }
}
