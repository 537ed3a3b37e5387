import SandboxFormats
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
  /// The reference recording's measured header bottom at the same frames (share of its
  /// picture's height; nil where none was trusted), oldest first, newest the frame shown.
  public private(set) var referenceEdges: [Double?] = []

  public init(length: Int) {
    self.length = max(1, length)
  }

  /// Adds the phones' outlines as the newest frame, with the reference recording's header
  /// bottom at that frame (`referenceEdge`, nil without one).
  public mutating func push(_ phones: [SceneState], referenceEdge: Double? = nil) {
    if outlines.count != phones.count { outlines = Array(repeating: [], count: phones.count) }
    for (index, phone) in phones.enumerated() {
      outlines[index].append(Outline(phone))
      if outlines[index].count > length + 1 {
        outlines[index].removeFirst(outlines[index].count - length - 1)
      }
    }
    referenceEdges.append(referenceEdge)
    if referenceEdges.count > length + 1 {
      referenceEdges.removeFirst(referenceEdges.count - length - 1)
    }
  }

  /// Forgets every frame (the shown frame jumped: a scrub).
  public mutating func clear() {
    outlines = []
    referenceEdges = []
  }

  /// The alpha of the ghost `age` frames before the shown one (1: the frame before): the
  /// oldest faintest.
  func alpha(age: Int) -> UInt8 {
    let fade = 1 - Double(age - 1) / Double(length + 1)
    return UInt8((40 + 180 * fade).rounded())
  }

  /// Draws the reference recording's ghosts: a line at its header bottom at each earlier frame,
  /// across `picture` (where its frame is drawn), faded as the phones' ghosts. Frames without a
  /// trusted edge draw nothing.
  public func paintReference(in picture: Rect, into commands: inout [DrawCommand]) {
    guard referenceEdges.count > 1 else { return }
    let color = GhostTrail.headerColor
    for (age, edge) in referenceEdges.dropLast().reversed().enumerated() {
      guard let edge else { continue }
      let y = picture.y + edge * picture.height
      commands.append(
        .fillRect(
          Rect(x: picture.x + 1, y: y - 0.75, width: picture.width - 2, height: 1.5),
          Color(r: color.r, g: color.g, b: color.b, a: alpha(age: age + 1))))
    }
  }

  /// Draws phone `index`'s ghosts, the oldest faintest, offset to the phone's `origin`.
  public func paint(phone index: Int, at origin: Point, into commands: inout [DrawCommand]) {
    guard index < outlines.count, outlines[index].count > 1 else { return }
    let ghosts = outlines[index].dropLast()
    for (age, outline) in ghosts.reversed().enumerated() {
      let alpha = alpha(age: age + 1)
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
