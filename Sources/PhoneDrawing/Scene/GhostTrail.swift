import SandboxPrimitives

/// Onion skin (G): the header's and the status bar's outlines at each phone's previous frames,
/// so one still shows the motion's spacing — wide gaps where it moved fast, bunched where it
/// eased. The window, its screenshots and `render --ghosts K` draw the same trail.
public struct GhostTrail: Sendable, Equatable {
  /// One phone's outlines in one frame, in its own points.
  public struct Outline: Sendable, Equatable {
    public var header: Rect
    public var statusBar: Rect

    public init(_ state: SceneState) {
      let geometry = SceneGeometry(state)
      header = geometry.headerFrame
      statusBar = Rect(
        x: 0, y: geometry.statusBarTop, width: geometry.width, height: geometry.statusBarHeight)
    }
  }

  /// The trail lengths Shift+G cycles through (frames).
  public static let lengths = ShortcutTable.ghostLengths
  /// The most frames `render --ghosts` accepts.
  public static let longest = 60

  static let headerColor = Color(hex: 0xE91E63)
  static let statusBarColor = Color(hex: 0x00ACC1)

  /// How many earlier frames are drawn.
  public var length: Int
  /// Per phone, the outlines of the latest frames, oldest first (the newest is the frame
  /// shown, drawn as itself, not as a ghost).
  public private(set) var outlines: [[Outline]] = []

  public init(length: Int) {
    self.length = max(1, length)
  }

  /// Adds the phones' outlines as the newest frame.
  public mutating func push(_ phones: [SceneState]) {
    if outlines.count != phones.count { outlines = Array(repeating: [], count: phones.count) }
    for (index, phone) in phones.enumerated() {
      outlines[index].append(Outline(phone))
      if outlines[index].count > length + 1 {
        outlines[index].removeFirst(outlines[index].count - length - 1)
      }
    }
  }

  /// Forgets every frame (the shown frame jumped: a scrub).
  public mutating func clear() { outlines = [] }

  /// Draws phone `index`'s ghosts, the oldest faintest, offset to the phone's `origin`.
  public func paint(phone index: Int, at origin: Point, into commands: inout [DrawCommand]) {
    guard index < outlines.count, outlines[index].count > 1 else { return }
    let ghosts = outlines[index].dropLast()
    for (age, outline) in ghosts.reversed().enumerated() {
      let fade = 1 - Double(age) / Double(length + 1)
      let alpha = UInt8((40 + 180 * fade).rounded())
      for (rect, color) in [
        (outline.statusBar, GhostTrail.statusBarColor), (outline.header, GhostTrail.headerColor),
      ] where rect.height > 0 {
        commands.append(
          .strokeRect(
            Rect(
              x: origin.x + rect.x + 1, y: origin.y + rect.y, width: rect.width - 2,
              height: rect.height),
            width: 1.5, Color(r: color.r, g: color.g, b: color.b, a: alpha)))
      }
    }
  }
}
