import Foundation
import SandboxPrimitives

/// Paints the simulated hardware over the screen's contents: the camera cutout (notch, Dynamic
/// Island or punch hole) and the home indicator.
///
/// Both stay where the hardware is: the cutout does not ride up with the status bar (it is
/// glass and sensors, not UI), and the home indicator sits over whatever scrolls under it.
public enum DevicePainter {
  /// Radius of the small outward fillets where a notch meets the screen's top edge, in points.
  static let notchFillet = 6.0
  /// A notch's lower corners, as a share of its height (rounded like the screen's corners).
  static let notchCornerShare = 0.6

  /// Appends the cutout and the home indicator of `state.device`.
  public static func paintHardware(_ state: SceneState, into commands: inout [DrawCommand]) {
    let g = SceneGeometry(state)
    guard g.width > 0, g.height > 0 else { return }
    switch state.device.cutout {
    case .none:
      break
    case .notch(let width, let height):
      commands.append(
        .fillPath(
          notchPath(width: width, height: height),
          at: Point(x: (g.width - width) / 2 - notchFillet, y: 0), Theme.cutout))
    case .island(let width, let height, let top):
      commands.append(
        .fillRoundedRect(
          Rect(x: (g.width - width) / 2, y: top, width: width, height: height),
          radius: height / 2, Theme.cutout))
    case .punchHole(let diameter, let centerY):
      commands.append(
        .fillCircle(center: Point(x: g.width / 2, y: centerY), radius: diameter / 2, Theme.cutout))
    }
    let indicator = state.device.homeIndicatorWidth
    if indicator > 0 {
      // iOS: the home indicator 8 pt above the edge; Android: the gesture navigation handle
      // centred in the gesture bar.
      let android = state.device.statusBarStyle == .android
      let h = android ? Theme.navigationHandleHeight : Theme.homeIndicatorHeight
      let y =
        android
        ? g.height - (state.device.bottomSafeArea + h) / 2
        : g.height - Theme.homeIndicatorBottomGap - h
      commands.append(
        .fillRoundedRect(
          Rect(x: (g.width - indicator) / 2, y: y, width: indicator, height: h), radius: h / 2,
          homeIndicatorInk(state)))
    }
  }

  /// The screen's rounded corners (`view.deviceFrame`): each corner outside the device's corner
  /// radius filled in the bezel's colour, anti-aliased, so the screen's edge reads as glass.
  ///
  /// Each path is placed at the screen's own corner, so at a fractional window scale it lands on
  /// the pixel the screen's edges round to, and it reaches `screenCornerOvershoot` past both
  /// edges: the screen's fill covers the whole pixel its edge falls in, and the corner must cover
  /// that pixel too, or the screen's colour shows past the curve there.
  public static func paintScreenCorners(_ state: SceneState, into commands: inout [DrawCommand]) {
    guard state.showDeviceFrame else { return }
    let g = SceneGeometry(state)
    paintScreenCorners(
      of: Rect(x: 0, y: 0, width: g.width, height: g.height), radius: state.device.cornerRadius,
      into: &commands)
  }

  /// The rounded corners of a screen at `screen` (the scene's own points, or the canvas's for
  /// the reference recording's slot) with corner `radius`, as `paintScreenCorners(_:into:)`.
  public static func paintScreenCorners(
    of screen: Rect, radius: Double, into commands: inout [DrawCommand]
  ) {
    let g = (width: screen.width, height: screen.height)
    let r = min(max(0, finite(radius, 0)), g.width / 2, g.height / 2)
    guard r > 0 else { return }
    let quarter = Double.pi / 2
    let e = screenCornerOvershoot
    // Top-left, top-right, bottom-right, bottom-left: the screen corner, which way is outward
    // (x, y), and where the quarter arc starts; it runs clockwise, so it starts on the vertical
    // edge at the top-left and bottom-right corners and on the horizontal one at the others.
    let corners: [(origin: Point, out: (x: Double, y: Double), start: Double)] = [
      (Point(x: 0, y: 0), (-1, -1), 2 * quarter),
      (Point(x: g.width, y: 0), (1, -1), 3 * quarter),
      (Point(x: g.width, y: g.height), (1, 1), 0),
      (Point(x: 0, y: g.height), (-1, 1), quarter),
    ]
    for (i, c) in corners.enumerated() {
      let center = Point(x: -c.out.x * r, y: -c.out.y * r)
      let beyond = Point(x: c.out.x * e, y: c.out.y * e)
      // Where the arc meets the vertical and the horizontal edge, and those points pushed past
      // their edge by the overshoot.
      let onVertical = (arc: Point(x: 0, y: center.y), past: Point(x: beyond.x, y: center.y))
      let onHorizontal = (arc: Point(x: center.x, y: 0), past: Point(x: center.x, y: beyond.y))
      let (first, last) =
        i.isMultiple(of: 2) ? (onVertical, onHorizontal) : (onHorizontal, onVertical)
      // From the overshoot's outer corner along one side, round the arc, back along the other.
      var path = VectorPath([.move(beyond)])
      path.line(to: first.past)
      path.line(to: first.arc)
      path.arc(center: center, radius: r, from: c.start, to: c.start + quarter)
      path.line(to: last.past)
      path.close()
      commands.append(
        .fillPath(
          path, at: Point(x: screen.x + c.origin.x, y: screen.y + c.origin.y), Theme.bezel))
    }
  }

  /// How far, in points, the screen-corner paths reach past the screen's edges into the bezel:
  /// one pixel at the smallest window scale (0.25) would be 4 pt; 2 pt covers every scale the
  /// window picks on a real display (≥ 0.5) with margin. Hidden under the bezel and the clip.
  static let screenCornerOvershoot = 2.0

  /// The bezel around a screen at `screen` (canvas points): a ring `width` wide whose outer
  /// corners follow the screen's `cornerRadius`, with a lighter rim on its outer edge.
  public static func paintBezel(
    around screen: Rect, width: Double, cornerRadius: Double, into list: inout DisplayList
  ) {
    let outer = screen.insetBy(-width)
    let radius = max(0, cornerRadius) + width
    list.append(.fillRoundedRect(outer, radius: radius, Theme.bezelRim))
    list.append(
      .fillRoundedRect(
        outer.insetBy(Theme.bezelRimWidth), radius: radius - Theme.bezelRimWidth, Theme.bezel))
  }

  /// The device frame finished over a screen drawn inside it (`paintBezel` came first): the
  /// screen's rounded corners, clipped to it (`screenCorners`; a phone's scene draws its own),
  /// what lies beyond the outline in the screen's rectangle (`paintOutsideCorners`), and the
  /// bezel's straight sides (`paintBezelEdges`).
  public static func finishFrame(
    around screen: Rect, width: Double, cornerRadius: Double, background: Color,
    screenCorners: Bool, into list: inout DisplayList
  ) {
    if screenCorners {
      var corners: [DrawCommand] = [.pushClip(screen)]
      paintScreenCorners(of: screen, radius: cornerRadius, into: &corners)
      corners.append(.popClip)
      list.append(contentsOf: corners)
    }
    paintOutsideCorners(
      around: screen, width: width, cornerRadius: cornerRadius, background: background,
      into: &list)
    paintBezelEdges(around: screen, width: width, cornerRadius: cornerRadius, into: &list)
  }

  /// What lies beyond the device's outline inside the screen's own rectangle, painted again over
  /// the screen: the bezel's rim and, past it, `background` (the canvas).
  ///
  /// The outline (`paintBezel`) is concentric with the screen's rounded corners, `width` wider,
  /// so each corner of the screen's rectangle pokes out past it (a 55 pt corner and a 12 pt
  /// bezel: by 16 pt along each edge). The screen's fill and its corner paths, in the bezel's
  /// colour, covered that part of the rim and the canvas, and the phone showed a dark square at
  /// each corner of its rounded frame. Clipped to the screen (the rim and the canvas outside it
  /// are the outline's own), and reaching `screenCornerOvershoot` past its edges like the
  /// screen's corners, for the pixel a fractional scale rounds the screen's edge into.
  public static func paintOutsideCorners(
    around screen: Rect, width: Double, cornerRadius: Double, background: Color,
    into list: inout DisplayList
  ) {
    let r = min(max(0, finite(cornerRadius, 0)), screen.width / 2, screen.height / 2)
    let e = screenCornerOvershoot
    let outline = r + max(0, width)
    // The rim from the outline's inner edge out, then the canvas from its outer edge out.
    let bands = [(outline - Theme.bezelRimWidth, Theme.bezelRim), (outline, background)]
    // A circle no wider than the overshoot's reach leaves the corner's square whole: nothing of
    // the square lies beyond it that the outline does not already show.
    guard bands.contains(where: { $0.0 > r + e }) else { return }
    list.append(.pushClip(screen))
    // Top-left, top-right, bottom-right, bottom-left: the screen corner and which way is out.
    let corners: [(origin: Point, out: (x: Double, y: Double))] = [
      (Point(x: screen.minX, y: screen.minY), (-1, -1)),
      (Point(x: screen.maxX, y: screen.minY), (1, -1)),
      (Point(x: screen.maxX, y: screen.maxY), (1, 1)),
      (Point(x: screen.minX, y: screen.maxY), (-1, 1)),
    ]
    for (radius, colour) in bands where radius > r + e {
      // Where the circle crosses the overshoot's lines, measured from its centre along them.
      let along = (radius * radius - (r + e) * (r + e)).squareRoot()
      for c in corners {
        let center = Point(x: -c.out.x * r, y: -c.out.y * r)
        let beyond = Point(x: c.out.x * e, y: c.out.y * e)
        let onVertical = Point(x: beyond.x, y: center.y + c.out.y * along)
        let onHorizontal = Point(x: center.x + c.out.x * along, y: beyond.y)
        // From the overshoot's outer corner down one line, round the circle's nearer arc
        // (inside the outward quadrant, so the angles do not wrap), back along the other.
        var path = VectorPath([.move(beyond)])
        path.line(to: onVertical)
        path.arc(
          center: center, radius: radius,
          from: atan2(onVertical.y - center.y, onVertical.x - center.x),
          to: atan2(onHorizontal.y - center.y, onHorizontal.x - center.x))
        path.close()
        list.append(.fillPath(path, at: c.origin, colour))
      }
    }
    list.append(.popClip)
  }

  /// The bezel's four straight sides again, over the phone: at a fractional window scale the
  /// screen's fill covers the pixel its edge falls in, which would show as a light line on the
  /// bezel; these strips cover it. They stop where the screen's corners (`cornerRadius`) begin:
  /// running on to the screen's corners, they squared off the bezel's rounded outer corners
  /// and left a notch of background in each.
  public static func paintBezelEdges(
    around screen: Rect, width: Double, cornerRadius: Double, into list: inout DisplayList
  ) {
    let w = width - Theme.bezelRimWidth
    let r = min(max(0, cornerRadius), screen.width / 2, screen.height / 2)
    guard w > 0 else { return }
    let across = screen.width - 2 * r
    let down = screen.height - 2 * r
    if across > 0 {
      list.append(
        .fillRect(
          Rect(x: screen.minX + r, y: screen.minY - w, width: across, height: w), Theme.bezel))
      list.append(
        .fillRect(Rect(x: screen.minX + r, y: screen.maxY, width: across, height: w), Theme.bezel))
    }
    if down > 0 {
      list.append(
        .fillRect(Rect(x: screen.minX - w, y: screen.minY + r, width: w, height: down), Theme.bezel)
      )
      list.append(
        .fillRect(Rect(x: screen.maxX, y: screen.minY + r, width: w, height: down), Theme.bezel))
    }
  }

  /// A notch `width` × `height` hanging from the top edge, relative to its top-left corner less
  /// the fillet: outward fillets at the top, rounded lower corners.
  static func notchPath(width w: Double, height h: Double) -> VectorPath {
    let f = notchFillet
    let r = min(h * notchCornerShare, w / 2)
    let quarter = Double.pi / 2
    let x0 = f
    let x1 = f + w
    var path = VectorPath([.move(Point(x: 0, y: 0))])
    path.arc(center: Point(x: x0 - f, y: f), radius: f, from: -quarter, to: 0)
    path.line(to: Point(x: x0, y: h - r))
    path.arc(center: Point(x: x0 + r, y: h - r), radius: r, from: 2 * quarter, to: quarter)
    path.line(to: Point(x: x1 - r, y: h))
    path.arc(center: Point(x: x1 - r, y: h - r), radius: r, from: quarter, to: 0)
    path.line(to: Point(x: x1, y: f))
    path.arc(center: Point(x: x1 + f, y: f), radius: f, from: 2 * quarter, to: 3 * quarter)
    path.close()
    return path
  }

  /// The home indicator's colour: dark over light content; light over a platform skin's dark
  /// content, as iOS and Android draw it (the MDC skin keeps its one dark indicator, so its
  /// pictures do not change).
  static func homeIndicatorInk(_ state: SceneState) -> Color {
    state.skin.skin != .mdc && state.palette.isDark
      ? Theme.homeIndicatorOnDark : Theme.homeIndicator
  }
}
