/// Font weights the renderer can draw; each maps to one font file (Inter, else DejaVu Sans).
public enum FontWeight: String, Hashable, Sendable, Codable, CaseIterable {
  case regular
  case medium
  case semibold
  case bold
}

/// The typefaces the renderer can draw a run in.
public enum FontFamily: String, Hashable, Sendable, Codable, CaseIterable {
  /// The sandbox's own face: Inter (fonts-inter), else DejaVu Sans.
  case ui
  /// Roboto (fonts-roboto), the face of Android's Material skins; the renderer draws `ui`
  /// where it is not installed.
  case roboto

  /// Baseline depth below the line box's top per point of font size: the face's hhea ascender
  /// over its units per em, which is where SDL_ttf puts the baseline in a rendered line.
  /// Inter (fonts-inter): 2728 / 2816 = 0.96875; Roboto (fonts-roboto 2017): 1900 / 2048.
  public var ascenderFactor: Double {
    switch self {
    case .ui: return 0.96875
    case .roboto: return 1900.0 / 2048.0
    }
  }
}

/// Horizontal placement of a text run relative to its anchor x.
public enum TextAlignment: String, Hashable, Sendable, Codable {
  /// The run starts at x.
  case leading
  /// The run is centred on x.
  case center
  /// The run ends at x.
  case trailing
}

/// One line of text. `origin.y` is the top of the line box; `size` is the font size in points.
public struct TextRun: Hashable, Sendable {
  public var text: String
  public var origin: Point
  public var size: Double
  public var weight: FontWeight
  public var color: Color
  public var alignment: TextAlignment
  /// The opaque solid colour the whole line box sits on, when the builder knows it; nil when the
  /// text may cover anything else. A renderer may then draw the text pre-composited on this
  /// colour, without per-pixel blending, if `color` is opaque too. Must be nil unless every pixel
  /// of the line box would otherwise show exactly this colour.
  public var background: Color?
  /// The font size (points) to rasterize the glyphs at, when it differs from `size`: the
  /// renderer then draws that cached raster scaled by `size / rasterSize` with linear filtering.
  /// A title that changes size every frame names a few fixed raster sizes this way, so it is
  /// rasterized once per size instead of once per frame. Nil rasterizes at `size`.
  public var rasterSize: Double?
  /// The fraction of the run's width that lies left of `origin.x` (0 leading, 0.5 centred, 1
  /// trailing), overriding `alignment`; lets a title slide continuously from a left keyline to
  /// the centre. Nil uses `alignment`.
  public var anchor: Double?
  /// The typeface (`ui` unless a platform skin names its own).
  public var family: FontFamily

  public init(
    _ text: String, at origin: Point, size: Double, weight: FontWeight = .regular,
    color: Color, alignment: TextAlignment = .leading, background: Color? = nil,
    rasterSize: Double? = nil, anchor: Double? = nil, family: FontFamily = .ui
  ) {
    self.text = text
    self.origin = origin
    self.size = size
    self.weight = weight
    self.color = color
    self.alignment = alignment
    self.background = background
    self.rasterSize = rasterSize
    self.anchor = anchor
    self.family = family
  }

  /// Where the run's box starts relative to `origin.x`, as a fraction of its width.
  public var anchorFraction: Double {
    if let anchor { return anchor }
    switch alignment {
    case .leading: return 0
    case .center: return 0.5
    case .trailing: return 1
    }
  }

  /// Drawn size over raster size: 1 unless `rasterSize` names another size.
  public var rasterScale: Double {
    guard let rasterSize, rasterSize > 0, rasterSize.isFinite, size.isFinite else { return 1 }
    return size / rasterSize
  }
}

/// One drawing operation, in logical points. Colours carry their own opacity.
public enum DrawCommand: Hashable, Sendable {
  /// A filled axis-aligned rectangle.
  case fillRect(Rect, Color)
  /// A filled rectangle with circular corners of `radius` points.
  case fillRoundedRect(Rect, radius: Double, Color)
  /// A rectangle outline `width` points thick, drawn inside the rectangle.
  case strokeRect(Rect, width: Double, Color)
  /// A filled circle.
  case fillCircle(center: Point, radius: Double, Color)
  /// A connected line through `points`, `width` points thick: butt ends, round joins.
  case polyline([Point], width: Double, Color)
  /// `path` (relative to `origin`) filled with the non-zero rule. Renderers snap `origin` to the
  /// pixel grid and draw the art itself at its exact size, with anti-aliased edges.
  case fillPath(VectorPath, at: Point, Color)
  /// `path` (relative to `origin`) stroked `width` points wide with round caps and joins.
  case strokePath(VectorPath, at: Point, width: Double, Color)
  /// `rect` shaded from `top` at its top edge to `bottom` at its bottom edge, per output pixel
  /// row (a smooth ramp at any scale: shadows).
  case fillGradient(Rect, top: Color, bottom: Color)
  /// A line of text.
  case text(TextRun)
  /// The registered picture `image` scaled (linear filtering) to fill `rect`.
  case image(ImageHandle, Rect)
  /// The registered picture `image` scaled (linear filtering) to fill `rect`, blended with what
  /// is beneath as `blend` says (a reference recording over phone A).
  case blendedImage(ImageHandle, Rect, ImageBlend)
  /// What is drawn so far inside `rect` (and the current clip), blurred: a Gaussian-like blur
  /// whose standard deviation is `radius` points, sampling only pixels inside `rect` and the clip
  /// (edges repeat outward). A frosted material (UIKit's bar backdrop) is this, then a
  /// translucent tint over it.
  case blurBackdrop(Rect, radius: Double)
  /// Intersects the current clip with `rect` until the matching `popClip`.
  case pushClip(Rect)
  /// Restores the clip that was current before the matching `pushClip`.
  case popClip
}

/// What one frame shows: a canvas size in points, a background and an ordered list of commands.
///
/// Built by SDL-free code (the scene builder) and drawn by `SDLPlatform`. Its `stableHash` is the
/// same on every run and every machine, so headless tests and `render` can compare frames without
/// pixels.
public struct DisplayList: Hashable, Sendable {
  public var size: Size
  public var background: Color
  public private(set) var commands: [DrawCommand]

  public init(size: Size, background: Color = .white, commands: [DrawCommand] = []) {
    self.size = size
    self.background = background
    self.commands = commands
  }

  public mutating func append(_ command: DrawCommand) {
    commands.append(command)
  }

  public mutating func append(contentsOf other: [DrawCommand]) {
    commands.append(contentsOf: other)
  }

  /// Appends `other`'s commands translated by (dx, dy), clipped to its canvas.
  public mutating func append(_ other: DisplayList, offsetX dx: Double, offsetY dy: Double) {
    let frame = Rect(x: dx, y: dy, width: other.size.width, height: other.size.height)
    commands.reserveCapacity(commands.count + other.commands.count + 3)
    commands.append(.pushClip(frame))
    commands.append(.fillRect(frame, other.background))
    if dx == 0 && dy == 0 {
      // The first (often only) phone sits at the origin: its commands go in as they are.
      commands.append(contentsOf: other.commands)
    } else {
      for command in other.commands {
        commands.append(command.offsetBy(dx: dx, dy: dy))
      }
    }
    commands.append(.popClip)
  }

  /// A 64-bit FNV-1a hash of the size, background and every command, independent of the run,
  /// the process and the machine (Swift's `hashValue` is randomly seeded per process).
  public var stableHash: UInt64 {
    var h = StableHasher()
    h.add(size.width)
    h.add(size.height)
    h.add(background)
    for command in commands {
      command.feed(into: &h)
    }
    return h.value
  }
}

extension DrawCommand {
  /// The same command moved by (dx, dy).
  public func offsetBy(dx: Double, dy: Double) -> DrawCommand {
    switch self {
    case .fillRect(let r, let c):
      return .fillRect(r.offsetBy(dx: dx, dy: dy), c)
    case .fillRoundedRect(let r, let radius, let c):
      return .fillRoundedRect(r.offsetBy(dx: dx, dy: dy), radius: radius, c)
    case .strokeRect(let r, let w, let c):
      return .strokeRect(r.offsetBy(dx: dx, dy: dy), width: w, c)
    case .fillCircle(let p, let radius, let c):
      return .fillCircle(center: Point(x: p.x + dx, y: p.y + dy), radius: radius, c)
    case .polyline(let points, let w, let c):
      return .polyline(points.map { Point(x: $0.x + dx, y: $0.y + dy) }, width: w, c)
    case .fillPath(let path, let origin, let c):
      return .fillPath(path, at: Point(x: origin.x + dx, y: origin.y + dy), c)
    case .strokePath(let path, let origin, let w, let c):
      return .strokePath(path, at: Point(x: origin.x + dx, y: origin.y + dy), width: w, c)
    case .fillGradient(let r, let top, let bottom):
      return .fillGradient(r.offsetBy(dx: dx, dy: dy), top: top, bottom: bottom)
    case .text(var run):
      run.origin = Point(x: run.origin.x + dx, y: run.origin.y + dy)
      return .text(run)
    case .image(let image, let r):
      return .image(image, r.offsetBy(dx: dx, dy: dy))
    case .blendedImage(let image, let r, let blend):
      return .blendedImage(image, r.offsetBy(dx: dx, dy: dy), blend)
    case .blurBackdrop(let r, let radius):
      return .blurBackdrop(r.offsetBy(dx: dx, dy: dy), radius: radius)
    case .pushClip(let r):
      return .pushClip(r.offsetBy(dx: dx, dy: dy))
    case .popClip:
      return .popClip
    }
  }

  /// The same command enlarged by `factor` about the origin: positions, sizes, radii, line
  /// widths and font sizes alike (a part of the canvas drawn larger than it was laid out).
  public func scaled(by factor: Double) -> DrawCommand {
    func point(_ p: Point) -> Point { Point(x: p.x * factor, y: p.y * factor) }
    switch self {
    case .fillRect(let r, let c):
      return .fillRect(r.scaled(by: factor), c)
    case .fillRoundedRect(let r, let radius, let c):
      return .fillRoundedRect(r.scaled(by: factor), radius: radius * factor, c)
    case .strokeRect(let r, let w, let c):
      return .strokeRect(r.scaled(by: factor), width: w * factor, c)
    case .fillCircle(let p, let radius, let c):
      return .fillCircle(center: point(p), radius: radius * factor, c)
    case .polyline(let points, let w, let c):
      return .polyline(points.map(point), width: w * factor, c)
    case .fillPath(let path, let origin, let c):
      return .fillPath(path.scaled(by: factor), at: point(origin), c)
    case .strokePath(let path, let origin, let w, let c):
      return .strokePath(path.scaled(by: factor), at: point(origin), width: w * factor, c)
    case .fillGradient(let r, let top, let bottom):
      return .fillGradient(r.scaled(by: factor), top: top, bottom: bottom)
    case .text(var run):
      run.origin = point(run.origin)
      run.size *= factor
      run.rasterSize = run.rasterSize.map { $0 * factor }
      return .text(run)
    case .image(let image, let r):
      return .image(image, r.scaled(by: factor))
    case .blendedImage(let image, let r, let blend):
      return .blendedImage(image, r.scaled(by: factor), blend)
    case .blurBackdrop(let r, let radius):
      return .blurBackdrop(r.scaled(by: factor), radius: radius * factor)
    case .pushClip(let r):
      return .pushClip(r.scaled(by: factor))
    case .popClip:
      return .popClip
    }
  }

  /// The same command enlarged by `factor` about `center` (which stays where it is).
  public func scaled(by factor: Double, about center: Point) -> DrawCommand {
    offsetBy(dx: -center.x, dy: -center.y).scaled(by: factor).offsetBy(dx: center.x, dy: center.y)
  }

  fileprivate func feed(into h: inout StableHasher) {
    switch self {
    case .fillRect(let r, let c):
      h.add(UInt8(1))
      h.add(r)
      h.add(c)
    case .fillRoundedRect(let r, let radius, let c):
      h.add(UInt8(2))
      h.add(r)
      h.add(radius)
      h.add(c)
    case .strokeRect(let r, let w, let c):
      h.add(UInt8(3))
      h.add(r)
      h.add(w)
      h.add(c)
    case .fillCircle(let p, let radius, let c):
      h.add(UInt8(4))
      h.add(p.x)
      h.add(p.y)
      h.add(radius)
      h.add(c)
    case .polyline(let points, let w, let c):
      h.add(UInt8(5))
      h.add(UInt64(points.count))
      for p in points {
        h.add(p.x)
        h.add(p.y)
      }
      h.add(w)
      h.add(c)
    case .text(let run):
      h.add(UInt8(6))
      for byte in run.text.utf8 { h.add(byte) }
      h.add(UInt8(0))
      h.add(run.origin.x)
      h.add(run.origin.y)
      h.add(run.size)
      for byte in run.weight.rawValue.utf8 { h.add(byte) }
      h.add(run.color)
      for byte in run.alignment.rawValue.utf8 { h.add(byte) }
      // Fed only when set, so runs without a hint hash as they did before the field existed.
      if let background = run.background {
        h.add(UInt8(0xFF))
        h.add(background)
      }
      if let rasterSize = run.rasterSize {
        h.add(UInt8(0xFE))
        h.add(rasterSize)
      }
      if let anchor = run.anchor {
        h.add(UInt8(0xFD))
        h.add(anchor)
      }
      if run.family != .ui {
        h.add(UInt8(0xFC))
        for byte in run.family.rawValue.utf8 { h.add(byte) }
      }
    case .fillPath(let path, let origin, let c):
      h.add(UInt8(9))
      h.add(path)
      h.add(origin.x)
      h.add(origin.y)
      h.add(c)
    case .strokePath(let path, let origin, let w, let c):
      h.add(UInt8(10))
      h.add(path)
      h.add(origin.x)
      h.add(origin.y)
      h.add(w)
      h.add(c)
    case .fillGradient(let r, let top, let bottom):
      h.add(UInt8(11))
      h.add(r)
      h.add(top)
      h.add(bottom)
    case .image(let image, let r):
      h.add(UInt8(12))
      h.add(UInt64(bitPattern: Int64(image.id)))
      h.add(UInt64(bitPattern: Int64(image.pixelWidth)))
      h.add(UInt64(bitPattern: Int64(image.pixelHeight)))
      h.add(r)
    case .blendedImage(let image, let r, let blend):
      h.add(UInt8(13))
      h.add(UInt64(bitPattern: Int64(image.id)))
      h.add(UInt64(bitPattern: Int64(image.pixelWidth)))
      h.add(UInt64(bitPattern: Int64(image.pixelHeight)))
      h.add(r)
      switch blend {
      case .over(let opacity):
        h.add(UInt8(1))
        h.add(opacity)
      case .difference:
        h.add(UInt8(2))
      }
    case .blurBackdrop(let r, let radius):
      h.add(UInt8(14))
      h.add(r)
      h.add(radius)
    case .pushClip(let r):
      h.add(UInt8(7))
      h.add(r)
    case .popClip:
      h.add(UInt8(8))
    }
  }
}
