import HeaderEngine
import PhoneSimulation
import SandboxFormats
import Testing

@testable import SandboxStage

/// Issue 22, item 11: H pressed while the header is over-extended in a pull-down bounce slides
/// the header off and back on; it never jumps (the content's top region used to clamp the shift
/// to 0 in one frame: −110 to 0 at once).
@Suite struct ShiftDuringBounceTests {
  /// A pull-down drag released into the bounce, and H while the content springs back.
  static let script = """
    {"version": 1, "fps": 60, "duration": 3, "events": [
      {"t": 0.3, "type": "touchDown", "x": 195, "y": 300},
      {"t": 0.4, "type": "touchMove", "x": 195, "y": 400},
      {"t": 0.5, "type": "touchMove", "x": 195, "y": 500},
      {"t": 0.6, "type": "touchMove", "x": 195, "y": 600},
      {"t": 0.65, "type": "touchUp", "x": 195, "y": 600},
      {"t": 0.7, "type": "key", "key": "H"}
    ]}
    """

  /// The header's top, frame by frame, under `behavior` and `animation`.
  static func tops(behavior: String, animation: String) throws -> (tops: [Double], accMax: Double) {
    var values = ConfigValues()
    try values.set(key: "header.minimumHeight", value: .number(56))
    try values.set(key: "header.maximumHeight", value: .number(176))
    try values.set(key: "header.shiftBehavior", value: .string(behavior))
    try values.set(key: "header.shiftAnimation", value: .string(animation))
    let script = try EventScript.decode(Self.script, file: "bounce.json")
    var runner = try ScriptRunner(script: script, settings: [SandboxSettings(values: values)])
    var tops: [Double] = []
    while runner.nextFrame() != nil { tops.append(runner.phone.engine.layout.top) }
    return (tops, runner.phone.engine.accMax)
  }

  @Test(arguments: ["exact", "mdc", "spring", "bezier"])
  func hDuringTheBounceNeverJumps(animation: String) throws {
    for behavior in ["enabled", "enabledWithStatusBar"] {
      let (tops, accMax) = try Self.tops(behavior: behavior, animation: animation)
      #expect(tops.min() ?? 0 < -0.9 * accMax, "\(behavior): H slides the header off first")
      #expect(tops.last == 0, "\(behavior): back on screen at the top of the content")
      let jumps = zip(tops, tops.dropFirst()).map { abs($1 - $0) }
      let largest = jumps.max() ?? 0
      // MDC's approach (12 /s) moves at most 12 · accMax / 60 ≈ 0.2 · accMax in a 60 Hz frame;
      // the spring and the Bézier of the defaults stay under a third of the shift.
      #expect(largest < accMax / 3, "\(behavior): largest step \(largest) pt of \(accMax)")
    }
  }

  @Test func aShiftedHeaderAtTheTopSlidesBackOnAtTheFirstScroll() throws {
    var engine = try HeaderEngine(
      configuration: HeaderConfiguration(
        minimumHeight: 56, maximumHeight: 176, shiftBehavior: .enabled))
    engine.didScroll(offset: 0, contentHeight: 3000, viewportHeight: 844, isTracking: false)
    engine.shiftOffScreen(animated: false)
    #expect(engine.layout.top == -engine.accMax)
    engine.didScroll(offset: -5, contentHeight: 3000, viewportHeight: 844, isTracking: false)
    #expect(engine.layout.top == -engine.accMax, "no jump: the shift animation takes it back")
    #expect(engine.layout.isAnimating && !engine.layout.wantsToBeHidden)
    for _ in 0..<240 { engine.tick(dt: 1.0 / 240) }
    #expect(engine.layout.top == 0)
  }
}
