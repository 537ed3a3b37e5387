import Foundation
import SandboxStage

/// Ctrl+S and Ctrl+Shift+S: the review written as a session file.
extension WindowSession {
  func saveSession(_ snapshot: SessionSnapshot, asNew: Bool) {
    let folder = setup.outputDirectory
    let outcome = StageFiles.save("Session", log: "session saved") { () throws -> [String] in
      let path: String
      if let opened = asNew ? nil : sessionPath {
        path = opened
      } else {
        try OutputDirectory.prepare(folder)
        path = OutputPaths.unique(prefix: "header-sandbox-session", ext: "json", directory: folder)
      }
      let base: LoadedSession
      if let opened = setup.session {
        base = opened
      } else {
        guard let sources = setup.sources else { return [] }
        base = try LoadedSession.unsaved(
          replay: setup.stage.replay,
          phones: LoadedSession.phones(of: setup.stage, presets: sources.presets.names),
          file: path, setup: sources)
      }
      try AtomicFile.write(base.saving(snapshot, to: path).encoded(), to: path)
      sessionPath = path
      return [path]
    }
    stage.showToast(outcome)
  }
}
