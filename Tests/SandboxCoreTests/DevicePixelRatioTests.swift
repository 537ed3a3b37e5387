import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxStage

/// A script's `viewport.pixelRatio` is the simulated device's, which Flutter's scroll physics see
/// (`ScrollPhysics.toleranceFor` divides by `devicePixelRatio`); `viewport.scale` is only the
/// output's size.
@Suite struct DevicePixelRatioTests {
  static func flingSettleTime(pixelRatio: Double) throws -> Double {
    var values = ConfigValues()
    try values.set(key: "scroll.deceleration", value: .string("flutterBouncing"))
    var sandbox = try Sandbox(
      settings: SandboxSettings(values: values), viewport: Size(width: 390, height: 844),
      pixelRatio: pixelRatio)
    swipe(&sandbox, at: 0.1, fromY: 700, toY: 600, duration: 0.1)
    var time = 0.2
    while time < 10 {
      sandbox.advance(toTime: time)
      if sandbox.isSettled { return time }
      time += 1.0 / 240
    }
    return .infinity
  }

  @Test func aDenserScreenFlingsLongerUnderFlutterPhysics() throws {
    let one = try Self.flingSettleTime(pixelRatio: 1)
    let three = try Self.flingSettleTime(pixelRatio: 3)
    #expect(one.isFinite && three.isFinite)
    // ln 3 / ln(1/0.135) ≈ 0.549 s more before the speed drops below 1/(0.05·dpr).
    #expect(isClose(three - one, 0.549, 0.01))
  }

  @Test func scriptsCarryThePixelRatioApartFromTheScale() throws {
    let text = #"""
      {"version": 1, "viewport": {"width": 390, "height": 844, "scale": 1, "pixelRatio": 2.625},
       "events": []}
      """#
    let script = try EventScript.decode(text, file: "s.json")
    #expect(script.viewport.pixelRatio == 2.625)
    #expect(script.viewport.scale == 1)
    let plain = try EventScript.decode(#"{"version": 1, "events": []}"#, file: "s.json")
    #expect(plain.viewport.pixelRatio == 3, "the default phone is a ×3 device")
    let again = try EventScript.decode(script.encoded(), file: "again.json")
    #expect(again.viewport == script.viewport)
  }

  @Test func anOutOfRangeRatioIsNamedWithItsPath() {
    let text =
      #"{"version": 1, "viewport": {"width": 390, "height": 844, "pixelRatio": 9}, "events": []}"#
    #expect(
      EventScript.validate(text, file: "s.json").map(\.description) == [
        "s.json: viewport.pixelRatio: expected a device pixel ratio in 1…4, found 9"
      ])
  }
}
