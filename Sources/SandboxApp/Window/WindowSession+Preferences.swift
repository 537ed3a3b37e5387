import SandboxStage
import SandboxPrimitives
import TuningPanel

extension WindowSession {
  /// Keeps the window's size and canvas for the next window (`StageEffect.savePreferences`).
  func savePreferences(_ preferences: PanelPreferences, canvas: Size) {
    // A run nobody could see (tests, `bench`, a fallback) must never change what the user's
    // next window looks like.
    if window.isHeadless { return }
    var preferences = preferences
    if !window.isFullscreen {
      preferences.windowSize = window.windowSize
      preferences.windowCanvas = canvas
    }
    if let problem = PreferencesFile.save(preferences) {
      Console.errLine("header-sandbox: settings not saved: \(problem)")
    }
  }
}
