import SandboxFormats

extension ViewShortcut {
  /// Applies the phone's part of the shortcut to `sandbox` (nothing for stage-wide ones).
  public func apply(to sandbox: inout Sandbox) {
    switch self {
    case .slowMotion:
      let scales = ShortcutTable.timeScales
      let index = scales.firstIndex(of: sandbox.view.timeScale) ?? 0
      sandbox.view.timeScale = scales[(index + 1) % scales.count]
    case .pause: sandbox.view.isPaused.toggle()
    case .step: if sandbox.view.isPaused { sandbox.step() }
    case .touchIndicators: sandbox.view.showTouchIndicators.toggle()
    case .hud: sandbox.view.showHUD.toggle()
    case .help: sandbox.view.showHelp.toggle()
    case .escape: sandbox.view.showHelp = false
    case .quit, .toggleRecording, .export, .toggleFullscreen, .screenshot, .panel, .plots,
      .stepBack, .stepBackTen, .stepForwardTen, .loopIn, .loopOut, .loop, .snapshotPhone,
      .lockPlotScale, .savePlotHistory, .undo, .redo, .ghosts, .ghostLength, .saveSession,
      .saveSessionAs, .addMarker, .deleteMarker, .nextMarker, .previousMarker, .referenceLater,
      .referenceLaterTen, .referenceEarlier, .referenceEarlierTen, .fitReference, .referenceMode,
      .referenceOpacity:
      // The stage's (the timeline, the plots and the edit history live there).
      break
    }
  }
}
