import MotionFit
import PhoneSimulation
import SandboxFormats
import TestSupport

/// Traces made by the project with known parameters, sampled at 60 fps with seeded noise: the
/// inputs of the round-trip tests.
enum RoundTripFixture {
  /// A flick up the list: `distance` points in `duration` seconds, released at speed.
  static func flick(distance: Double = 200, duration: Double = 0.12, length: Double = 4)
    -> EventScript
  {
    EventScript(
      viewport: .standard, fps: 60, duration: length,
      events: [
        TimedScriptEvent(
          t: 0.3,
          event: .swipe(x: 195, fromY: 650, toY: 650 - distance, duration: duration, hold: 0))
      ])
  }

  /// The series `script` produces under `layers` over the registry defaults, with Gaussian-ish
  /// noise of `noise` points (seeded).
  static func series(
    _ script: EventScript, _ assignments: [(String, ParameterValue)], noise: Double = 0.3,
    seed: UInt64 = 1
  ) throws -> (MeasuredSeries, ConfigValues) {
    var values = ConfigValues()
    for (key, value) in assignments { try values.set(key: key, value: value) }
    let settings = try SandboxSettings(values: values)
    var runner = try PhoneRunner(script: script, settings: [settings])
    var random = SplitMix64(seed: seed)
    func jitter() -> Double {
      // Sum of three uniforms: close enough to Gaussian, σ = noise.
      noise * (random.uniform(-1...1) + random.uniform(-1...1) + random.uniform(-1...1))
    }
    var time: [Double] = []
    var offset: [Double] = []
    var bottom: [Double] = []
    while let frame = runner.nextFrame() {
      let row = runner.phone.traceRow(frame: frame)
      time.append(row.time)
      offset.append(row.scrollOffset + jitter())
      bottom.append(row.headerTop + row.headerHeight + jitter())
    }
    return (MeasuredSeries(time: time, scrollOffset: offset, headerBottom: bottom), values)
  }
}
