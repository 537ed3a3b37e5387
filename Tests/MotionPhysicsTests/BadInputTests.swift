import Foundation
import Testing

@testable import MotionPhysics

/// Runs `body`, expecting a `PhysicsError` whose message names `parameter`.
private func expectRejected(
  _ parameter: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Void
) {
  do {
    try body()
    Issue.record("expected \(parameter) to be rejected", sourceLocation: sourceLocation)
  } catch let error as PhysicsError {
    #expect(error.parameter == parameter, sourceLocation: sourceLocation)
    #expect(error.description.hasPrefix("\(parameter) = "), sourceLocation: sourceLocation)
    #expect(error.description.contains("allowed:"), sourceLocation: sourceLocation)
  } catch {
    Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
  }
}

@Suite("Bad input")
struct BadInputTests {
  @Test("Deceleration parameters out of range are named")
  func decelerationParameters() {
    let cases: [(String, WritableKeyPath<DecelerationParameters, Double>, Double)] = [
      ("uikitRate", \.uikitRate, 1),
      ("uikitRate", \.uikitRate, .nan),
      ("uikitFastRate", \.uikitFastRate, 0),
      ("androidFriction", \.androidFriction, -0.015),
      ("androidPPI", \.androidPPI, 0),
      ("flutterFriction", \.flutterFriction, .infinity),
      ("bouncingDrag", \.bouncingDrag, 1.2),
      ("maxSpringTransferVelocity", \.maxSpringTransferVelocity, -1),
      ("rubberBandCoefficient", \.rubberBandCoefficient, 2),
      ("overscrollFriction", \.overscrollFriction, 0),
    ]
    for (name, keyPath, value) in cases {
      var parameters = DecelerationParameters()
      parameters[keyPath: keyPath] = value
      expectRejected(name) { _ = try DecelerationModel(name: .uikit, parameters: parameters) }
    }
  }

  @Test("The message names the parameter, the value and the allowed range")
  func message() {
    var parameters = DecelerationParameters()
    parameters.uikitRate = 1
    do {
      _ = try DecelerationModel(name: .uikit, parameters: parameters)
      Issue.record("uikitRate = 1 was accepted")
    } catch {
      #expect("\(error)" == "uikitRate = 1.0 is out of range; allowed: 0.0 < uikitRate < 1.0")
    }
  }

  @Test("Simulation inputs: NaN velocity, infinite position, inverted range")
  func simulationInputs() throws {
    let model = try DecelerationModel(name: .android)
    expectRejected("velocity") { _ = try model.fling(position: 0, velocity: .nan) }
    expectRejected("position") { _ = try model.fling(position: .infinity, velocity: 1) }
    expectRejected("viewportDimension") {
      _ = try model.draggedOffset(
        from: 0, by: 1, minOffset: 0, maxOffset: 10, viewportDimension: 0)
    }
    expectRejected("maxOffset") {
      _ = try model.scrollSimulation(position: 0, velocity: 1, minOffset: 10, maxOffset: 0)
    }
    expectRejected("minOffset") {
      _ = try model.scrollSimulation(position: 0, velocity: 1, minOffset: .nan, maxOffset: 0)
    }
    expectRejected("drag") {
      _ = try FrictionSimulation(drag: 1, position: 0, velocity: 1)
    }
    expectRejected("decelerationRate") {
      _ = try FrictionSimulation(decelerationRate: -0.5, position: 0, velocity: 1)
    }
  }

  @Test("Springs: negative mass, zero stiffness, negative damping, NaN velocity")
  func springs() {
    expectRejected("mass") { _ = try SpringDescription(mass: -1, stiffness: 100, damping: 10) }
    expectRejected("stiffness") { _ = try SpringDescription(mass: 1, stiffness: 0, damping: 10) }
    expectRejected("damping") { _ = try SpringDescription(mass: 1, stiffness: 100, damping: -2) }
    expectRejected("dampingRatio") {
      _ = try SpringDescription(mass: 1, stiffness: 100, dampingRatio: .nan)
    }
    expectRejected("velocity") {
      _ = try SpringSimulation(spring: .flutterScroll, start: 0, end: 1, velocity: .nan)
    }
    expectRejected("response") { _ = try ResponseSpring(response: 0, dampingFraction: 1) }
    expectRejected("bounce") { _ = try DurationBounceSpring(duration: 0.5, bounce: -1) }
    expectRejected("duration") { _ = try DurationBounceSpring(duration: -0.5, bounce: 0) }
    expectRejected("tension") { _ = try OrigamiSpring(tension: -100, friction: 7) }
    expectRejected("bounciness") { _ = try PopSpring(bounciness: 25, speed: 12) }
    expectRejected("speed") { _ = try PopSpring(bounciness: 5, speed: -1) }
  }

  @Test("Curves, rubber band, friction, tolerance and gestures")
  func others() {
    expectRejected("x1") { _ = try CubicBezier(1.2, 0, 0.5, 1) }
    expectRejected("y2") { _ = try CubicBezier(0.2, 0, 0.5, .nan) }
    expectRejected("dimension") { _ = try RubberBand(dimension: 0) }
    expectRejected("coefficient") { _ = try RubberBand(coefficient: 1.5, dimension: 100) }
    expectRejected("coefficient") { _ = try OverscrollFriction(coefficient: -0.52) }
    expectRejected("rate") { _ = try ExponentialApproach(start: 0, target: 1, rate: 0) }
    expectRejected("tolerance.velocity") { _ = try Tolerance(distance: 1, velocity: 0, time: 1) }
    expectRejected("touchSlop") {
      _ = try GestureParameters(touchSlop: -1, minFlingVelocity: 50, maxFlingVelocity: 8000)
    }
    expectRejected("maxFlingVelocity") {
      _ = try GestureParameters(touchSlop: 8, minFlingVelocity: 50, maxFlingVelocity: 10)
    }
  }

  @Test("Queries at odd times stay finite", arguments: DecelerationModelName.allCases)
  func oddTimes(name: DecelerationModelName) throws {
    let sim = try DecelerationModel(name: name).scrollSimulation(
      position: 0, velocity: 5000, minOffset: 0, maxOffset: 300)
    for t in [-1.0, .nan, .infinity, 1e9] {
      #expect(sim.x(t).isFinite && sim.dx(t).isFinite, "t = \(t)")
    }
  }
}

@Suite("Decoding")
struct DecodingTests {
  @Test("Partial deceleration parameters keep platform defaults for missing keys")
  func partialParameters() throws {
    let json = Data(
      #"{"uikitRate": 0.995, "bouncingSpring": {"mass": 1, "stiffness": 200, "damping": 30}}"#.utf8)
    let parameters = try JSONDecoder().decode(DecelerationParameters.self, from: json)
    #expect(parameters.uikitRate == 0.995)
    #expect(parameters.bouncingSpring.stiffness == 200)
    #expect(parameters.androidPPI == 160 && parameters.uikitFastRate == 0.99)
    let again = try JSONDecoder().decode(
      DecelerationParameters.self, from: JSONEncoder().encode(parameters))
    #expect(again == parameters)
  }

  @Test("Decoding rejects values the initializers reject")
  func decodingValidates() {
    expectRejected("mass") {
      _ = try JSONDecoder().decode(
        SpringDescription.self, from: Data(#"{"mass": -1, "stiffness": 1, "damping": 1}"#.utf8))
    }
    expectRejected("tolerance.distance") {
      _ = try JSONDecoder().decode(
        Tolerance.self, from: Data(#"{"distance": 0, "velocity": 1, "time": 1}"#.utf8))
    }
    expectRejected("x2") {
      _ = try JSONDecoder().decode(
        CubicBezier.self, from: Data(#"{"x1": 0, "y1": 0, "x2": 2, "y2": 1}"#.utf8))
    }
  }

  @Test("UIKit gesture defaults survive JSON without an infinite cap")
  func gestureRoundTrip() throws {
    let data = try JSONEncoder().encode(GestureParameters.uikit)
    #expect(try JSONDecoder().decode(GestureParameters.self, from: data) == .uikit)
  }
}
