import SandboxPrimitives

/// Where the canvas sits in the window: canvas points ↔ output pixels ↔ window coordinates.
///
/// The canvas is drawn at `scale` output pixels per point, centred (letterboxed) in the output.
/// Mouse events arrive in window coordinates, which differ from output pixels on high-DPI
/// screens; the ratio comes from the renderer output size over the window size.
public struct CanvasMapping: Hashable, Sendable {
  /// Canvas size in points.
  public var canvas: Size
  /// Output pixels per canvas point actually used for drawing.
  public var scale: Double
  /// The scale the canvas was asked for; `scale` is smaller only when the output is too small.
  public var preferredScale: Double
  /// Canvas top-left in output pixels (non-zero when letterboxed).
  public var originX: Double
  /// Canvas top-left in output pixels (non-zero when letterboxed).
  public var originY: Double
  /// Window size in window coordinates (SDL_GetWindowSize).
  public var windowSize: Size
  /// Output pixels per window coordinate, horizontally (1 unless high-DPI).
  public var pixelRatioX: Double
  /// Output pixels per window coordinate, vertically (1 unless high-DPI).
  public var pixelRatioY: Double

  /// A mapping with every field given; `preferredScale` starts equal to `scale`.
  public init(
    canvas: Size, scale: Double, originX: Double = 0, originY: Double = 0,
    windowSize: Size, pixelRatioX: Double = 1, pixelRatioY: Double = 1
  ) {
    self.canvas = canvas
    self.scale = scale
    self.preferredScale = scale
    self.originX = originX
    self.originY = originY
    self.windowSize = windowSize
    self.pixelRatioX = pixelRatioX
    self.pixelRatioY = pixelRatioY
  }

  /// The mapping for a canvas drawn at `preferredScale` (shrunk if the output is too small),
  /// centred in an output of `outputPixels` belonging to a window of `windowSize`. With
  /// `fillsOutput` the canvas also grows: it is drawn as large as the output allows, keeping its
  /// aspect ratio (a window's phones follow the window when the user resizes it).
  public static func fit(
    canvas: Size, preferredScale: Double, outputPixels: Size, windowSize: Size,
    fillsOutput: Bool = false
  ) -> CanvasMapping {
    let cw = max(canvas.width, 1)
    let ch = max(canvas.height, 1)
    let fitScale = min(outputPixels.width / cw, outputPixels.height / ch)
    var scale = preferredScale
    if fitScale.isFinite, fitScale > 0, fitScale < scale || fillsOutput { scale = fitScale }
    if !(scale.isFinite && scale > 0) { scale = 1 }
    let originX = ((outputPixels.width - cw * scale) / 2).rounded(.down)
    let originY = ((outputPixels.height - ch * scale) / 2).rounded(.down)
    let ratioX = windowSize.width > 0 ? outputPixels.width / windowSize.width : 1
    let ratioY = windowSize.height > 0 ? outputPixels.height / windowSize.height : 1
    var mapping = CanvasMapping(
      canvas: canvas, scale: scale, originX: max(0, originX), originY: max(0, originY),
      windowSize: windowSize, pixelRatioX: ratioX, pixelRatioY: ratioY)
    if preferredScale.isFinite, preferredScale > 0 { mapping.preferredScale = preferredScale }
    return mapping
  }

  /// The canvas point under window coordinates (x, y) (may lie outside the canvas).
  public func canvasPoint(windowX: Double, windowY: Double) -> Point {
    Point(
      x: (windowX * pixelRatioX - originX) / scale,
      y: (windowY * pixelRatioY - originY) / scale)
  }

  /// The canvas point under a finger at normalised window position (0…1, 0…1).
  public func canvasPoint(normalizedX: Double, normalizedY: Double) -> Point {
    canvasPoint(windowX: normalizedX * windowSize.width, windowY: normalizedY * windowSize.height)
  }

  /// A window size in window coordinates, expressed in points at `preferredScale`: the canvas
  /// size that would fill the window exactly.
  public func points(windowWidth: Double, windowHeight: Double) -> Size {
    Size(
      width: windowWidth * pixelRatioX / preferredScale,
      height: windowHeight * pixelRatioY / preferredScale)
  }
}
