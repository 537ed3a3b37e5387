import SandboxPrimitives

/// Composes a frame from phones, the one way the window, its screenshots, `render` and the
/// render bench all draw: each phone's scene with its caption and HUD, side by side, and the
/// side column's contents.
public enum StageComposer {
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

  /// The frame of `phones` (captions `labels`), `banner` over phone A, and a side column of
  /// `sideColumn` points whose contents `side` paints (nothing when nil).
  public static func compose(
    phones: [Sandbox], labels: [String], viewport: Size, hud: HUDStatus,
    overlays: Overlays = Overlays(), banner: String? = nil, sideColumn: Double = 0,
    bezel: Double = 0, ghosts: GhostTrail? = nil, side: ((Rect, inout [DrawCommand]) -> Void)? = nil
  ) -> DisplayList {
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
      // Captions sit above compared phones (FrameComposer), never in the header.
      var state = phone.sceneState(hudLines: lines)
      if index == 0 { state.banner = banner }
      if let touches = overlays.touches { state.showTouchIndicators = touches }
      if let shown = overlays.hud { state.showHUD = shown }
      if let help = overlays.help { state.showHelp = help }
      states.append(state)
    }
    let captions = CompareCaption.lines(
      labels: labels, values: phones.map(\.settings.values), width: viewport.width)
    var list = FrameComposer.compose(
      states, viewport: viewport, sideColumn: sideColumn, captions: captions, bezel: bezel
    ) {
      frame, list in
      guard let side else { return }
      var commands: [DrawCommand] = []
      side(frame, &commands)
      list.append(contentsOf: commands)
    }
    if let ghosts {
      let arrangement = PhoneArrangement(viewport: viewport, count: phones.count)
      var commands: [DrawCommand] = []
      // Under the help card, the outlines would cross its text.
      for index in phones.indices where !states[index].showHelp {
        let frame = arrangement.frame(index)
        commands.append(.pushClip(frame))
        ghosts.paint(phone: index, at: Point(x: frame.x, y: frame.y), into: &commands)
        commands.append(.popClip)
      }
      list.append(contentsOf: commands)
    }
    return list
  }
}
