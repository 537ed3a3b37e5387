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
  public func readableCaptionScale(window: Size, minimumTextPixels: Double = 11) -> Double {
    guard window.width > 0, window.height > 0, arrangement.count > 1 || timelineHeight > 0 else {
      return 1
    }
    var layout = self
    var scale = 1.0
    for _ in 0..<6 {
      layout.captionScale = scale
      layout.timelineHeight = timelineHeight > 0 ? Timeline.stripHeight * scale : 0
      let size = layout.canvasSize
      let pixelsPerPoint = min(window.width / size.width, window.height / size.height)
      let wanted = minimumTextPixels / (PhonesPainter.captionDetailSize * pixelsPerPoint)
      let next = max(1, (wanted * 4).rounded(.up) / 4)
      if next <= scale { break }
      scale = next
    }
    return scale
  }

  /// Width of the column, 0 when it is hidden.
  public var columnWidth: Double { columnShown ? PanelStyle.columnWidth : 0 }

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

  /// The panel's frame in canvas points when it is shown: the column's top, above the plots.
  public var panelFrame: Rect? {
    guard columnShown, showPanel else { return nil }
    let height = phonesSize.height
    let plots = showPlots ? min(PanelStyle.plotsHeight, height * 0.6) : 0
    return Rect(
      x: phonesWidth, y: 0, width: PanelStyle.columnWidth,
      height: max(0, height - plots - markerListHeight))
  }

  /// The marker list's frame: the bottom of the panel's part of the column, nil without one.
  public var markerListFrame: Rect? {
    guard markerListHeight > 0, let panel = panelFrame else { return nil }
    return Rect(x: panel.x, y: panel.maxY, width: panel.width, height: markerListHeight)
  }

  /// The plots' frame: the whole column, or its bottom when the panel is shown too.
  public var plotsFrame: Rect? {
    guard columnShown, showPlots else { return nil }
    let height = phonesSize.height
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
    func local(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
      let point = arrangement.local(x: x, y: y)
      return (point.x, point.y)
    }
    switch event {
    case .pointerDown(let id, let x, let y):
      let p = local(x, y)
      return .pointerDown(id, x: p.x, y: p.y)
    case .pointerMove(let id, let x, let y):
      let p = local(x, y)
      return .pointerMove(id, x: p.x, y: p.y)
    case .pointerUp(let id, let x, let y):
      let p = local(x, y)
      return .pointerUp(id, x: p.x, y: p.y)
    case .hover(let x, let y):
      let p = local(x, y)
      return .hover(x: p.x, y: p.y)
    case .wheel(let dx, let dy, let precise, let x, let y):
      let p = local(x, y)
      return .wheel(dx: dx, dy: dy, precise: precise, x: p.x, y: p.y)
    default:
      return event
    }
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
