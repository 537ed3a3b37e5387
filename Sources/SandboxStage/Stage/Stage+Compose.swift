import PhoneDrawing
import SandboxPrimitives

/// The stage's one composition: the window's frames, its screenshots, `render` and the render
/// bench draw the phones, the review's slot and marks, the column and the strip through it.
extension Stage {
  /// The text the next frame would draw as things stand (no time passes, nothing changes): what
  /// a host can open fonts for and rasterize glyphs of before its first frame.
  public func expectedText() -> [TextRun] {
    let hud = HUDStatus(framesPerSecond: 0, frameMilliseconds: 0, renderer: "")
    return compose(hud: hud, forScreenshot: false).commands.compactMap {
      if case .text(let run) = $0 { run } else { nil }
    }
  }

  /// The frame, the one composition of the window, its screenshots, `render` and the render
  /// bench: the phones (`PhoneScenes`, laid out by `PhonesPainter`), A's banner, and the
  /// column's panel and plots. A screenshot keeps the column's width but not its contents, nor
  /// any overlay; a headless stage draws the overlays its setup forces and none of the window's
  /// own marks.
  func compose(hud: HUDStatus, forScreenshot: Bool) -> DisplayList {
    var hudStatus = hud
    hudStatus.recording = isRecording
    let status = sessionStatus
    let (column, layout, values) = (self.column, self.layout, panelValues)
    let markerList = review.markerListView(session)
    var states = PhoneScenes.states(
      phones, hud: hudStatus, overlays: forScreenshot ? .none : setup.overlays,
      banner: column.banner)
    // The window shows one help card over the whole canvas, readable however small the phones
    // are drawn; a render keeps each phone's own card.
    let windowHelp = !forScreenshot && !setup.isHeadless && states.first?.showHelp == true
    if windowHelp { for index in states.indices { states[index].showHelp = false } }
    var captions = CompareCaption.lines(
      labels: labels, values: phones.map(\.settings.values),
      widths: layout.viewports.map(\.width), scale: layout.captionScale)
    let referenceSlot = review.referenceSlot(for: phones[0], session.recording)
    if referenceSlot?.isBeside == true && captions.isEmpty { captions = [["Simulated"]] }
    var list = PhonesPainter.paint(
      states, viewports: layout.viewports, sideColumn: layout.columnWidth, captions: captions,
      captionScale: layout.captionScale, bezel: layout.bezel, ghosts: onionSkin.trail,
      reference: referenceSlot,
      side: forScreenshot
        ? nil
        : { _, list in
          var commands: [DrawCommand] = []
          column.paint(layout, values: values, markerList: markerList, into: &commands)
          list.append(contentsOf: layout.columnToCanvas(commands))
        })
    if !forScreenshot && !setup.isHeadless {
      // The states and the hint belong to the window, never to a screenshot or a render.
      let phoneA = layout.arrangement.frame(0)
      let marks = WindowMarks(
        layout: layout, status: status,
        bannerTop: states.first.flatMap(OverlayPainter.bannerFrame).map { phoneA.y + $0.minY },
        showsStatus: !windowHelp, review: review, referenceSlot: referenceSlot, hint: hint,
        toast: toast)
      list.append(contentsOf: marks.paint())
    }
    if let strip = layout.timelineFrame {
      // The window's canvas includes the strip; a screenshot keeps the size but not the strip.
      list.size.height += strip.height
      if !forScreenshot {
        var commands: [DrawCommand] = []
        TimelinePainter.paint(timeline, in: strip, markers: review.markers.list, into: &commands)
        list.append(contentsOf: commands)
      }
    }
    if windowHelp {
      HelpOverlayPainter.paintOverCanvas(
        &list, pixelsPerPoint: layout.pixelsPerPoint(window: host.fitSize),
        minimumTextPixels: StageLayout.minimumTextPixels)
    }
    return list
  }

  /// The host says how many pixels the canvas may take at most (the display's usable size, in
  /// pixels): the captions and the strip are enlarged so their text stays readable when the
  /// canvas is shrunk to fit it, now and whenever the canvas changes. Returns the effects (a new
  /// canvas when the captions changed). Resize events do not refit: they arrive in canvas
  /// points, which say nothing about the pixels.
  public mutating func noteWindowSize(_ size: Size) -> [StageEffect] {
    var effects: [StageEffect] = []
    host.fitSize = size
    if layout.refit(for: host) { effects.append(.setCanvas(canvasSize)) }
    return effects
  }

  /// Gives the reference recording its slot beside the phones, or takes it away, as phone A's
  /// `view.referenceMode` now says; a change re-lays the phones out inside the window (never
  /// resizing or moving it: V during a screen recording), the captions and column refitted.
  mutating func syncReferenceSlot(effects: inout [StageEffect]) {
    guard review.syncReferenceLayout(phones: &session.phones, layout: &layout) else { return }
    _ = layout.refit(for: host)
    effects.append(.relayout(canvasSize))
  }

}
