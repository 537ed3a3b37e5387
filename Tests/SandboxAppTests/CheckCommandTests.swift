import Foundation
import Testing

@Suite struct CheckCommandTests {
  @Test func shippedScriptsAndPresetsAreValid() async throws {
    let files = try ["Scripts", "Presets"].flatMap { folder in
      let dir = assetsDirectory.appendingPathComponent(folder)
      return try FileManager.default.contentsOfDirectory(atPath: dir.path)
        .filter { $0.hasSuffix(".json") }.map { dir.appendingPathComponent($0).path }
    }
    #expect(files.count >= 14)
    let result = try await runSandbox(["check"] + files)
    #expect(result.status == 0, "\(result.stderr)")
    for file in files { #expect(result.stdout.contains("\(file): ok")) }
    #expect(result.stderr.isEmpty)
  }

  @Test func mixedFilesWithAMissingOneExit66ListingEveryProblem() async throws {
    let dir = try TemporaryDirectory()
    let good = try dir.write("good.json", #"{"header": {"minimumHeight": 60}}"#)
    let script = try dir.write(
      "bad-script.json",
      """
      {"version": 2,
       "events": [
        {"t": 1, "type": "tap"},
        {"t": 0.5, "type": "touchDown", "x": "a", "y": 1}
       ]}
      """)
    let config = try dir.write(
      "bad-config.json", #"{"header": {"minimumHeight": 900, "bogus": true}}"#)
    let preset = try dir.write(
      "bad-preset.json", #"{"description": "two\nlines", "scroll": {"deceleration": "x"}}"#)
    let missing = dir.path("missing.json")
    let result = try await runSandbox(["check", good, script, config, preset, missing])
    #expect(result.status == 66, "a missing input outranks invalid ones")
    #expect(result.stdout == "\(good): ok\n")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    let expected = [
      "\(script):1:2: version: expected 1, found 2",
      "\(script):3:12: events[0].type: expected one of",
      "\(script):4:4: events[1].t: expected a time ≥ 1",
      "\(script):4:35: events[1].x: expected a finite number, found \"a\"",
      "\(config):1:13: header.minimumHeight: expected a number in",
      "\(config):1:35: header.bogus: expected",
      "\(preset):1:2: description: expected a single line",
      "\(preset):1:42: scroll.deceleration: expected",
      "\(missing): no such file",
    ]
    for prefix in expected {
      #expect(lines.contains { $0.hasPrefix(prefix) }, "missing \(prefix) in\n\(result.stderr)")
    }
    #expect(lines.count == expected.count + 1, "one line per problem plus the summary")
    #expect(
      lines.last == "header-sandbox: check: 9 problems in 4 of 5 files (1 missing or unreadable)")
    // Without the missing file, the same invalid files exit 1.
    let invalid = try await runSandbox(["check", good, script, config, preset])
    #expect(invalid.status == 1)
    #expect(invalid.stderr.hasSuffix("check: 8 problems in 3 of 4 files\n"))
  }

  /// `trace`, `render` and `--replay` print a bad script's problem exactly as `check` does,
  /// `file:line:col` included.
  @Test func everyCommandGivesTheSameScriptMessageAsCheck() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write(
      "bad.json",
      """
      {"version": 1,
       "events": [
        {"t": 0.5, "type": "touchDown", "x": "a", "y": 1}
       ]}
      """)
    let check = try await runSandbox(["check", script])
    let message = try #require(check.stderr.split(separator: "\n").first.map(String.init))
    #expect(message.hasPrefix("\(script):3:35: events[0].x: expected a finite number"))
    let commands = [
      ["trace", script], ["render", script, "--out", dir.path("x.png")], ["--replay", script],
    ]
    for arguments in commands {
      let result = try await runSandbox(arguments, currentDirectory: dir.url)
      #expect(result.status == 65, "\(arguments)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
  }

  @Test func syntaxErrorsKeepTheParserPosition() async throws {
    let dir = try TemporaryDirectory()
    let file = try dir.write("trailing.json", "{\"a\": 1,\n}")
    let result = try await runSandbox(["check", file])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("\(file):2:1: "))
    #expect(result.stderr.contains("trailing comma"), "\(result.stderr)")
    let array = try dir.write("array.json", #"{"events": [1, 2, ]}"#)
    let arrayResult = try await runSandbox(["check", array])
    #expect(arrayResult.stderr.contains("found a trailing comma before ']'"))
  }

  @Test func noFilesIsAUsageError() async throws {
    let result = try await runSandbox(["check"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("usage: header-sandbox check"))
  }
}

@Suite struct CheckHeightWarningTests {
  @Test func minimumAboveMaximumIsAWarningNamingBothKeysAndExitsZero() async throws {
    let dir = try TemporaryDirectory()
    let file = try dir.write(
      "inverted.json",
      """
      {"header": {
        "minimumHeight": 200,
        "maximumHeight": 120
      }}
      """)
    let result = try await runSandbox(["check", file])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\(file): ok"))
    let line = try #require(result.stderr.split(separator: "\n").first.map(String.init))
    #expect(line.hasPrefix("\(file):2:3: warning: header.minimumHeight (200, line 2:3)"))
    #expect(line.contains("exceeds header.maximumHeight (120, line 3:3)"))
    #expect(line.contains("uses 200 for both"))
  }

  @Test func orderedHeightsOrALoneMinimumGiveNoWarning() async throws {
    let dir = try TemporaryDirectory()
    let ordered = try dir.write(
      "ordered.json", #"{"header": {"minimumHeight": 64, "maximumHeight": 152}}"#)
    let lone = try dir.write("lone.json", #"{"header": {"minimumHeight": 64}}"#)
    let result = try await runSandbox(["check", ordered, lone])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }
}
