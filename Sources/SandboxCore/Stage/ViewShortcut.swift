/// The keys that change how the sandbox is viewed or what the host does, never the motion:
/// they act at once (even while paused) instead of waiting for their tick.
///
/// Some belong to the whole stage (quit, record, export, fullscreen, screenshot, the column)
/// and act once; the rest belong to each phone (slow motion, pause, step, overlays) and act on
/// every phone alike, so an A/B pair stays in step.
public enum ViewShortcut: Sendable, Equatable {
  case quit, toggleRecording, export, toggleFullscreen, screenshot
  case slowMotion, pause, step, touchIndicators, hud, panel, plots, help, escape

  /// The shortcut `key` with `modifiers` stands for, or nil for a simulation key.
  public init?(key: Key, modifiers: KeyModifiers) {
    let control = modifiers.contains(.control)
    switch (key, control) {
    case (.q, true): self = .quit
    case (.r, true): self = .toggleRecording
    case (.e, true): self = .export
    case (.f11, _): self = .toggleFullscreen
    case (.f12, _): self = .screenshot
    case (.s, false): self = .slowMotion
    case (.p, false): self = .pause
    case (.period, false): self = .step
    case (.t, false): self = .touchIndicators
    case (.f1, _), (.tab, _): self = .hud
    case (.f2, _), (.backquote, _): self = .panel
    case (.f3, _): self = .plots
    case (.slash, _) where modifiers.contains(.shift): self = .help
    case (.escape, _): self = .escape
    default: return nil
    }
  }

  /// The shortcut a key event stands for, if it is one.
  public init?(_ event: InputEvent) {
    guard case .keyDown(let key, let modifiers) = event else { return nil }
    self.init(key: key, modifiers: modifiers)
  }

  /// Slow-motion factors S cycles through.
  public static let timeScales: [Double] = [1, 0.25, 0.1]

  /// Applies the phone's part of the shortcut to `sandbox` (nothing for stage-wide ones).
  public func apply(to sandbox: inout Sandbox) {
    switch self {
    case .slowMotion:
      let scales = ViewShortcut.timeScales
      let index = scales.firstIndex(of: sandbox.view.timeScale) ?? 0
      sandbox.view.timeScale = scales[(index + 1) % scales.count]
    case .pause: sandbox.view.isPaused.toggle()
    case .step: if sandbox.view.isPaused { sandbox.step() }
    case .touchIndicators: sandbox.view.showTouchIndicators.toggle()
    case .hud: sandbox.view.showHUD.toggle()
    case .help: sandbox.view.showHelp.toggle()
    case .escape: sandbox.view.showHelp = false
    case .quit, .toggleRecording, .export, .toggleFullscreen, .screenshot, .panel, .plots:
      break
    }
  }
}
