import SandboxStage

extension WindowSession {
  /// Reads the presets the panel lists but the first frame did not need (see
  /// `WindowOptions.presetsPending`), once: the panel can then switch to any of them without
  /// reading a file.
  func readPendingPresets() {
    guard setup.presetsPending else { return }
    setup.presetsPending = false
    let current = setup.stage.presetName
    stage.presetsRead(StageFiles.presets(library: setup.presets, reading: { $0 != current }))
  }

  /// `HEADER_SANDBOX_EXIT_AFTER_FIRST_FRAME`: stops after the first present and says how large
  /// it was (`first frame WIDTHxHEIGHT`, output pixels), so `bench` can time its start-up floor
  /// with a window of the same size.
  func firstFrameShown() {
    running = false
    let size = window.canvas.outputPixelSize
    Console.outLine("first frame \(size.width)x\(size.height)")
  }
}
