import SandboxFormats
import SandboxPrimitives

/// Paints the phones of one frame of the window or of `render` side by side: each phone's scene
/// inside a bezel `bezel` points wide (0 without the device frame), the captions above compared
/// phones, the side column for the panel and plots, and the onion skin over each phone. Every
/// position comes from one `PhoneArrangement`, so nothing drawn over a phone can drift from it.
public enum PhonesPainter {
  /// The bezel width `values` ask for: `Theme.bezelWidth` with `view.deviceFrame`, else 0.
  public static func bezel(_ values: ConfigValues) -> Double {
    values[Param.view.deviceFrame] ? Theme.bezelWidth : 0
  }

  /// The canvas size for `phoneCount` phones of `viewport`, each in a `bezel`, plus a side column.
  public static func canvasSize(
    viewport: Size, phoneCount: Int, sideColumn: Double = 0, bezel: Double = 0
  ) -> Size {
    let phones = PhoneArrangement(viewport: viewport, count: phoneCount, bezel: bezel).size
    return Size(width: phones.width + max(0, sideColumn), height: phones.height)
  }

  /// Each phone's scene, placed left to right in its bezel with a gutter between compared
  /// phones, clipped to its own viewport, its caption lines (`captions`, name first) in the band
  /// above it; then `side` (if any) draws into the column to the right of the phones; then
  /// `ghosts` outlines each phone's earlier frames on its screen (not under the help card, whose
  /// text the outlines would cross). Every phone is `viewport` unless `viewports` gives each
  /// its own (phones on their own devices, top-aligned).
  public static func paint(
    _ states: [SceneState], viewport: Size = Size(width: 0, height: 0), viewports: [Size]? = nil,
    sideColumn: Double = 0, captions: [[String]] = [], captionScale: Double = 1,
    bezel: Double = 0, ghosts: GhostTrail? = nil, reference: ReferenceSlot? = nil,
    side: ((Rect, inout DisplayList) -> Void)? = nil
  ) -> DisplayList {
    let b = max(0, bezel)
    var sizes = Array(repeating: viewport, count: max(1, states.count))
    if let viewports, viewports.count == states.count, !viewports.isEmpty { sizes = viewports }
    // The recording beside the phones takes one more slot, phone A's size (`ReferencePainter`).
    if reference?.isBeside == true { sizes.append(sizes[0]) }
    let arrangement = PhoneArrangement(viewports: sizes, bezel: b, captionScale: captionScale)
    let phones = arrangement.size
    var list = DisplayList(
      size: Size(width: phones.width + max(0, sideColumn), height: phones.height),
      background: Theme.sideColumnBackground)
    for (index, state) in states.enumerated() {
      let frame = arrangement.frame(index)
      if b > 0 {
        DevicePainter.paintBezel(
          around: frame, width: b, cornerRadius: state.device.cornerRadius, into: &list)
      }
      list.append(SceneBuilder.build(state), offsetX: frame.x, offsetY: frame.y)
      if b > 0 {
        DevicePainter.finishFrame(
          around: frame, width: b, cornerRadius: state.device.cornerRadius,
          background: list.background, screenCorners: false, into: &list)
      }
      guard arrangement.captionBand > 0, index < captions.count else { continue }
      paintCaption(
        captions[index], x: frame.x - b + 4, scale: arrangement.captionScale, into: &list)
    }
    if let reference {
      if reference.isBeside {
        let index = arrangement.count - 1
        let frame = arrangement.frame(index)
        let radius = states.first?.device.cornerRadius ?? 0
        if b > 0 {
          DevicePainter.paintBezel(around: frame, width: b, cornerRadius: radius, into: &list)
        }
        ReferencePainter.paintBeside(reference, in: frame, into: &list)
        if b > 0 {
          // The recording's screen gets phone A's rounded corners, as the phones' do.
          DevicePainter.finishFrame(
            around: frame, width: b, cornerRadius: radius, background: list.background,
            screenCorners: true, into: &list)
        }
        if arrangement.captionBand > 0 {
          paintCaption(
            reference.caption, x: frame.x - b + 4, scale: arrangement.captionScale, into: &list)
        }
      } else if !states.isEmpty {
        let frame = arrangement.frame(0)
        ReferencePainter.paintOver(reference, on: frame, into: &list)
        if b > 0, reference.image != nil {
          // Drawn over phone A's corners: round them again.
          DevicePainter.finishFrame(
            around: frame, width: b, cornerRadius: states[0].device.cornerRadius,
            background: list.background, screenCorners: true, into: &list)
        }
      }
    }
    if sideColumn > 0, let side {
      let frame = Rect(
        x: arrangement.size.width, y: 0, width: sideColumn, height: arrangement.size.height)
      side(frame, &list)
    }
    if let ghosts {
      var commands: [DrawCommand] = []
      for index in states.indices where !states[index].showHelp {
        let frame = arrangement.frame(index)
        commands.append(.pushClip(frame))
        ghosts.paint(phone: index, at: Point(x: frame.x, y: frame.y), into: &commands)
        commands.append(.popClip)
      }
      // The recording's own ghosts in its slot (over phone A, phone A's ghosts stand for them:
      // two trails on one screen could not be told apart).
      if let reference, reference.isBeside, let image = reference.image {
        let frame = arrangement.frame(arrangement.count - 1)
        commands.append(.pushClip(frame))
        ghosts.paintReference(
          in: ReferencePainter.placement(of: image, in: frame), into: &commands)
        commands.append(.popClip)
      }
      list.append(contentsOf: commands)
    }
    return list
  }

  /// Caption text sizes at caption scale 1, in points: the name line and the lines saying what
  /// differs (never below 11 px on screen: `CaptionScale` enlarges both when the window shrinks
  /// the canvas).
  public static let captionNameSize = 13.0
  public static let captionDetailSize = 11.0

  /// One phone's caption: its name (semibold) and up to two lines saying what differs.
  static func paintCaption(
    _ lines: [String], x: Double, scale: Double, into list: inout DisplayList
  ) {
    var y = 5 * scale
    for (line, text) in lines.prefix(3).enumerated() {
      let size = (line == 0 ? captionNameSize : captionDetailSize) * scale
      list.append(
        .text(
          TextRun(
            text, at: Point(x: x, y: y), size: size, weight: line == 0 ? .semibold : .regular,
            color: line == 0 ? Theme.captionText : Theme.captionSecondary,
            background: Theme.sideColumnBackground)))
      y += line == 0 ? 17 * scale : 13.5 * scale
    }
  }
}
