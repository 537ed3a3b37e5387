import Foundation
import TestSupport
import Testing

/// `measure` against the project's own renders, whose motion the `trace` of the same script
/// knows exactly: `scrollOffset` within 0.5 pt RMS and 2 pt at worst while the content moves,
/// `headerBottom` within 0.5 pt RMS (the accuracy contract).
@Suite(
  "measure accuracy on rendered videos", .tags(.slow),
  .enabled(if: SlowTests.enabled, SlowTests.reason))
struct MeasureAccuracyTests {
  /// A drag that collapses the header, a flick into the content and a flick back.
  static func script(fps: Int = 60, duration: Double = 2.2, scale: Int = 1) -> String {
    """
    {"version": 1, "viewport": {"width": 390, "height": 844, "scale": \(scale)}, "fps": \(fps),
     "duration": \(duration),
     "events": [
       {"t": 0.05, "type": "swipe", "x": 195, "fromY": 650, "toY": 480, "duration": 0.3, "hold": 0.05},
       {"t": 0.5, "type": "swipe", "x": 195, "fromY": 650, "toY": 380, "duration": 0.12},
       {"t": 1.3, "type": "swipe", "x": 195, "fromY": 300, "toY": 620, "duration": 0.12}
     ]}
    """
  }

  /// How far a measurement is from the trace.
  struct Errors: CustomStringConvertible {
    var offsetRMS: Double
    var offsetWorst: Double
    var headerRMS: Double
    var frames: Int
    var description: String {
      "offset RMS \(offsetRMS) worst \(offsetWorst), header RMS \(headerRMS) over \(frames) frames"
    }
  }

  /// Renders `script` with `renderFlags`, optionally re-encodes it with `ffmpegFlags`, measures
  /// it and compares with the trace (`traceFlags` are the tuning flags both share).
  static func measureAgainstTrace(
    script: String = script(), tuning: [String] = [], renderFlags: [String] = [],
    ffmpegFlags: [String]? = nil, measureFlags: [String] = []
  ) throws -> Errors {
    let dir = try ScratchDirectory.make("measure-accuracy")
    let scriptPath = dir.appendingPathComponent("script.json").path
    try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
    var video = dir.appendingPathComponent("render.mp4").path
    let render = try runSandbox(["render", scriptPath, "--out", video] + tuning + renderFlags)
    try #require(render.status == 0, "\(render.stderr)")
    if let ffmpegFlags {
      let reencoded = dir.appendingPathComponent("reencoded.mp4").path
      let ffmpeg = Process()
      ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      ffmpeg.arguments =
        ["ffmpeg", "-v", "error", "-y", "-i", video] + ffmpegFlags + [reencoded]
      try ffmpeg.run()
      ffmpeg.waitUntilExit()
      try #require(ffmpeg.terminationStatus == 0)
      video = reencoded
    }
    let trace = try runSandbox(["trace", scriptPath] + tuning)
    try #require(trace.status == 0, "\(trace.stderr)")
    let measured = try runSandbox(["measure", video] + measureFlags)
    try #require(measured.status == 0, "\(measured.stderr)")
    return try compare(measured: table(measured.stdout), trace: table(trace.stdout))
  }

  /// CSV text as one dictionary per row; an empty cell (an unseen `headerBottom`) has no entry.
  static func table(_ csv: String) throws -> [[String: Double]] {
    let lines = csv.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let header = try #require(lines.first)
    return lines.dropFirst().map { fields in
      var row: [String: Double] = [:]
      for (name, value) in zip(header, fields) { row[name] = Double(value) }
      return row
    }
  }

  /// Each measured row against the trace row at the same time.
  static func compare(measured: [[String: Double]], trace: [[String: Double]]) throws -> Errors {
    let origin = try #require(trace.first?["scrollOffset"])
    var offsetSquares = 0.0
    var moving = 0
    var worst = 0.0
    var headerSquares = 0.0
    for row in measured {
      let time = try #require(row["time"])
      let truth = try #require(
        trace.min { abs(($0["time"] ?? 0) - time) < abs(($1["time"] ?? 0) - time) })
      let headerBottom = max(0, (truth["headerTop"] ?? 0) + (truth["headerHeight"] ?? 0))
      let headerError = (row["headerBottom"] ?? .nan) - headerBottom
      headerSquares += headerError * headerError
      guard abs(truth["scrollVelocity"] ?? 0) > 1 else { continue }
      let error = (row["scrollOffset"] ?? .nan) - ((truth["scrollOffset"] ?? 0) - origin)
      offsetSquares += error * error
      worst = max(worst, abs(error))
      moving += 1
    }
    #expect(moving > 10, "the script should keep the content moving for a while")
    return Errors(
      offsetRMS: (offsetSquares / Double(max(1, moving))).squareRoot(), offsetWorst: worst,
      headerRMS: (headerSquares / Double(max(1, measured.count))).squareRoot(),
      frames: measured.count)
  }

  static func expectWithinContract(_ errors: Errors, _ label: String) {
    #expect(errors.offsetRMS <= 0.5, "\(label): \(errors)")
    #expect(errors.offsetWorst <= 2, "\(label): \(errors)")
    #expect(errors.headerRMS <= 0.5, "\(label): \(errors)")
  }

  /// Every header model (through the presets that choose them) at ×1, 60 fps, CRF 18.
  @Test(
    "every header model, ×1, 60 fps",
    arguments: [
      "showcase", "mdc-default", "ios-large-title", "compose-m3", "android-views",
      "flutter-sliver",
    ])
  func headerModels(preset: String) throws {
    // The platform skins draw iOS's bar at the scroll edge and Material 3's bar at rest in the
    // page's own colour: there is no edge in the pixels to find (docs/measure.md, limits). The
    // header models' motion is measured here under the MDC skin, whose bar always has an edge.
    let errors = try Self.measureAgainstTrace(
      tuning: ["--preset", preset, "--set", "theme.skin=mdc"])
    Self.expectWithinContract(errors, preset)
  }

  /// Every deceleration model under the MDC header, at ×2: at ×1 the renderer's whole-pixel
  /// positions alone cost 0.29 pt RMS, which leaves the long flicks little room.
  @Test(
    "every deceleration model",
    arguments: ["uikit", "uikitFast", "android", "flutterClamping", "flutterBouncing"])
  func decelerationModels(model: String) throws {
    let errors = try Self.measureAgainstTrace(
      script: Self.script(scale: 2),
      tuning: ["--preset", "mdc-default", "--set", "scroll.deceleration=\(model)"])
    Self.expectWithinContract(errors, model)
  }

  @Test("dark theme")
  func dark() throws {
    let errors = try Self.measureAgainstTrace(tuning: ["--set", "theme.mode=dark"])
    Self.expectWithinContract(errors, "dark")
  }

  @Test("a header image")
  func headerImage() throws {
    let sample = packageRoot().appendingPathComponent("Assets/Images/header-sample.jpg").path
    let errors = try Self.measureAgainstTrace(
      tuning: ["--preset", "mdc-default", "--set", "content.headerImage=\(sample)"])
    Self.expectWithinContract(errors, "header image")
  }

  @Test("30 and 120 fps", arguments: [30, 120])
  func frameRates(fps: Int) throws {
    let errors = try Self.measureAgainstTrace(script: Self.script(fps: fps, duration: 1.8))
    Self.expectWithinContract(errors, "\(fps) fps")
  }

  @Test("H.264 at CRF 32")
  func heavyCompression() throws {
    let errors = try Self.measureAgainstTrace(
      renderFlags: ["--quality", "high"],
      ffmpegFlags: ["-c:v", "libx264", "-crf", "32", "-pix_fmt", "yuv420p"])
    Self.expectWithinContract(errors, "CRF 32")
  }

  @Test("a variable frame rate: every third frame dropped")
  func variableFrameRate() throws {
    let errors = try Self.measureAgainstTrace(
      ffmpegFlags: [
        "-vf", "select='not(eq(mod(n,3),1))'", "-fps_mode", "vfr", "-c:v", "libx264", "-crf",
        "18",
      ])
    Self.expectWithinContract(errors, "VFR")
    #expect(errors.frames < 120, "frames should have been dropped: \(errors.frames)")
  }

  @Test("×3 at CRF 18 and CRF 32, 30 fps")
  func tripleScale() throws {
    let script = Self.script(fps: 30, duration: 1.5, scale: 3)
    let standard = try Self.measureAgainstTrace(script: script, tuning: ["--preset", "showcase"])
    Self.expectWithinContract(standard, "×3 CRF 18")
    let heavy = try Self.measureAgainstTrace(
      script: script, tuning: ["--preset", "showcase"], renderFlags: ["--quality", "high"],
      ffmpegFlags: ["-c:v", "libx264", "-crf", "32", "-pix_fmt", "yuv420p"])
    Self.expectWithinContract(heavy, "×3 CRF 32")
  }
}
