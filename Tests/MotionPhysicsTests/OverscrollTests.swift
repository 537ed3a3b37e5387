import TestSupport
import Testing

@testable import MotionPhysics

@Suite("Overscroll")
struct OverscrollTests {
  @Test("UIKit rubber band matches the published examples for d = 960")
  func rubberBand() throws {
    let band = try RubberBand(dimension: 960)
    #expect(isClose(band.dampedOverscroll(100), 52, 0.5))
    #expect(isClose(band.dampedOverscroll(400), 179, 0.5))
    #expect(isClose(band.dampedOverscroll(960), 341, 0.5))
    #expect(isClose(band.dampedOverscroll(-100), -52, 0.5))
    // Slope c at zero, bounded by d.
    #expect(isClose(band.dampedOverscroll(1e-6) / 1e-6, 0.55, 1e-6))
    #expect(band.dampedOverscroll(1e12) < 960)
  }

  @Test("The inverse undoes the law", arguments: [-700.0, -52, 0, 0.3, 179, 900])
  func inverse(damped: Double) throws {
    let band = try RubberBand(dimension: 960)
    let raw = band.rawOverscroll(forDamped: damped)
    #expect(isClose(band.dampedOverscroll(raw), damped, 1e-9))
    #expect(band.rawOverscroll(forDamped: 2000).isFinite)
  }

  @Test("Range form: inside passes through, outside is banded from the nearest bound")
  func range() throws {
    let band = try RubberBand(dimension: 600)
    #expect(band.offset(forRawOffset: 50, minOffset: 0, maxOffset: 100) == 50)
    let pulled = band.offset(forRawOffset: -80, minOffset: 0, maxOffset: 100)
    #expect(isClose(pulled, -band.dampedOverscroll(80), 1e-12))
    #expect(isClose(band.rawOffset(forOffset: pulled, minOffset: 0, maxOffset: 100), -80, 1e-9))
    let pushed = band.offset(forRawOffset: 180, minOffset: 0, maxOffset: 100)
    #expect(isClose(band.rawOffset(forOffset: pushed, minOffset: 0, maxOffset: 100), 180, 1e-9))
  }

  @Test("Flutter friction factor is 0.52·(1 − f)²")
  func frictionFactor() throws {
    let friction = try OverscrollFriction()
    #expect(isClose(friction.frictionFactor(overscrollFraction: 0), 0.52, 1e-12))
    #expect(isClose(friction.frictionFactor(overscrollFraction: 0.25), 0.52 * 0.5625, 1e-12))
    #expect(friction.frictionFactor(overscrollFraction: 1) == 0)
  }

  @Test("Dragging further out is resisted at the current overscroll")
  func tensioning() throws {
    let friction = try OverscrollFriction()
    // Pulled 100 pt past the top of an 800 pt viewport, finger pulls 10 more.
    let applied = friction.appliedDelta(
      -10, offset: -100, minOffset: 0, maxOffset: 1000, viewportDimension: 800)
    #expect(isClose(applied, -10 * 0.52 * (1 - 0.125) * (1 - 0.125), 1e-12))
    #expect(
      friction.appliedDelta(-10, offset: 50, minOffset: 0, maxOffset: 1000, viewportDimension: 800)
        == -10)
  }

  @Test("Easing back toward the content meets less resistance")
  func easing() throws {
    let friction = try OverscrollFriction()
    let back = friction.appliedDelta(
      10, offset: -100, minOffset: 0, maxOffset: 1000, viewportDimension: 800)
    let out = friction.appliedDelta(
      -10, offset: -100, minOffset: 0, maxOffset: 1000, viewportDimension: 800)
    #expect(isClose(back, 10 * 0.52 * (1 - 90.0 / 800) * (1 - 90.0 / 800), 1e-12))
    #expect(abs(back) > abs(out))
    // A delta larger than needed to return is applied 1:1 beyond the edge.
    let big = friction.appliedDelta(
      1000, offset: -100, minOffset: 0, maxOffset: 1000, viewportDimension: 800)
    // Easing factor at (100 − 1000)/800 < 0 clamps to f = 0, i.e. 0.52.
    #expect(isClose(big, 100 + (1000 - 100 / 0.52), 1e-9))
  }
}

@Suite("Dragging past the edges per model")
struct DraggedOffsetTests {
  @Test("UIKit rubber-bands a drag, and resumes from content already overscrolled")
  func uikit() throws {
    let model = try DecelerationModel(name: .uikit)
    let band = try RubberBand(dimension: 800)
    let pulled = try model.draggedOffset(
      from: 0, by: -100, minOffset: 0, maxOffset: 1000, viewportDimension: 800)
    #expect(isClose(pulled, -band.dampedOverscroll(100), 1e-9))
    // Two drags of 50 equal one of 100: the current overscroll is inverted first.
    let half = try model.draggedOffset(
      from: 0, by: -50, minOffset: 0, maxOffset: 1000, viewportDimension: 800)
    let twice = try model.draggedOffset(
      from: half, by: -50, minOffset: 0, maxOffset: 1000, viewportDimension: 800)
    #expect(isClose(twice, pulled, 1e-9))
  }

  @Test("Flutter bouncing applies the friction factor; clamping models clamp")
  func flutterAndClamping() throws {
    let bouncing = try DecelerationModel(name: .flutterBouncing)
    let next = try bouncing.draggedOffset(
      from: -100, by: -10, minOffset: 0, maxOffset: 1000, viewportDimension: 800)
    #expect(isClose(next, -100 - 10 * 0.52 * 0.875 * 0.875, 1e-12))
    for name in [DecelerationModelName.android, .flutterClamping] {
      let model = try DecelerationModel(name: name)
      #expect(
        try model.draggedOffset(
          from: 5, by: -30, minOffset: 0, maxOffset: 1000, viewportDimension: 800) == 0)
      #expect(
        try model.draggedOffset(
          from: 500, by: 30, minOffset: 0, maxOffset: 1000, viewportDimension: 800) == 530)
    }
  }

  @Test("Overscroll coefficients are tunable and validated")
  func tunable() throws {
    var parameters = DecelerationParameters()
    parameters.rubberBandCoefficient = 1
    let stiff = try DecelerationModel(name: .uikitFast, parameters: parameters)
    let band = try RubberBand(coefficient: 1, dimension: 800)
    #expect(
      isClose(
        try stiff.draggedOffset(
          from: 1000, by: 100, minOffset: 0, maxOffset: 1000, viewportDimension: 800),
        1000 + band.dampedOverscroll(100), 1e-9))
    parameters.rubberBandCoefficient = 0
    let rigid = try DecelerationModel(name: .uikit, parameters: parameters)
    #expect(
      try rigid.draggedOffset(
        from: 1000, by: 100, minOffset: 0, maxOffset: 1000, viewportDimension: 800) == 1000,
      "a coefficient of 0 is a stiff edge")
    parameters.rubberBandCoefficient = -0.1
    #expect(throws: PhysicsError.self) {
      try DecelerationModel(name: .uikit, parameters: parameters)
    }
    var friction = DecelerationParameters()
    friction.overscrollFriction = .nan
    #expect(throws: PhysicsError.self) {
      try DecelerationModel(name: .flutterBouncing, parameters: friction)
    }
  }
}
