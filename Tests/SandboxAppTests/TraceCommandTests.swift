import Foundation
import Testing

/// Rows of a CSV trace as dictionaries keyed by column name.
func csvRows(_ text: String) -> [[String: String]] {
  let lines = text.split(separator: "\n").map(String.init)
  guard let header = lines.first?.split(separator: ",").map(String.init) else { return [] }
  return lines.dropFirst().map { line in
    Dictionary(uniqueKeysWithValues: zip(header, line.split(separator: ",").map(String.init)))
  }
}

/// The numeric value of `column` in `row`.
func number(_ row: [String: String], _ column: String) -> Double? {
  row[column].flatMap(Double.init)
}

@Suite struct TraceCommandTests {
  static let contractHeader =
    "frame,time,scrollOffset,scrollVelocity,headerHeight,headerTop,shiftAccumulator,"
    + "statusBarShift,phase,phasePercentage,shadowOpacity,wantsToBeHidden,isTracking,"
    + "liftFraction,scrimAlpha,titleProgress,parallaxOffset,stretchTriggers"

  @Test func csvStartsWithTheContractHeaderLine() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write("flick.json", flickScript())
    let result = try await runSandbox(["trace", script])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").first.map(String.init) == Self.contractHeader)
    #expect(result.stderr.isEmpty)
  }

  @Test func oneRowPerFrameStartingAtTimeZero() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write(
      "s.json", #"{"version": 1, "fps": 30, "duration": 2.5, "events": []}"#)
    let rows = csvRows(try await runSandbox(["trace", script]).stdout)
    #expect(rows.count == 75, "2.5 s × 30 fps")
    #expect(rows.first?["frame"] == "0")
    #expect(rows.first?["time"] == "0.000000")
    #expect(rows.last?["frame"] == "74")
    #expect(number(rows.last!, "time").map { abs($0 - 74.0 / 30) < 1e-6 } == true)
  }

  @Test func flickHidesHeaderAndStatusBarUnderEnabledWithStatusBar() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write("flick.json", flickScript(duration: 6))
    let rows = csvRows(try await runSandbox(["trace", script]).stdout)
    let last = try #require(rows.last)
    // showcase on the default iPhone 15 Pro: Hmin = 56 + 54, and enabledWithStatusBar shifts
    // all of it (accMax = 110).
    #expect(number(last, "headerTop") == -110)
    #expect(number(last, "statusBarShift") == 54)
    #expect(last["wantsToBeHidden"] == "1")
    #expect(number(last, "scrollOffset")! > 1000)
    #expect(rows.contains { $0["isTracking"] == "1" }, "the swipe is tracked")
  }

  // The readout columns come from the model: the android-views preset's lift (once the list
  // scrolls), CollapsingToolbarLayout scrim and title fraction after a flick.
  @Test func readoutColumnsFollowTheModel() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write("flick.json", flickScript(preset: "android-views", duration: 3))
    let rows = csvRows(try await runSandbox(["trace", script]).stdout)
    let first = try #require(rows.first)
    let last = try #require(rows.last)
    #expect(number(first, "liftFraction") == 0 && number(first, "scrimAlpha") == 0)
    #expect(number(first, "titleProgress") == 0 && number(first, "parallaxOffset") == 0)
    #expect(number(last, "liftFraction") == 1 && number(last, "scrimAlpha") == 1)
    #expect(number(last, "titleProgress") == 1)
    #expect(last["stretchTriggers"] == "0")
    #expect(
      rows.contains {
        (0.0..<1.0).contains(number($0, "scrimAlpha")!) && number($0, "scrimAlpha")! > 0
      })
  }

  @Test func jsonlCarriesTheSameValuesAsCSV() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write("flick.json", flickScript(duration: 3))
    let csv = csvRows(try await runSandbox(["trace", script]).stdout)
    let jsonl = try await runSandbox(["trace", script, "--format", "jsonl"])
    #expect(jsonl.status == 0)
    let lines = jsonl.stdout.split(separator: "\n")
    #expect(lines.count == csv.count)
    for (line, row) in zip(lines, csv) {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(Set(object.keys) == Set(row.keys))
      for (key, text) in row {
        if key == "phase" {
          #expect(object[key] as? String == text)
        } else {
          #expect((object[key] as? NSNumber)?.doubleValue == Double(text), "\(key)")
        }
      }
    }
  }

  @Test func outputIsByteIdenticalAcrossRuns() async throws {
    let script = assetsDirectory.appendingPathComponent("Scripts/quick-return.json").path
    let first = try await runSandbox(["trace", script])
    let second = try await runSandbox(["trace", script])
    #expect(first.status == 0)
    #expect(!first.stdout.isEmpty)
    #expect(first.stdout == second.stdout)
  }

  @Test func setOverridesTheScriptConfig() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write(
      "flick.json",
      flickScript(config: #"{"header": {"shiftBehavior": "disabled"}}"#, duration: 6))
    let plain = csvRows(try await runSandbox(["trace", script]).stdout)
    #expect(number(plain.last!, "headerTop") == 0, "disabled never shifts")
    let overridden = csvRows(
      try await runSandbox(["trace", script, "--set", "header.shiftBehavior=enabledWithStatusBar"])
        .stdout
    )
    #expect(number(overridden.last!, "headerTop") == -110)
  }

  @Test func presetFlagOverridesTheScriptPreset() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write("s.json", flickScript(preset: "mdc-default", duration: 1))
    let own = csvRows(try await runSandbox(["trace", script]).stdout)
    #expect(number(own[0], "headerHeight") == 76, "mdc-default: 56 + 20 status bar")
    let flagged = csvRows(try await runSandbox(["trace", script, "--preset", "showcase"]).stdout)
    #expect(number(flagged[0], "headerHeight") == 230, "showcase: 176 + the device's 54")
  }

  @Test func configFileAppliesOverTheScript() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write("s.json", flickScript(duration: 1))
    let config = try dir.write("c.json", #"{"header": {"maximumHeight": 100}}"#)
    let rows = csvRows(try await runSandbox(["trace", script, "--config", config]).stdout)
    #expect(number(rows[0], "headerHeight") == 154, "100 + the device's 54")
  }

  static let badScripts: [(name: String, text: String, path: String)] = [
    ("not-json.json", "{\"version\": 1,", ""),
    (
      "wrong-type.json",
      #"{"version": 1, "events": [{"t": 0, "type": "touchDown", "x": "a", "y": 1}]}"#,
      "events[0].x"
    ),
    (
      "unknown-type.json", #"{"version": 1, "events": [{"t": 0, "type": "tap"}]}"#, "events[0].type"
    ),
    ("unknown-key.json", #"{"version": 1, "speed": 2, "events": []}"#, "speed"),
    (
      "missing-field.json", #"{"version": 1, "events": [{"t": 0, "type": "touchDown", "x": 1}]}"#,
      "events[0].y"
    ),
    (
      "out-of-order.json",
      #"{"version": 1, "events": [{"t": 2, "type": "shiftOffScreen"}, "#
        + #"{"t": 1, "type": "shiftOnScreen"}]}"#,
      "events[1].t"
    ),
    (
      "nan.json", #"{"version": 1, "events": [{"t": 0, "type": "touchDown", "x": 1e999, "y": 1}]}"#,
      "events[0].x"
    ),
    ("version-2.json", #"{"version": 2, "events": []}"#, "version"),
    ("bad-preset.json", #"{"version": 1, "preset": "nope", "events": []}"#, "preset"),
  ]

  @Test(arguments: badScripts.indices)
  func badScriptsExit65NamingFileAndPath(_ index: Int) async throws {
    let bad = Self.badScripts[index]
    let dir = try TemporaryDirectory()
    let script = try dir.write(bad.name, bad.text)
    let result = try await runSandbox(["trace", script])
    #expect(result.status == 65, "\(bad.name): \(result.stderr)")
    #expect(result.stdout.isEmpty, "nothing runs before the script is valid")
    #expect(result.stderr.contains(bad.name))
    #expect(
      result.stderr.contains(": \(bad.path): expected") || bad.path.isEmpty, "\(result.stderr)")
  }

  @Test func notJSONNamesLineAndColumn() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write("broken.json", "{\n  \"version\": 1,\n}")
    let result = try await runSandbox(["trace", script])
    #expect(result.status == 65)
    #expect(result.stderr.contains("broken.json:3:1"), "\(result.stderr)")
  }

  @Test func usageAndInputErrorsUseTheirExitCodes() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write("s.json", flickScript(duration: 1))
    let missing = try await runSandbox(["trace", dir.path("absent.json")])
    #expect(missing.status == 66)
    #expect(missing.stderr.contains("absent.json: no such file"))
    let xml = try await runSandbox(["trace", script, "--format", "xml"])
    #expect(xml.status == 64)
    #expect(xml.stderr.contains("--format: expected one of csv, jsonl, found \"xml\""))
    let preset = try await runSandbox(["trace", script, "--preset", "nope"])
    #expect(preset.status == 64)
    #expect(preset.stderr.contains("--preset") && preset.stderr.contains("uikit-like"))
    let set = try await runSandbox(["trace", script, "--set", "header.minimumHeight=abc"])
    #expect(set.status == 64)
    #expect(set.stderr.contains("--set: header.minimumHeight"))
    let unknownSet = try await runSandbox(["trace", script, "--set", "header.bogus=1"])
    #expect(unknownSet.status == 64)
    let noConfig = try await runSandbox(["trace", script, "--config", dir.path("none.json")])
    #expect(noConfig.status == 66)
    let badConfig = try dir.write("bad.json", #"{"header": {"minimumHeight": -5}}"#)
    let bad = try await runSandbox(["trace", script, "--config", badConfig])
    #expect(bad.status == 65)
    // The same `file:line:col` message `check` gives.
    #expect(bad.stderr.contains("bad.json:1:13: header.minimumHeight: expected"))
    let none = try await runSandbox(["trace"])
    #expect(none.status == 64)
  }
}
