import PhoneDrawing
import PhoneSimulation
import SandboxPrimitives

/// What each phone shows this frame: its scene state with the HUD's lines, the overlays a render
/// or a screenshot forces on or off, and the banner over phone A. `Stage` hands the states to
/// `PhonesPainter`, the one place that lays the phones out.
public enum PhoneScenes {
  /// Overlays forced on or off for every phone; nil keeps what the phone's view shows.
  public struct Overlays: Sendable, Equatable {
    public var touches: Bool?
    public var hud: Bool?
    public var help: Bool?

    public init(touches: Bool? = nil, hud: Bool? = nil, help: Bool? = nil) {
      self.touches = touches
      self.hud = hud
      self.help = help
    }

    /// A screenshot: the phones alone.
    public static let none = Overlays(touches: false, hud: false, help: false)
  }

  /// Each phone's scene state, A first, with `banner` over A.
  public static func states(
    _ phones: [Sandbox], hud: HUDStatus, overlays: Overlays = Overlays(), banner: String? = nil
  ) -> [SceneState] {
    var states: [SceneState] = []
    for (index, phone) in phones.enumerated() {
      let showHUD = overlays.hud ?? phone.view.showHUD
      let lines =
        showHUD
        ? HUDText.lines(
          sandbox: phone, framesPerSecond: hud.framesPerSecond,
          frameMilliseconds: hud.frameMilliseconds, renderer: hud.renderer,
          recording: hud.recording)
        : []
      // Captions sit above compared phones (PhonesPainter), never in the header.
      var state = phone.sceneState(hudLines: lines)
      if index == 0 { state.banner = banner }
      if let touches = overlays.touches { state.showTouchIndicators = touches }
      if let shown = overlays.hud { state.showHUD = shown }
      if let help = overlays.help { state.showHelp = help }
      states.append(state)
    }
    return states
  }
}
