import Wayfinder

/// The router of the system's "add voice shortcut" sheet: a `DefaultRouter` that also handles
/// the sheet's outcome (the article's `INUIAddVoiceShortcutViewControllerDelegate`), dismissing
/// the sheet when the user adds the shortcut or cancels.
@MainActor
final class SiriRouter: DefaultRouter {
  /// Makes the sheet for `product`, with this router as its delegate.
  func makeSheet(for product: Product) -> VoiceShortcutScreen {
    VoiceShortcutScreen(phrase: "Show me \(product.name)", delegate: self)
  }

  /// The user added the shortcut: remember it and dismiss the sheet.
  func voiceShortcutSheet(didAdd phrase: String) {
    (try? container.resolve(VoiceShortcutStore.self))?.add(phrase)
    dismiss()
  }

  /// The user cancelled: dismiss the sheet.
  func voiceShortcutSheetDidCancel() {
    dismiss()
  }
}
