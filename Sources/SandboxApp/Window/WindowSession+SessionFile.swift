import Foundation
import SandboxCore

/// Ctrl+S and Ctrl+Shift+S: the review written as a session file.
extension WindowSession {
  func saveSession(_ snapshot: SessionSnapshot, asNew: Bool) {
    let path =
      (asNew ? nil : sessionPath)
      ?? OutputPaths.unique(prefix: "header-sandbox-session", ext: "json")
    do {
      let base: LoadedSession
      if let opened = setup.session {
        base = opened
      } else {
        guard let sources = setup.sources else { return }
        base = try LoadedSession.unsaved(
          replay: setup.stage.replay, presetName: setup.stage.presetName,
          phoneCount: setup.stage.phones.count, file: path, setup: sources)
      }
      try AtomicFile.write(base.saving(snapshot, to: path).encoded(), to: path)
      sessionPath = path
      Console.outLine("session saved: \(path)")
    } catch {
      Console.errLine("header-sandbox: session not saved: \(error.message)")
    }
  }
}
