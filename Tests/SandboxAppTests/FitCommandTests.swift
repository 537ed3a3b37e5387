import Foundation
import Testing

/// `header-sandbox fit`: exit codes and messages for bad input, and a whole run from a trace to a
/// preset the other commands accept.
@Suite struct FitCommandTests {
  /// A flick under Android's fling with friction 0.021 (shift enabled), as a trace CSV.
  static func flickTrace(_ dir: TemporaryDirectory) async throws -> (trace: String, script: String)
  {
    let script = try dir.write(
      "flick.json",
      flickScript(
        config: #"{"scroll": {"deceleration": "android", "androidFriction": 0.021}}"#, duration: 3))
    let trace = try await runSandbox(["trace", script])
    #expect(trace.status == 0, "\(trace.stderr)")
    return (try dir.write("flick.csv", trace.stdout), script)
  }

  @Test func missingColumnsAreNamedWithExit65() async throws {
    let dir = try TemporaryDirectory()
    let input = try dir.write("log.csv", "t,offset\n0,0\n0.1,5\n")
    let result = try await runSandbox(["fit", input])
    #expect(result.status == 65)
    #expect(result.stderr.contains("log.csv"))
    #expect(result.stderr.contains("time, scrollOffset"), "\(result.stderr)")
  }

  @Test func aFlatOffsetIsExit65NamingTheColumn() async throws {
    let dir = try TemporaryDirectory()
    let rows = (0..<60).map { "\(Double($0) / 60),\(Double($0 % 2) * 0.1)" }
    let input = try dir.write("still.csv", "time,scrollOffset\n" + rows.joined(separator: "\n"))
    let result = try await runSandbox(["fit", input])
    #expect(result.status == 65)
    #expect(result.stderr.contains("scrollOffset flat"), "\(result.stderr)")
  }

  @Test func anUnknownVaryKeyIsExit64WithTheNearestName() async throws {
    let dir = try TemporaryDirectory()
    let input = try dir.write("any.csv", "time,scrollOffset\n0,0\n")
    let result = try await runSandbox(["fit", input, "--vary", "scroll.androidFricton"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("did you mean scroll.androidFriction"), "\(result.stderr)")
  }

  @Test func aChoiceInVaryIsExit64PointingToFix() async throws {
    let dir = try TemporaryDirectory()
    let input = try dir.write("any.csv", "time,scrollOffset\n0,0\n")
    let result = try await runSandbox(["fit", input, "--vary", "header.shiftBehavior"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--fix"), "\(result.stderr)")
  }

  /// A video is measured as `measure` would; one ffmpeg cannot read is bad data with its reason.
  @Test func anUnreadableVideoIsExit65WithFFmpegsReason() async throws {
    let dir = try TemporaryDirectory()
    let input = try dir.write("clip.mp4", "not really a video")
    let result = try await runSandbox(["fit", input])
    #expect(result.status == 65)
    #expect(result.stderr.contains("expected a video ffmpeg can read"), "\(result.stderr)")
    #expect(result.stderr.contains("clip.mp4"), "\(result.stderr)")
  }

  @Test func aMissingInputIsExit66() async throws {
    let result = try await runSandbox(["fit", "/nonexistent/motion.csv"])
    #expect(result.status == 66)
    #expect(result.stderr.contains("/nonexistent/motion.csv"))
  }

  @Test func tooFewRowsAreExit65() async throws {
    let dir = try TemporaryDirectory()
    let input = try dir.write("short.csv", "time,scrollOffset\n0,0\n0.1,50\n")
    let result = try await runSandbox(["fit", input])
    #expect(result.status == 65)
    #expect(result.stderr.contains("at least 20 rows"), "\(result.stderr)")
  }

  /// `measure` writes `headerBottom` 0 on every row when it finds no header edge: `fit` leaves
  /// the column and the header's keys alone (even when `--vary` names one) and says so.
  @Test func aHeaderBottomOfZeroEverywhereIsNotFitted() async throws {
    let dir = try TemporaryDirectory()
    let (trace, script) = try await Self.flickTrace(dir)
    let rows = csvRows(try String(contentsOfFile: trace, encoding: .utf8)).map { row in
      "\(number(row, "time") ?? 0),\(number(row, "scrollOffset") ?? 0),0"
    }
    let input = try dir.write(
      "flat-header.csv", "time,scrollOffset,headerBottom\n" + rows.joined(separator: "\n"))
    // One search start: what is checked here is which columns and keys are fitted and what the
    // output says, not how close the fit gets (`aTraceFitsBack…` checks that with the default).
    let flags = [
      "--script", script, "--physics", "android", "--starts", "1", "--vary",
      "scroll.androidFriction,header.minimumHeight",
    ]
    let result = try await runSandbox(["fit", input, "--json"] + flags)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["headerMeasured"] as? Bool == false)
    let notes = try #require(json["notes"] as? [String])
    #expect(notes.first?.contains("no header edge on any row") == true, "\(notes)")
    let keys = (json["values"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
    #expect(keys == ["scroll.androidFriction"], "\(keys)")
    let columns = (json["columns"] as? [[String: Any]] ?? []).compactMap { $0["column"] as? String }
    #expect(columns == ["scrollOffset"])
    let config = try #require(json["config"] as? [String: Any])
    // The header's keys keep the given values: as with no header column at all.
    let offsetsOnly = try dir.write(
      "offsets.csv",
      "time,scrollOffset\n" + rows.map { $0.dropLast(2) }.joined(separator: "\n"))
    let plain = try await runSandbox(["fit", offsetsOnly, "--json"] + flags)
    let plainJSON = try #require(
      try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])
    let header = config["header"] as? [String: Any]
    let given = (plainJSON["config"] as? [String: Any])?["header"] as? [String: Any]
    #expect(header?.keys.sorted() == given?.keys.sorted(), "\(config)")
    #expect(header?["maximumHeight"] as? Double == given?["maximumHeight"] as? Double)
    let table = try await runSandbox(["fit", input] + flags)
    #expect(
      table.stdout.contains("note: headerBottom shows no header edge on any row"),
      "\(table.stdout)")
  }

  @Test func aTraceFitsBackToItsFrictionAndItsPresetReplaysIt() async throws {
    let dir = try TemporaryDirectory()
    let (trace, script) = try await Self.flickTrace(dir)
    let preset = dir.url.appendingPathComponent("fitted.json").path
    let result = try await runSandbox([
      "fit", trace, "--script", script, "--physics", "android", "--vary", "scroll.androidFriction",
      "--out", preset, "--json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["partial"] as? Bool == false)
    let values = try #require(json["values"] as? [[String: Any]])
    let friction = try #require(values.first?["value"] as? Double)
    #expect(abs(friction / 0.021 - 1) < 0.01, "fitted \(friction)")
    // The preset is a config file every command accepts: its trace is the measured one.
    let replay = try await runSandbox(["trace", script, "--config", preset])
    #expect(replay.status == 0, "\(replay.stderr)")
    let measured = csvRows(try String(contentsOfFile: trace, encoding: .utf8))
    let fitted = csvRows(replay.stdout)
    let a = try #require(measured.last.flatMap { number($0, "scrollOffset") })
    let b = try #require(fitted.last.flatMap { number($0, "scrollOffset") })
    #expect(abs(a - b) < 1, "rest \(b) vs \(a)")
  }

  @Test func theTableNamesValuesUnitsAndResiduals() async throws {
    let dir = try TemporaryDirectory()
    let (trace, script) = try await Self.flickTrace(dir)
    // One search start: the table's layout is checked, not the fit's accuracy.
    let result = try await runSandbox([
      "fit", trace, "--script", script, "--physics", "android", "--starts", "1", "--vary",
      "scroll.androidFriction,header.maximumHeight",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("scroll.androidFriction"))
    #expect(result.stdout.contains("header.maximumHeight"))
    #expect(result.stdout.contains(" pt"))
    #expect(result.stdout.contains("RMS (pt)"))
    #expect(result.stdout.contains("headerBottom"))
  }

  /// Issue 33, item 6: a fit whose scroll RMS is over max(2 pt, 1 % of the scroll range) is poor:
  /// the RMS and the limit are printed, no preset is written and the exit is 1, unless
  /// `--accept-poor`. Android's friction pinned at 0.008 cannot reproduce a 0.021 flick.
  @Test func aPoorFitWritesNoPresetAndExits1UnlessAccepted() async throws {
    let dir = try TemporaryDirectory()
    let (trace, script) = try await Self.flickTrace(dir)
    let preset = dir.url.appendingPathComponent("poor.json").path
    let flags = [
      "--script", script, "--physics", "android", "--fix", "scroll.androidFriction=0.008",
      "--vary", "header.maximumHeight", "--starts", "1", "--out", preset,
    ]
    let poor = try await runSandbox(["fit", trace] + flags)
    #expect(poor.status == 1, "\(poor.stderr)")
    #expect(poor.stdout.contains("latency: the recording shows the script's touches 0 ms late"))
    #expect(poor.stderr.contains("poor fit: scroll RMS"), "\(poor.stderr)")
    #expect(poor.stderr.contains("exceeds the limit"), "\(poor.stderr)")
    #expect(poor.stderr.contains("no preset written; --accept-poor keeps it"), "\(poor.stderr)")
    #expect(poor.stdout.contains("quality: poor: scroll RMS"), "\(poor.stdout)")
    #expect(!FileManager.default.fileExists(atPath: preset))

    let json = try await runSandbox(["fit", trace, "--json"] + flags)
    #expect(json.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["quality"] as? String == "poor")
    let limit = try #require(object["rmsLimit"] as? Double)
    let rms = try #require(object["scrollRms"] as? Double)
    #expect(limit >= 2 && rms > limit, "\(rms) over \(limit)")

    let accepted = try await runSandbox(["fit", trace, "--accept-poor"] + flags)
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(FileManager.default.fileExists(atPath: preset))
  }

  @Test func aGoodFitSaysSoInItsJSON() async throws {
    let dir = try TemporaryDirectory()
    let (trace, script) = try await Self.flickTrace(dir)
    let result = try await runSandbox([
      "fit", trace, "--script", script, "--physics", "android", "--vary",
      "scroll.androidFriction", "--starts", "1", "--json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["quality"] as? String == "good")
    #expect((object["rmsLimit"] as? Double ?? 0) >= 2)
    // The trace is the script's own, on its clock: no input latency.
    #expect(object["latency"] as? Double == 0)
  }

  /// Issue 33, item 4: the releases the fit settled on are reported, each with its time, the
  /// velocity the replay flings with and the correction of the measured one (a derived gesture);
  /// a given script's lifts name no velocity and carry no correction.
  @Test func theReleasesAreReportedWithTheirCorrections() async throws {
    let dir = try TemporaryDirectory()
    let (trace, script) = try await Self.flickTrace(dir)
    func releases(_ extra: [String]) async throws -> [[String: Any]] {
      let result = try await runSandbox(
        ["fit", trace, "--physics", "android", "--vary", "scroll.androidFriction", "--json"]
          + extra)
      #expect(result.status == 0, "\(result.stderr)")
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      return try #require(object["releases"] as? [[String: Any]])
    }
    let derived = try await releases([])
    #expect(derived.count == 1, "\(derived)")
    let release = try #require(derived.first)
    let time = try #require(release["t"] as? Double)
    // The swipe lifts at 0.62 s; the fling's own release shows within a few frames of it.
    #expect(time > 0.55 && time < 0.75, "\(release)")
    #expect((release["velocity"] as? Double ?? 0) > 500, "\(release)")
    let correction = try #require(release["correction"] as? Double)
    #expect(abs(correction) <= 0.3, "within the searched range: \(release)")
    let given = try await releases(["--script", script])
    #expect(abs((given.first?["t"] as? Double ?? 0) - 0.62) < 1e-9, "\(given)")
    #expect(given.first?["velocity"] is NSNull && given.first?["correction"] is NSNull, "\(given)")
    let table = try await runSandbox(
      ["fit", trace, "--physics", "android", "--vary", "scroll.androidFriction"])
    #expect(table.stdout.contains("release  "), "\(table.stdout)")
  }

  /// Issue 33, item 7: a preset fitted to a Pixel 8 recording holds what the fit decided and
  /// nothing from the device (its status bar), `view.*`, `content.*` or the script.
  @Test func aPresetFittedOnAPixel8HoldsOnlyWhatWasFitted() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write(
      "pixel.json",
      flickScript(
        preset: "android-views",
        config: #"{"scroll": {"androidFriction": 0.021}, "content": {"rowCount": 30}, "#
          + #""view": {"hud": true}}"#, duration: 3))
    let trace = try await runSandbox(["trace", script])
    #expect(trace.status == 0, "\(trace.stderr)")
    let input = try dir.write("pixel.csv", trace.stdout)
    let preset = dir.url.appendingPathComponent("fitted.json").path
    let result = try await runSandbox([
      "fit", input, "--script", script, "--physics", "android", "--vary",
      "scroll.androidFriction", "--starts", "1", "--out", preset,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: preset)))
        as? [String: Any])
    let header = object["header"] as? [String: Any] ?? [:]
    #expect(header["statusBarHeight"] == nil, "\(object)")
    #expect(object["content"] == nil, "\(object)")
    #expect(object["view"] == nil, "\(object)")
    let scroll = try #require(object["scroll"] as? [String: Any])
    #expect(scroll["deceleration"] as? String == "android")
    #expect(abs((scroll["androidFriction"] as? Double ?? 0) / 0.021 - 1) < 0.01, "\(scroll)")
    #expect(scroll["touchSlop"] == nil, "the start's values stay out: \(scroll)")
  }
}
