import Foundation
import TestSupport
import Testing

@testable import MotionPhysics

/// Android's reference constants at 160 ppi, computed here from first principles.
private let physicalCoefficient = 9.80665 * 39.37 * 160 * 0.84
private let decelerationRate = log(0.78) / log(0.9)

private func model(_ name: DecelerationModelName) throws -> DecelerationModel {
  try DecelerationModel(name: name)
}

@Suite("Deceleration models")
struct DecelerationModelTests {
  @Test("UIKit .normal: v0 1000 stops 499.5 pt away")
  func uikitNormalStopPoint() throws {
    let uikit = try model(.uikit)
    #expect(isClose(uikit.projectedDistance(velocity: 1000), 499.5, 0.5))
    #expect(isClose(uikit.projectedDistance(velocity: 1000), -1000 / (1000 * log(0.998)), 1e-9))
    #expect(isClose(uikit.projectedDistance(velocity: -1000), -499.5, 0.5))
  }

  @Test("UIKit .fast: v0 1000 stops 99.5 pt away")
  func uikitFastStopPoint() throws {
    #expect(isClose(try model(.uikitFast).projectedDistance(velocity: 1000), 99.5, 0.5))
  }

  @Test("UIKit x(t) and dx(t) follow the per-millisecond closed form", arguments: [0.998, 0.99])
  func uikitClosedForm(rate: Double) throws {
    var parameters = DecelerationParameters()
    parameters.uikitRate = rate
    let sim = try DecelerationModel(name: .uikit, parameters: parameters)
      .fling(position: 30, velocity: 2000)
    for t in [0.0, 0.016, 0.1, 0.5, 1, 2.5] {
      let v = 2000 * pow(rate, 1000 * t)
      let x = 30 + 2000 * (pow(rate, 1000 * t) - 1) / (1000 * log(rate))
      #expect(isClose(sim.x(t), x, 1e-9))
      #expect(isClose(sim.dx(t), v, 1e-9))
    }
  }

  @Test("UIKit durations match the published table (0.5 pt left to travel)")
  func uikitDurations() throws {
    let normal = try model(.uikit)
    let fast = try model(.uikitFast)
    #expect(isClose(normal.duration(velocity: 1000), 3.45, 0.05))
    #expect(isClose(normal.duration(velocity: 4000), 4.14, 0.05))
    #expect(isClose(fast.duration(velocity: 1000), 0.53, 0.05))
    #expect(isClose(fast.duration(velocity: 8000), 0.74, 0.05))
  }

  @Test("Android: stop point and duration match AOSP's published numbers")
  func androidTable() throws {
    let android = try model(.android)
    #expect(isClose(android.projectedDistance(velocity: 1000), 194, 0.5))
    #expect(isClose(android.duration(velocity: 1000), 0.555, 0.006))
    #expect(isClose(android.projectedDistance(velocity: 4000), 2157, 0.5))
    #expect(isClose(android.duration(velocity: 4000), 1.54, 0.006))
    #expect(isClose(android.projectedDistance(velocity: 8000), 7186, 1))
    #expect(isClose(android.duration(velocity: 8000), 2.57, 0.006))
    #expect(isClose(android.projectedDistance(velocity: -1000), -194, 0.5))
  }

  @Test("Android: distance and duration follow getSplineFlingDistance/Duration")
  func androidFormulas() throws {
    let android = try model(.android)
    for v in [120.0, 999, 3000, 12_000] {
      let l = log(0.35 * v / (0.015 * physicalCoefficient))
      let duration = exp(l / (decelerationRate - 1))
      let distance =
        0.015 * physicalCoefficient * exp(decelerationRate / (decelerationRate - 1) * l)
      #expect(isClose(android.duration(velocity: v), duration, 1e-9))
      #expect(isClose(android.projectedDistance(velocity: v), distance, 1e-9))
    }
  }

  @Test("Android: ppi scales the physical coefficient")
  func androidDensity() throws {
    var parameters = DecelerationParameters()
    parameters.androidPPI = 320
    let dense = try DecelerationModel(name: .android, parameters: parameters)
    let l = log(0.35 * 1000 / (0.015 * physicalCoefficient * 2))
    let distance =
      0.015 * physicalCoefficient * 2 * exp(decelerationRate / (decelerationRate - 1) * l)
    #expect(isClose(dense.projectedDistance(velocity: 1000), distance, 1e-9))
  }

  @Test("Android spline table is built as AOSP builds it")
  func androidSplineTable() {
    let position = AndroidSpline.position
    let time = AndroidSpline.time
    #expect(position.count == 101 && time.count == 101)
    // AOSP bisects even for alpha = 0, so entry 0 is within the 1e-5 bisection tolerance of 0.
    #expect(position[0] < 1e-4 && time[0] < 1e-4 && position[100] == 1 && time[100] == 1)
    for i in 1...100 {
      #expect(position[i] > position[i - 1])
      #expect(time[i] > time[i - 1])
    }
    // Independent check: the Bézier evaluated at the bisected parameter, in double precision.
    let p1 = 0.175
    let p2 = 0.35
    for i in [10, 35, 50, 90] {
      let alpha = Double(i) / 100
      var low = 0.0
      var high = 1.0
      for _ in 0..<60 {
        let s = (low + high) / 2
        let tx = 3 * s * (1 - s) * ((1 - s) * p1 + s * p2) + s * s * s
        if tx > alpha { high = s } else { low = s }
      }
      let s = (low + high) / 2
      let expected = 3 * s * (1 - s) * ((1 - s) * 0.5 + s) + s * s * s
      #expect(isClose(position[i], expected, 1e-4))
    }
  }

  @Test("Android x(t) interpolates SPLINE_POSITION; dx(t) is the segment slope")
  func androidSampled() throws {
    let sim = try AndroidSplineSimulation(position: 10, velocity: 2500)
    let table = AndroidSpline.position
    for t in [0.0, 0.05, 0.3, 0.7, 1.0] {
      let u = t / sim.duration
      let index = Int(100 * u)
      let slope = (table[index + 1] - table[index]) * 100
      let fraction = table[index] + (u - Double(index) / 100) * slope
      #expect(isClose(sim.x(t), 10 + sim.distance * fraction, 1e-9))
      #expect(isClose(sim.dx(t), slope * sim.distance / sim.duration, 1e-9))
    }
    #expect(isClose(sim.x(sim.duration + 1), 10 + sim.distance, 1e-9))
    #expect(sim.dx(sim.duration) == 0)
  }

  @Test("Flutter clamping: same distance as Android, finishes sooner")
  func flutterClampingTable() throws {
    let clamping = try model(.flutterClamping)
    #expect(isClose(clamping.projectedDistance(velocity: 1000), 194, 0.5))
    #expect(isClose(clamping.duration(velocity: 1000), 0.46, 0.005))
    #expect(isClose(clamping.projectedDistance(velocity: 4000), 2157, 0.5))
    #expect(isClose(clamping.duration(velocity: 4000), 1.27, 0.005))
    #expect(isClose(clamping.duration(velocity: 8000), 2.12, 0.005))
    let sim = try ClampingScrollSimulation(position: 0, velocity: 4000)
    #expect(isClose(sim.x(sim.duration), 2157, 0.5))
    #expect(isClose(sim.distance, try model(.android).projectedDistance(velocity: 4000), 1e-6))
  }

  @Test("Flutter clamping x(t), dx(t) follow the ballistic power law")
  func flutterClampingSampled() throws {
    let sim = try ClampingScrollSimulation(position: -5, velocity: -1500)
    let reference = 0.015 * physicalCoefficient / 0.35
    let duration = decelerationRate * 0.35 * pow(1500 / reference, 1 / (decelerationRate - 1))
    let distance = -1500 * duration / decelerationRate
    #expect(isClose(sim.duration, duration, 1e-12))
    for t in [0.0, 0.1, 0.25, 0.5] {
      let u = t / duration
      #expect(isClose(sim.x(t), -5 + distance * (1 - pow(1 - u, decelerationRate)), 1e-9))
      #expect(isClose(sim.dx(t), -1500 * pow(1 - u, decelerationRate - 1), 1e-9))
    }
  }

  @Test("Flutter bouncing friction: drag 0.135 per second, 0.4994·v0 travel")
  func flutterBouncingSampled() throws {
    let bouncing = try model(.flutterBouncing)
    #expect(isClose(bouncing.projectedDistance(velocity: 1000), 499.4, 0.1))
    let sim = try bouncing.fling(position: 0, velocity: 1000)
    for t in [0.0, 0.2, 1, 3] {
      #expect(isClose(sim.x(t), 1000 * (pow(0.135, t) - 1) / log(0.135), 1e-9))
      #expect(isClose(sim.dx(t), 1000 * pow(0.135, t), 1e-9))
    }
    // Flutter's scroll tolerance stops at 20 pt/s: ln(20/1000) / ln(0.135).
    #expect(isClose(bouncing.duration(velocity: 1000), log(0.02) / log(0.135), 1e-12))
  }

  @Test("Speed never increases along a fling", arguments: DecelerationModelName.allCases)
  func monotonicSpeed(name: DecelerationModelName) throws {
    let sim = try model(name).fling(position: 0, velocity: 2500)
    var previous = Double.infinity
    var t = 0.0
    while t < 6 {
      let speed = abs(sim.dx(t))
      #expect(speed <= previous + 1e-9, "speed rose at t = \(t)")
      previous = speed
      t += 1.0 / 240
    }
  }

  @Test("isDone agrees with duration and tolerance", arguments: DecelerationModelName.allCases)
  func isDoneAgrees(name: DecelerationModelName) throws {
    let decel = try model(name)
    let sim = try decel.fling(position: 0, velocity: 3000)
    let duration = decel.duration(velocity: 3000)
    #expect(!sim.isDone(duration * 0.99))
    #expect(sim.isDone(duration * 1.001))
    switch name {
    case .uikit, .uikitFast, .flutterBouncing:
      // Exponential models stop on speed (UIKit: the speed that leaves < 0.5 pt to travel).
      let final = decel.projectedDistance(velocity: 3000)
      if name == .flutterBouncing {
        #expect(abs(sim.dx(duration * 0.99)) >= sim.tolerance.velocity)
        #expect(abs(sim.dx(duration * 1.001)) < sim.tolerance.velocity)
      } else {
        #expect(abs(final - sim.x(duration * 0.99)) >= sim.tolerance.distance)
        #expect(abs(final - sim.x(duration * 1.001)) < sim.tolerance.distance)
      }
    case .android, .flutterClamping, .chromium:
      #expect(isClose(sim.x(duration), decel.projectedDistance(velocity: 3000), 1e-6))
    }
  }

  @Test("allowsOverscroll is true exactly for the bouncing models")
  func overscrollFlags() throws {
    let allowed = try DecelerationModelName.allCases.filter { try model($0).allowsOverscroll }
    #expect(allowed == [.uikit, .uikitFast, .flutterBouncing])
  }

  @Test("Model names are the configuration contract")
  func names() {
    #expect(
      DecelerationModelName.allCases.map(\.rawValue) == [
        "uikit", "uikitFast", "android", "flutterClamping", "flutterBouncing", "chromium",
      ])
  }

  @Test("Zero velocity stands still and is done", arguments: DecelerationModelName.allCases)
  func zeroVelocity(name: DecelerationModelName) throws {
    let sim = try model(name).fling(position: 42, velocity: 0)
    #expect(sim.x(0.5) == 42 && sim.dx(0.5) == 0 && sim.isDone(0))
    #expect(try model(name).duration(velocity: 0) == 0)
  }
}

/// Flutter `packages/flutter/lib/src/widgets/scroll_physics.dart`, `ScrollPhysics.toleranceFor`:
/// `Tolerance(velocity: 1.0 / (0.050 * metrics.devicePixelRatio), distance: 1.0 /
/// metrics.devicePixelRatio)`.
@Suite("Flutter tolerance follows the device pixel ratio")
struct FlutterToleranceTests {
  @Test("toleranceFor: one device pixel, and one pixel per 50 ms")
  func toleranceFor() throws {
    let tolerance = Tolerance.flutterScroll(devicePixelRatio: 3)
    #expect(isClose(tolerance.distance, 1.0 / 3, 1e-15))
    #expect(isClose(tolerance.velocity, 1 / (0.05 * 3), 1e-12))
    #expect(Tolerance.flutterScroll == Tolerance.flutterScroll(devicePixelRatio: 1))
    #expect(Tolerance.flutterScroll(devicePixelRatio: .nan) == .flutterScroll)
  }

  @Test("The Flutter models use it; UIKit and Android do not")
  func modelsUseIt() throws {
    for name in DecelerationModelName.allCases {
      let plain = try DecelerationModel(name: name)
      let dense = plain.onScreen(devicePixelRatio: 3)
      switch name {
      case .flutterClamping, .flutterBouncing:
        #expect(dense.tolerance == .flutterScroll(devicePixelRatio: 3))
      case .uikit, .uikitFast, .android, .chromium:
        #expect(dense.tolerance == plain.tolerance)
      }
    }
    // A bouncing fling runs until its speed is below tolerance.velocity: ln(3)/ln(1/0.135) s
    // longer on a ×3 screen.
    let bouncing = try DecelerationModel(name: .flutterBouncing)
    let extra =
      bouncing.onScreen(devicePixelRatio: 3).duration(velocity: 2000)
      - bouncing.duration(velocity: 2000)
    #expect(isClose(extra, log(3) / -log(0.135), 1e-9))
  }

  @Test("An invalid ratio is rejected by validation and leaves the model alone")
  func invalidRatio() throws {
    var parameters = DecelerationParameters()
    parameters.devicePixelRatio = 0
    #expect(throws: PhysicsError.self) { try parameters.validate() }
    let model = try DecelerationModel(name: .flutterBouncing)
    #expect(model.onScreen(devicePixelRatio: -1) == model)
  }
}
