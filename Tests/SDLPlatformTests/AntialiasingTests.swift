import Foundation
import PhoneDrawing
import SandboxPrimitives
import SandboxStage
import TestSupport
import Testing

@testable import SDLPlatform

/// A shape's signed distance (pixels; negative inside) at a point in output pixels: the analytic
/// shape the test expects the renderer to cover.
private typealias Distance = (Double, Double) -> Double

/// Coverage of pixel (x, y) by the shape: the share of a 128 × 128 grid of sample points inside
/// it (within 1/256 of the exact area for the smooth edges tested here).
private func analyticCoverage(_ inside: Distance, x: Int, y: Int) -> Double {
  let n = 128
  var count = 0
  for j in 0..<n {
    let sy = Double(y) + (Double(j) + 0.5) / Double(n)
    for i in 0..<n where inside(Double(x) + (Double(i) + 0.5) / Double(n), sy) <= 0 {
      count += 1
    }
  }
  return Double(count) / Double(n * n)
}

/// Every pixel whose centre lies within 1.5 px of the edge is compared with the analytic
/// coverage; every pixel further in must be full and every one further out empty.
private func checkEdges(
  _ commands: [DrawCommand], size: Size, scale: Double, shape: Distance,
  _ what: String
) throws -> (compared: Int, worst: Double) {
  let session = try SDLSession(options: PlatformOptions(headless: true, environment: [:]))
  let canvas = try Canvas(
    offscreen: session, fonts: try FontLibrary(session: session), size: size, scale: scale)
  try canvas.draw(DisplayList(size: size, background: .black, commands: commands))
  let pixels = try canvas.readPixels()
  var compared = 0
  var worst = 0.0
  for y in 0..<pixels.height {
    for x in 0..<pixels.width {
      let rendered = Double(pixels.pixel(x: x, y: y).r) / 255
      let d = shape(Double(x) + 0.5, Double(y) + 0.5)
      if d < -1.5 {
        #expect(rendered == 1, "\(what): (\(x), \(y)) inside but \(rendered)")
      } else if d > 1.5 {
        #expect(rendered == 0, "\(what): (\(x), \(y)) outside but \(rendered)")
      } else {
        let expected = analyticCoverage(shape, x: x, y: y)
        worst = max(worst, abs(rendered - expected))
        compared += 1
        #expect(
          abs(rendered - expected) <= 1.0 / 64,
          "\(what): (\(x), \(y)) covered \(rendered), analytic \(expected)")
      }
    }
  }
  return (compared, worst)
}

private func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }

/// Signed distance to a segment widened `half` each side; `butt` cuts the ends square.
private func segment(
  _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, half: Double, butt: Bool
) -> Distance {
  { px, py in
    let dx = bx - ax
    let dy = by - ay
    let len = length(dx, dy)
    let t = ((px - ax) * dx + (py - ay) * dy) / (len * len)
    if butt {
      let along = abs((t - 0.5) * len) - len / 2
      let across = abs(((px - ax) * dy - (py - ay) * dx) / len) - half
      return max(along, across) > 0 ? length(max(along, 0), max(across, 0)) : max(along, across)
    }
    let u = min(max(t, 0), 1)
    return length(px - (ax + u * dx), py - (ay + u * dy)) - half
  }
}

/// Anti-aliasing per primitive: rendered edge coverage against the analytic coverage of the
/// shape the painter promises (its origin snapped to the pixel grid), within 1/64, at 1×, 2×,
/// 3× and a fractional scale. White on black, so a pixel's red channel is its coverage.
@Suite(.serialized, .sdlSession, .tags(.slow), .enabled(if: SlowTests.enabled, SlowTests.reason))
struct AntialiasingTests {
  static let scales = [1.0, 2.0, 3.0, 2.625]
  let size = Size(width: 40, height: 30)

  @Test(arguments: scales)
  func roundedRectCorners(scale: Double) throws {
    let rect = Rect(x: 5, y: 4, width: 27, height: 19)
    let radius = 7.3
    // The box snaps edge by edge; the corner radius is exact.
    let x0 = (rect.minX * scale).rounded()
    let y0 = (rect.minY * scale).rounded()
    let x1 = (rect.maxX * scale).rounded()
    let y1 = (rect.maxY * scale).rounded()
    let r = radius * scale
    let shape: Distance = { px, py in
      let qx = abs(px - (x0 + x1) / 2) - ((x1 - x0) / 2 - r)
      let qy = abs(py - (y0 + y1) / 2) - ((y1 - y0) / 2 - r)
      return length(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r
    }
    let result = try checkEdges(
      [.fillRoundedRect(rect, radius: radius, .white)], size: size, scale: scale, shape: shape,
      "rounded rect at \(scale)×")
    #expect(result.compared > 20)
  }

  @Test(arguments: scales)
  func disc(scale: Double) throws {
    let center = Point(x: 17.3, y: 13.8)
    let radius = 8.45
    let r = radius * scale
    let left = ((center.x - radius) * scale).rounded()
    let top = ((center.y - radius) * scale).rounded()
    let shape: Distance = { px, py in length(px - (left + r), py - (top + r)) - r }
    let result = try checkEdges(
      [.fillCircle(center: center, radius: radius, .white)], size: size, scale: scale,
      shape: shape, "disc at \(scale)×")
    #expect(result.compared > 20)
  }

  @Test(arguments: scales)
  func line(scale: Double) throws {
    let a = Point(x: 4.2, y: 6.7)
    let b = Point(x: 33.9, y: 22.1)
    let width = 2.3
    // The polyline's bounding box (points ± half the width) snaps by its top-left corner.
    let half = width * scale / 2
    let minX = min(a.x, b.x) * scale
    let minY = min(a.y, b.y) * scale
    let dx = minX.rounded() - minX
    let dy = minY.rounded() - minY
    let shape = segment(
      a.x * scale + dx, a.y * scale + dy, b.x * scale + dx, b.y * scale + dy, half: half,
      butt: true)
    let result = try checkEdges(
      [.polyline([a, b], width: width, .white)], size: size, scale: scale, shape: shape,
      "line at \(scale)×")
    #expect(result.compared > 20)
  }

  @Test(arguments: scales)
  func arcWithRoundCaps(scale: Double) throws {
    let origin = Point(x: 3, y: 2)
    let center = Point(x: 16.4, y: 21.3)
    let radius = 12.6
    let width = 2.6
    var path = VectorPath()
    path.arc(center: center, radius: radius, from: -0.75 * Double.pi, to: -0.25 * Double.pi)
    let ox = (origin.x * scale).rounded()
    let oy = (origin.y * scale).rounded()
    let cx = ox + center.x * scale
    let cy = oy + center.y * scale
    let r = radius * scale
    let half = width * scale / 2
    let ends = [-0.75 * Double.pi, -0.25 * Double.pi].map { a in
      (cx + r * cos(a), cy + r * sin(a))
    }
    let shape: Distance = { px, py in
      let angle = atan2(py - cy, px - cx)
      if angle >= -0.75 * Double.pi && angle <= -0.25 * Double.pi {
        return abs(length(px - cx, py - cy) - r) - half
      }
      return min(
        length(px - ends[0].0, py - ends[0].1), length(px - ends[1].0, py - ends[1].1)) - half
    }
    let result = try checkEdges(
      [.strokePath(path, at: origin, width: width, .white)], size: size, scale: scale,
      shape: shape, "arc at \(scale)×")
    #expect(result.compared > 20)
  }

  @Test(arguments: scales)
  func iconPath(scale: Double) throws {
    // The Android signal triangle, 1.1 points per unit: straight edges at every angle class.
    let origin = Point(x: 6, y: 2)
    let factor = 1.1
    var commands: [DrawCommand] = []
    Icon.cellular.paint(at: origin, factor: factor, color: .white, into: &commands)
    let ox = (origin.x * scale).rounded()
    let oy = (origin.y * scale).rounded()
    let u = factor * scale
    let shape: Distance = { px, py in
      let x = (px - ox) / u
      let y = (py - oy) / u
      // Inside: x ≤ 14.5, y ≤ 14.5 and x + y ≥ 16; distances back in pixels.
      let right = (x - 14.5) * u
      let bottom = (y - 14.5) * u
      let diagonal = (16 - x - y) / 2.0.squareRoot() * u
      // Inside, the nearest side; outside, the farthest the point is past (near a corner the
      // true distance is larger, which only widens the band checked). Both are the largest.
      return max(right, bottom, diagonal)
    }
    let result = try checkEdges(
      commands, size: size, scale: scale, shape: shape, "icon at \(scale)×")
    #expect(result.compared > 20)
  }

  @Test func shadowGradientIsSmoothPerPixelRow() throws {
    let session = try SDLSession(options: PlatformOptions(headless: true, environment: [:]))
    let canvas = try Canvas(
      offscreen: session, fonts: try FontLibrary(session: session), size: size, scale: 3)
    let list = DisplayList(
      size: size, background: .white,
      commands: [
        .fillGradient(
          Rect(x: 0, y: 10, width: 40, height: 2), top: Color.black.withOpacity(0.6),
          bottom: Color.black.withOpacity(0))
      ])
    try canvas.draw(list)
    let pixels = try canvas.readPixels()
    let column = (30..<36).map { Int(pixels.pixel(x: 50, y: $0).r) }
    // Six rows, each lighter than the one above: no two-row steps at 3×.
    #expect(zip(column, column.dropFirst()).allSatisfy { $0 < $1 }, "\(column)")
    #expect(pixels.pixel(x: 50, y: 29).r == 255 && pixels.pixel(x: 50, y: 36).r == 255)
  }

  @Test func framesArePixelIdenticalAcrossCanvases() throws {
    var commands: [DrawCommand] = []
    Icon.wifi.paint(at: Point(x: 2, y: 3), factor: 1.3, color: .white, into: &commands)
    Icon.battery.paint(at: Point(x: 2, y: 18), factor: 1, color: .white, into: &commands)
    commands.append(.fillRoundedRect(Rect(x: 24, y: 4, width: 12, height: 20), radius: 5, .white))
    var frames: [[UInt8]] = []
    for _ in 0..<2 {
      let session = try SDLSession(options: PlatformOptions(headless: true, environment: [:]))
      let canvas = try Canvas(
        offscreen: session, fonts: try FontLibrary(session: session), size: size, scale: 2.625)
      try canvas.draw(DisplayList(size: size, background: .black, commands: commands))
      frames.append(try canvas.readPixels().bytes)
    }
    #expect(frames[0] == frames[1])
  }
}
