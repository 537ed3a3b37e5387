import SandboxCore

extension WindowSession {
  /// Reads the presets the panel lists but the first frame did not need (see
  /// `WindowOptions.presetsPending`), once: the panel can then switch to any of them without
  /// reading a file.
  func readPendingPresets() {
    guard setup.presetsPending else { return }
    setup.presetsPending = false
    stage.presetsRead(StageFiles.presets(library: setup.presets))
  }
}
