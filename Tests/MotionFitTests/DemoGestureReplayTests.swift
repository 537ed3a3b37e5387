import Foundation
import MotionFit
import PhoneSimulation
import SandboxFormats
import TestSupport
import Testing

/// Issue 33, item 3: the gesture derived from a recording replays it. A demo of
/// `Assets/Scripts`, played under a deceleration model and "recorded" at its frame rate (offsets
/// rounded to the 1/3 pt a 3× video resolves), gives a derived script (each lift carrying the
/// velocity read from its coast, `touchUp` `velocity`, at the lift's own time between ticks)
/// that replays the recording.
///
/// Measured on every demo × model (`DEMO_REPLAY_ALL=1` prints the table): the demos whose strokes
/// are drags, flicks and slow pulls on free content replay within 2 pt, a finger that catches a
/// slow coast and pulls it back included, and so do pulls held past the top and flicks that run
/// past it (the phone's drag rule given); a drag that lets go past an edge with speed, the
/// bottom edge and wheel scrolling are not recovered yet (docs/measure.md lists them).
@Suite("derived gestures replay the demos")
struct DemoGestureReplayTests {
  static let scripts: [URL] = {
    let folder = packageRoot().appendingPathComponent("Assets/Scripts")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
  }()

  static let models = ["uikit", "uikitFast", "android", "flutterClamping", "flutterBouncing"]

  /// The scroll offsets of `script` under `settings`, per frame.
  static func offsets(_ script: EventScript, _ settings: SandboxSettings) throws -> (
    [Double], [Double]
  ) {
    var runner = try PhoneRunner(script: script, settings: [settings])
    var times: [Double] = []
    var offsets: [Double] = []
    while let frame = runner.nextFrame() {
      let row = runner.phone.traceRow(frame: frame)
      times.append(row.time)
      offsets.append(row.scrollOffset)
    }
    return (times, offsets)
  }

  /// The phone's own rule for a finger's move past an edge, on the content `script` ends with
  /// (its range: short-content sets its row count first).
  static func dragLaw(
    _ script: EventScript, _ settings: SandboxSettings
  ) throws -> GestureDerivation.DragLaw {
    var runner = try PhoneRunner(script: script, settings: [settings])
    while runner.nextFrame() != nil {}
    let scroll = runner.phone.scroll
    let model = settings.scroll.deceleration
    let (maxOffset, height) = (scroll.maxOffset, scroll.viewportHeight)
    return { offset, delta in
      (try? model.draggedOffset(
        from: offset, by: delta, minOffset: 0, maxOffset: maxOffset, viewportDimension: height))
        ?? offset + delta
    }
  }

  /// The RMS of the derived gesture's replay of `name` under `model`, points.
  static func replayRMS(_ name: String, model: String) throws -> Double {
    var values = ConfigValues()
    try values.set(key: "scroll.deceleration", value: .string(model))
    let settings = try SandboxSettings(values: values)
    let file = packageRoot().appendingPathComponent("Assets/Scripts/\(name).json")
    return try rms(file, settings)
  }

  /// Flicks and drags on free content (shift-disabled: a slow drag held to rest, a flick up, a
  /// flick down past the top) within 1 pt under every law (0.08–0.51 measured). Android's
  /// spline held the drag's speed for four frames after the lift, so the end of the fastest
  /// stretch came four frames late; the coast says where in that stretch the finger lifted (4.3
  /// pt before), and between which ticks (0.41–0.99 pt while lifts were read on whole ticks).
  @Test(arguments: ["uikit", "uikitFast", "flutterClamping", "flutterBouncing", "android"])
  func flicksOnFreeContentReplay(model: String) throws {
    let rms = try Self.replayRMS("shift-disabled", model: model)
    #expect(rms <= 1, "shift-disabled under \(model): \(rms) pt RMS")
  }

  /// The demos whose every stroke is a drag or flick on free content (measured 0.05–0.12 pt;
  /// 0.34–0.73 with lifts on whole ticks):
  /// MDC's shift with its header under every law (its third stroke lands on a 75 pt/s coast and
  /// pulls it back: `TouchFinder`'s hard stop), and four platforms' flicks under Android's
  /// spline.
  @Test(arguments: [
    ("shift-enabled", "android"), ("shift-enabled", "uikitFast"),
    ("shift-enabled", "flutterClamping"), ("shift-enabled", "uikit"),
    ("shift-enabled", "flutterBouncing"), ("platforms", "android"),
  ])
  func freeStrokesReplay(name: String, model: String) throws {
    let rms = try Self.replayRMS(name, model: model)
    #expect(rms <= 1, "\(name) under \(model): \(rms) pt RMS")
  }

  /// readme-demo, recorded at 25 fps: a slow drag held at 200 pt/s, two flicks and a slow pull.
  /// Its frames fall between the swipes' 120 Hz moves, so the drag's two-frame velocity strays
  /// by ±10 % and the top-speed stretch ended at the first dip, reading the rest of the drag as
  /// a coast (44 pt); and each frame's inputs arrived a tick late (`ScriptFeed`). 0.26–0.87 pt
  /// now under the laws that do not bounce; UIKit's and Flutter's bouncing ones fling the third
  /// stroke past the top (18 pt, the edge case the suite's note lists).
  @Test(arguments: ["android", "uikitFast", "flutterClamping"])
  func aTwentyFiveFPSRecordingReplays(model: String) throws {
    let rms = try Self.replayRMS("readme-demo", model: model)
    #expect(rms <= 1, "readme-demo under \(model): \(rms) pt RMS")
  }

  /// platforms under the two bouncing laws: a flick runs past the top and springs back, and a
  /// slow pull past the top is held there and let go. The turn past the top is the edge's
  /// spring, not a finger catching the content; the held pull is one stroke with no fling,
  /// lifted where the spring back starts; its moves are inverted through the phone's rubber
  /// band. 0.11 and 0.23 pt (43 and 41 before).
  @Test(arguments: ["uikit", "flutterBouncing"])
  func pullsAndFlicksPastTheTopReplay(model: String) throws {
    let rms = try Self.replayRMS("platforms", model: model)
    #expect(rms <= 1, "platforms under \(model): \(rms) pt RMS")
  }

  /// quick-return under every law: two flicks, then two slow pulls back (150 and 190 pt/s),
  /// the first on a coast down to about 25 pt/s under UIKit; 0.06–0.56 pt measured (0.45–1.8
  /// with lifts on whole ticks). The slow pulls' two-frame velocity strays by a quantised step
  /// from their top speed, which ended their top-speed stretch early and read the rest of the
  /// pull as a coast (51–55 pt under `uikitFast`, `android` and `flutterClamping`) until the
  /// stretch allowed for that noise.
  @Test(arguments: models)
  func quickReturnSlowPullsReplay(model: String) throws {
    let rms = try Self.replayRMS("quick-return", model: model)
    #expect(rms <= 1, "quick-return under \(model): \(rms) pt RMS")
  }

  @Test(
    .enabled(if: ProcessInfo.processInfo.environment["DEMO_REPLAY_ALL"] != nil), arguments: models)
  func everyDemoReplayTable(model: String) throws {
    var values = ConfigValues()
    try values.set(key: "scroll.deceleration", value: .string(model))
    let settings = try SandboxSettings(values: values)
    var report: [String] = []
    for file in Self.scripts {
      let rms = try Self.rms(file, settings)
      report.append("\(file.lastPathComponent): \(String(format: "%.2f", rms)) pt")
    }
    print("[\(model)] " + report.joined(separator: ", "))
  }

  /// Plays `file` under `settings`, derives its gesture from the rounded offsets and replays
  /// that (with the script's config and its parameter, shift and key events: what the app was
  /// set to, not what its finger did); the RMS difference in points.
  static func rms(_ file: URL, _ settings: SandboxSettings) throws -> Double {
    let text = try String(contentsOf: file, encoding: .utf8)
    let script = try EventScript.decode(text, file: file.path)
    let (times, exact) = try Self.offsets(script, settings)
    let measured = exact.map { ($0 * 3).rounded() / 3 }
    let series = MeasuredSeries(time: times, scrollOffset: measured)
    var derived = GestureDerivation.script(
      for: series, viewport: script.viewport, touchSlop: settings.values[Param.scroll.touchSlop],
      fps: script.fps, drag: try dragLaw(script, settings), top: 0)
    derived.config = script.config
    derived.events += script.events.filter { timed in
      switch timed.event {
      case .set, .shiftOffScreen, .shiftOnScreen, .key, .resize: true
      default: false
      }
    }
    derived.events.sort { $0.t < $1.t }
    let (_, replayed) = try Self.offsets(derived, settings)
    let count = min(replayed.count, exact.count)
    return
      (zip(replayed.prefix(count), measured.prefix(count)).map { ($0 - $1) * ($0 - $1) }
      .reduce(0, +) / Double(max(1, count))).squareRoot()
  }
}
