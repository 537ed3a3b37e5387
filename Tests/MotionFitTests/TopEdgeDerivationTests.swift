import Foundation
import MotionPhysics
import Testing

@testable import MotionFit

/// Issue 33, item 3: drags and flicks past the top edge. Content that rests past the top is held
/// (no law leaves it there alone), its return to the edge from such a rest is the spring after the
/// lift, a turn past the top is the edge's spring and no finger, and a drag past the edge is
/// inverted through the scroll view's own rule.
@Suite struct TopEdgeDerivationTests {
  /// A pull past the top in three moves with rests between them, a hold, then the spring back
  /// to the edge, at 60 fps: offsets 0 → −40 → −80 → −110, rest, then back to 0.
  static func pullHoldAndSpring() -> MeasuredSeries {
    var offsets: [Double] = Array(repeating: 0, count: 30)
    for target in [-40.0, -80, -110] {
      let from = offsets.last!
      offsets += (1...8).map { from + (target - from) * Double($0) / 8 }
      offsets += Array(repeating: target, count: 12)
    }
    offsets += Array(repeating: -110, count: 20)
    // The spring: critically damped back to the edge.
    offsets += (1...50).map { k in
      let tau = Double(k) / 60
      return -110 * (1 + 12 * tau) * exp(-12 * tau)
    }
    offsets += Array(repeating: 0, count: 30)
    let rounded = offsets.map { ($0 * 3).rounded() / 3 }
    return MeasuredSeries(
      time: rounded.indices.map { Double($0) / 60 }, scrollOffset: rounded)
  }

  @Test func aPullHeldPastTheTopIsOneStrokeLiftedWhereTheSpringStarts() throws {
    let series = Self.pullHoldAndSpring()
    let strokes = GestureDerivation.strokes(series, top: 0)
    #expect(strokes.count == 1, "\(strokes)")
    let stroke = try #require(strokes.first)
    #expect(stroke.velocity == 0)
    // The spring's first frame is frame 110 (30 + 3 × 20 + 20).
    let springStart = 110.0 / 60
    #expect(
      abs(stroke.release - springStart) <= 1.0 / 60 + 1e-9,
      "lifted at \(stroke.release), the spring starts at \(springStart)")
    #expect(stroke.down < 31.0 / 60)
  }

  /// The bottom edge mirrors the top: the same pull and spring, into the content past a bottom
  /// at 500 pt, is one stroke lifted where the spring starts.
  @Test func aPullHeldPastTheBottomIsOneStrokeLiftedWhereTheSpringStarts() throws {
    let top = Self.pullHoldAndSpring()
    let series = MeasuredSeries(time: top.time, scrollOffset: top.scrollOffset.map { 500 - $0 })
    let strokes = GestureDerivation.strokes(series, top: 0, bottom: 500)
    #expect(strokes.count == 1, "\(strokes)")
    let stroke = try #require(strokes.first)
    #expect(stroke.velocity == 0)
    #expect(abs(stroke.release - 110.0 / 60) <= 1.0 / 60 + 1e-9, "lifted at \(stroke.release)")
    // Told only the top, the bottom's pulls are three strokes and the spring a fourth.
    #expect(GestureDerivation.strokes(series, top: 0).count == 4)
  }

  /// A measured video's offsets count from its first frame, so 0 is no edge there: told no top,
  /// the same series is read as before the edge was (three pulls, each its own stroke, and the
  /// way back a fourth).
  @Test func withoutATopNothingIsReadAsAnEdge() {
    let strokes = GestureDerivation.strokes(Self.pullHoldAndSpring())
    #expect(strokes.count == 4, "\(strokes)")
  }

  /// Frames a whole number of 120 Hz moves apart, or closer than one, see no aliasing; 25 fps
  /// sees ±10 %. A 25 fps run's clock intervals (9 and 10 ticks in turn) read as 25 fps, and a
  /// 60 fps recording's dropped frames do not move its interval.
  @Test func aliasingIsOnlyWhereFramesFallBetweenMoves() {
    #expect(GestureDerivation.aliasing(frameInterval: 1.0 / 60) == 0)
    #expect(GestureDerivation.aliasing(frameInterval: 1.0 / 30) == 0)
    #expect(GestureDerivation.aliasing(frameInterval: 1.0 / 240) == 0)
    #expect(GestureDerivation.aliasing(frameInterval: 1.0 / 144) == 0)
    #expect(abs(GestureDerivation.aliasing(frameInterval: 1.0 / 25) - 0.104) < 0.001)
    let run25 = (0..<100).map { (Double($0) / 25 * 240).rounded(.down) / 240 }
    #expect(abs(MeasuredSeries.typicalInterval(run25) - 0.04) < 0.001)
    var dropped = (0..<120).map { Double($0) / 60 }
    dropped.removeAll { Int(($0 * 60).rounded()) % 9 == 4 }
    #expect(abs(MeasuredSeries.typicalInterval(dropped) - 1.0 / 60) < 1e-9)
  }

  /// The inverse of UIKit's rubber band: each finger move `fingerMove` finds takes the content
  /// exactly where it was asked to go, past the edge as inside the range.
  @Test func aDragPastTheEdgeIsInvertedThroughTheRubberBand() throws {
    let model = try DecelerationModel(name: .uikit)
    let law: GestureDerivation.DragLaw = { offset, delta in
      (try? model.draggedOffset(
        from: offset, by: delta, minOffset: 0, maxOffset: 2000, viewportDimension: 844)) ?? .nan
    }
    var content = 30.0
    var finger = 0.0
    for target in [10.0, -5, -20, -60, -90, -40, 0, 25] {
      let move = GestureDerivation.fingerMove(law, from: content, to: target)
      finger += move
      let reached = law(content, move)
      #expect(abs(reached - target) < 1e-6, "from \(content) to \(target): \(reached)")
      // Past the edge the finger goes further than the content.
      if target < 0 || content < 0 { #expect(abs(move) >= abs(target - content) - 1e-9) }
      content = reached
    }
    #expect(finger.isFinite)
  }

  /// A clamping law cannot take content past its edge: a measured step there (a rounded offset
  /// a hair past the end) is taken 1:1 instead of searched for without end.
  @Test func aStepTheLawCannotMakeIsTakenOneToOne() throws {
    let model = try DecelerationModel(name: .android)
    let law: GestureDerivation.DragLaw = { offset, delta in
      (try? model.draggedOffset(
        from: offset, by: delta, minOffset: 0, maxOffset: 500, viewportDimension: 844)) ?? .nan
    }
    #expect(GestureDerivation.fingerMove(law, from: 499.9, to: 500.2) == 500.2 - 499.9)
    #expect(GestureDerivation.fingerMove(law, from: 0.2, to: -0.1) == -0.1 - 0.2)
    #expect(GestureDerivation.fingerMove(law, from: 100, to: 140) == 40)
  }

  /// A flick at 6 500 pt/s from 470 pt into the top (platforms' fourth stroke under UIKit's
  /// fast rate), still that fast at the edge: it runs 265 pt past it and springs back. No coast
  /// shows before the edge, so the finger carries the content through it to rest (velocity 0,
  /// lifted once the spring is over), where it was read as released a frame before the edge
  /// with the drag's speed as a fling (23 pt RMS on that demo).
  @Test func aFlickStillAtSpeedAtTheEdgeIsCarriedToRest() throws {
    var offsets: [Double] = Array(repeating: 470, count: 20)
    offsets += [367, 259, 150.67, 42.33, -34.67, -126, -188.67, -228.67, -252.33, -263, -264.67]
    offsets += (1...60).map { k in -264.67 * exp(-Double(k) / 10) }
    offsets += Array(repeating: 0, count: 30)
    let rounded = offsets.map { ($0 * 3).rounded() / 3 }
    let series = MeasuredSeries(
      time: rounded.indices.map { Double($0) / 60 }, scrollOffset: rounded)
    let strokes = GestureDerivation.strokes(series, top: 0)
    let stroke = try #require(strokes.first)
    #expect(strokes.count == 1, "\(strokes)")
    #expect(stroke.velocity == 0, "\(stroke)")
    // Lifted once the spring has all but brought it back, not where it crossed the edge
    // (frame 23).
    #expect(stroke.release > 60.0 / 60, "\(stroke)")
    // A fling that coasts into the edge, a seventh as fast there as where it was let go, is
    // read as a fling.
    var coast: [Double] = Array(repeating: 300, count: 20)
    coast += (1...60).map { (k: Int) -> Double in
      let decay: Double = exp(-Double(k) / 60 / 0.35)
      return 300 - 350 * (1 - decay)
    }
    let coasting = MeasuredSeries(
      time: coast.indices.map { Double($0) / 60 }, scrollOffset: coast)
    let velocity = GestureDerivation.smoothedVelocity(coasting)
    #expect(
      !GestureDerivation.runsIntoAnEdge(
        coasting, velocity, 21, through: coast.count - 1, .init(top: 0)))
    #expect(
      GestureDerivation.runsIntoAnEdge(
        series, GestureDerivation.smoothedVelocity(series), 22, through: series.count - 1,
        .init(top: 0))
    )
  }

  /// A wheel's animated scroll (Chromium's: 12 frames easing out to a stop) is no fling: its
  /// coast strays from every fling law by several points (6.4 pt RMS on wheel-scrolling), so
  /// the finger carries it to rest and lifts with no velocity; replayed, the content stops
  /// where the wheel stopped it under every law, where a fling read from it ran on (57–369 pt).
  @Test func aCoastNoFlingExplainsIsCarriedToRest() throws {
    var offsets: [Double] = Array(repeating: 0, count: 20)
    // 400 pt in 12 frames, easing out (a quadratic ease-out), then still.
    offsets += (1...12).map { k in
      let f = Double(k) / 12
      return 400 * (1 - (1 - f) * (1 - f))
    }
    offsets += Array(repeating: 400, count: 40)
    let series = MeasuredSeries(
      time: offsets.indices.map { Double($0) / 60 }, scrollOffset: offsets)
    let strokes = GestureDerivation.strokes(series)
    let stroke = try #require(strokes.first)
    #expect(strokes.count == 1, "\(strokes)")
    #expect(stroke.velocity == 0, "\(stroke)")
    #expect(stroke.release >= 31.0 / 60, "\(stroke)")
    // A measuring blip back by one 1/3-pt step as it stops is no turn (a turn, an edge's
    // spring, keeps the fling reading).
    var blipped = offsets
    blipped[31] -= 1.0 / 3
    let withBlip = GestureDerivation.strokes(
      MeasuredSeries(time: series.time, scrollOffset: blipped))
    #expect(withBlip.first?.velocity == 0, "\(withBlip)")
  }

  /// A UIKit fling towards the top that comes to rest mid-list, then later a fast drag into the
  /// top: the drag reaching the edge says nothing of the fling, which is still read as one.
  @Test func aLaterStrokeAtTheEdgeLeavesAnEarlierFlingAlone() throws {
    let k = -log(0.998) * 1000
    var offsets: [Double] = Array(repeating: 1500, count: 20)
    offsets += (1...150).map { 1500 - 1500 / k * (1 - exp(-k * Double($0) / 60)) }
    let rest = offsets.last!
    offsets += Array(repeating: rest, count: 30)
    offsets += (1...12).map { max(-20, rest - 6000 * Double($0) / 60) }
    offsets += Array(repeating: -20, count: 10)
    offsets += (1...40).map { -20 * exp(-Double($0) / 6) }
    let rounded = offsets.map { ($0 * 3).rounded() / 3 }
    let series = MeasuredSeries(
      time: rounded.indices.map { Double($0) / 60 }, scrollOffset: rounded)
    let strokes = GestureDerivation.strokes(series, top: 0)
    let first = try #require(strokes.first)
    #expect(strokes.count >= 2, "\(strokes)")
    #expect(abs(first.velocity / -1500 - 1) < 0.05, "\(first)")
  }
}
