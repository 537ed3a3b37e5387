import PhoneDrawing
import SandboxPrimitives
import TuningPanel

/// Where things sit on the canvas: the phones side by side from the left, the tuning column
/// (panel above plots) to their right; and where a pointer lands in a phone's own points.
public struct StageLayout: Sendable, Equatable {
  /// Each phone's viewport in points, A first (phones on their own devices differ).
  public var viewports: [Size]
  /// Phone A's viewport in points.
  public var viewport: Size { viewports[0] }
  /// How many phones; setting it repeats or drops the last phone's viewport.
  public var phoneCount: Int {
    get { viewports.count }
    set {
      let count = max(1, newValue)
      if count < viewports.count { viewports.removeLast(viewports.count - count) }
      while viewports.count < count { viewports.append(viewports[viewports.count - 1]) }
    }
  }
  /// The caption band's and the caption text's enlargement (≥ 1; `CaptionScale`, from the
  /// window's size).
  public var captionScale = 1.0
  /// The column's enlargement (≥ 1; `readableColumnScale`, from the window's size): the panel,
  /// marker list and plots are laid out in the column's own points (`PanelStyle.columnWidth`
  /// wide) and drawn this many canvas points per column point, so their text keeps a floor
  /// while the phones shrink to make room.
  public var columnScale = 1.0
  /// Whether the column is on the canvas.
  public var columnShown = false
  /// Which parts of the column are shown (when it is).
  public var showPanel = false
  public var showPlots = false
  /// Width of the bezel around each phone (`view.deviceFrame`), 0 without one, in points.
  public var bezel = 0.0
  /// Height of the timeline strip along the bottom, 0 when it is not drawn.
  public var timelineHeight = 0.0
  /// Whether a reference recording takes a slot of phone A's size after the last phone
  /// (`view.referenceMode` `beside`).
  public var referenceSlot = false
  /// Height of the marker list at the bottom of the panel (`MarkerListPainter`), 0 without.
  public var markerListHeight = 0.0

  public init(viewport: Size, phoneCount: Int) {
    viewports = Array(repeating: viewport, count: max(1, phoneCount))
  }

  public init(viewports: [Size]) {
    self.viewports = viewports.isEmpty ? [Size(width: 0, height: 0)] : viewports
  }

  /// The phones, their gutters and caption band.
  public var arrangement: PhoneArrangement {
    PhoneArrangement(
      viewports: referenceSlot ? viewports + [viewports[0]] : viewports, bezel: bezel,
      captionScale: captionScale)
  }

  /// Width of the phones together (gutters included).
  public var phonesWidth: Double { arrangement.size.width }

  /// The phones' part of the canvas with their captions (what a screenshot keeps).
  public var phonesSize: Size { arrangement.size }

  /// The caption scale (in quarters, ≥ 1) at which caption text of 11 points is at least
  /// `minimumTextPixels` tall when the whole canvas is letterboxed into `window` (window
  /// pixels): a window that shrinks five phones and the panel to 1280 px shows captions and the
  /// strip enlarged, wrapped to two lines rather than shrunk. The band and the strip grow with
  /// the scale, which shrinks the canvas again, so the scale is found by a few rounds.
  public func readableCaptionScale(
    window: Size, minimumTextPixels: Double = StageLayout.minimumTextPixels
  ) -> Double {
    guard window.width > 0, window.height > 0, arrangement.count > 1 || timelineHeight > 0 else {
      return 1
    }
    return readableScale(
      window: window, textSize: PhonesPainter.captionDetailSize,
      minimumTextPixels: minimumTextPixels
    ) { layout, scale in
      layout.captionScale = scale
      layout.timelineHeight = timelineHeight > 0 ? Timeline.stripHeight * scale : 0
    }
  }

  /// The column scale (in quarters, ≥ 1) at which the panel's smallest row text (chips, hints,
  /// marker rows: `PanelStyle.chipSize`) is at least `minimumTextPixels` tall when the whole
  /// canvas is letterboxed into `window` (window pixels): five phones and the panel in a
  /// 1280 px window keep the panel readable and shrink the phones instead. A wider column
  /// shrinks the canvas again, so the scale is found by a few rounds.
  public func readableColumnScale(
    window: Size, minimumTextPixels: Double = StageLayout.minimumTextPixels
  ) -> Double {
    guard columnShown, window.width > 0, window.height > 0 else { return 1 }
    return readableScale(
      window: window, textSize: PanelStyle.chipSize, minimumTextPixels: minimumTextPixels
    ) { layout, scale in layout.columnScale = scale }
  }

  /// The least scale (in quarters, ≥ 1) that, set by `apply`, draws text of `textSize` points
  /// at least `minimumTextPixels` tall in `window`: found by rounds, since the enlargement
  /// shrinks the canvas again.
  private func readableScale(
    window: Size, textSize: Double, minimumTextPixels: Double,
    apply: (inout StageLayout, Double) -> Void
  ) -> Double {
    var layout = self
    var scale = 1.0
    for _ in 0..<8 {
      apply(&layout, scale)
      let wanted = minimumTextPixels / (textSize * layout.pixelsPerPoint(window: window))
      let next = max(1, (wanted * 4).rounded(.up) / 4)
      if next <= scale { break }
      scale = next
    }
    return scale
  }

  /// The least height, in window pixels, of the captions', the column's row text and the
  /// window's help card's entries.
  public static let minimumTextPixels = 11.0

  /// This layout with its captions, strip and column enlarged for `window` (window pixels):
  /// each enlargement shrinks the canvas for the other, so a few rounds settle them.
  public func readable(in window: Size) -> StageLayout {
    var next = self
    next.columnScale = 1
    for _ in 0..<3 {
      var base = next
      base.captionScale = 1
      base.timelineHeight = timelineHeight > 0 ? Timeline.stripHeight : 0
      next.captionScale = base.readableCaptionScale(window: window)
      if timelineHeight > 0 { next.timelineHeight = Timeline.stripHeight * next.captionScale }
      let columnScale = next.readableColumnScale(window: window)
      if columnScale == next.columnScale { break }
      next.columnScale = columnScale
    }
    return next
  }

  /// Enlarges the captions and the strip so their text stays at least `minimumTextPixels` tall
  /// in the pixels `host` allows (`StageHost.fitSize`; `readableCaptionScale`), and the column
  /// so its row text does too (`readableColumnScale`; the phones shrink instead); returns whether
  /// that changed anything (the canvas with it). The stage calls it when the host says and
  /// whenever the canvas changes (the column, a snapshot phone, the reference's slot).
  mutating func refit(for host: StageHost) -> Bool {
    guard let window = host.fitSize else { return false }
    let next = readable(in: window)
    guard next != self else { return false }
    self = next
    return true
  }

  /// Window pixels per canvas point when the canvas is letterboxed into `window`; 1 without one.
  public func pixelsPerPoint(window: Size?) -> Double {
    let size = canvasSize
    guard let window, size.width > 0, size.height > 0 else { return 1 }
    return min(window.width / size.width, window.height / size.height)
  }

  /// Width of the column in canvas points, 0 when it is hidden.
  public var columnWidth: Double { columnShown ? PanelStyle.columnWidth * columnScale : 0 }

  /// Height of the column in its own points (the phones' height over `columnScale`).
  var columnHeight: Double { phonesSize.height / columnScale }

  /// Canvas point (x, y) in the column's own points, where the panel, the marker list and the
  /// plots lay themselves out: the column's left edge stays at `phonesWidth`, its top at 0.
  public func columnPoint(x: Double, y: Double) -> Point {
    Point(x: phonesWidth + (x - phonesWidth) / columnScale, y: y / columnScale)
  }

  /// `commands` drawn in the column's own points, moved onto the canvas (enlarged by
  /// `columnScale` from the column's top left).
  public func columnToCanvas(_ commands: [DrawCommand]) -> [DrawCommand] {
    guard columnScale != 1 else { return commands }
    let corner = Point(x: phonesWidth, y: 0)
    return commands.map { $0.scaled(by: columnScale, about: corner) }
  }

  /// A pointer event on the canvas in the column's own points (other events as they are).
  public func columnEvent(_ event: InputEvent) -> InputEvent {
    Self.moving(event) { columnPoint(x: $0, y: $1) }
  }

  /// `event` with its pointer position (if it has one) put through `place`.
  private static func moving(
    _ event: InputEvent, to place: (Double, Double) -> Point
  ) -> InputEvent {
    switch event {
    case .pointerDown(let id, let x, let y):
      let p = place(x, y)
      return .pointerDown(id, x: p.x, y: p.y)
    case .pointerMove(let id, let x, let y):
      let p = place(x, y)
      return .pointerMove(id, x: p.x, y: p.y)
    case .pointerUp(let id, let x, let y):
      let p = place(x, y)
      return .pointerUp(id, x: p.x, y: p.y)
    case .hover(let x, let y):
      let p = place(x, y)
      return .hover(x: p.x, y: p.y)
    case .wheel(let dx, let dy, let precise, let x, let y):
      let p = place(x, y)
      return .wheel(dx: dx, dy: dy, precise: precise, x: p.x, y: p.y)
    default:
      return event
    }
  }

  /// The whole canvas in points.
  public var canvasSize: Size {
    let phones = arrangement.size
    return Size(width: phones.width + columnWidth, height: phones.height + timelineHeight)
  }

  /// The timeline strip's frame (the canvas's bottom, full width), nil when not drawn.
  public var timelineFrame: Rect? {
    guard timelineHeight > 0 else { return nil }
    let size = canvasSize
    return Rect(x: 0, y: phonesSize.height, width: size.width, height: timelineHeight)
  }

  /// The panel's frame in the column's own points (`columnPoint`) when it is shown: the
  /// column's top, above the plots.
  public var panelFrame: Rect? {
    guard columnShown, showPanel else { return nil }
    let height = columnHeight
    let plots = showPlots ? min(PanelStyle.plotsHeight, height * 0.6) : 0
    return Rect(
      x: phonesWidth, y: 0, width: PanelStyle.columnWidth,
      height: max(0, height - plots - markerListHeight))
  }

  /// The marker list's frame (column points): the bottom of the panel's part of the column, nil
  /// without one.
  public var markerListFrame: Rect? {
    guard markerListHeight > 0, let panel = panelFrame else { return nil }
    return Rect(x: panel.x, y: panel.maxY, width: panel.width, height: markerListHeight)
  }

  /// The plots' frame (column points): the whole column, or its bottom when the panel is shown
  /// too.
  public var plotsFrame: Rect? {
    guard columnShown, showPlots else { return nil }
    let height = columnHeight
    let plots = showPanel ? min(PanelStyle.plotsHeight, height * 0.6) : height
    return Rect(x: phonesWidth, y: height - plots, width: PanelStyle.columnWidth, height: plots)
  }

  /// Whether canvas x lies on the column.
  public func isOnColumn(x: Double) -> Bool { columnShown && x >= phonesWidth }

  /// `event` in phone `index`'s own points: every phone gets the pointer wherever it went down
  /// (in whichever phone), so an A/B pair reacts to one gesture alike. The bezel is outside the
  /// screen: a point on it lies just outside the phone's own 0…width, 0…height.
  public func localized(_ event: InputEvent, phone index: Int) -> InputEvent {
    let arrangement = self.arrangement
    return Self.moving(event) { arrangement.local(x: $0, y: $1) }
  }
}

extension StageLayout {
  /// The layout a stage starts with: its phones' screens, the strip when the window draws it,
  /// the column's parts as the panel was left last time, and phone A's `bezel`.
  init(setup: StageSetup, bezel: Double) {
    self.init(viewports: setup.phones.indices.map { setup.viewport(ofPhone: $0) })
    timelineHeight = setup.showTimeline ? Timeline.stripHeight : 0
    self.bezel = bezel
    showPanel = setup.preferences.showPanel
    showPlots = setup.preferences.showPlots
  }
}
