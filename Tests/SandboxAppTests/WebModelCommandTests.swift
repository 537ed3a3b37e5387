import Foundation
import SandboxStage
import SandboxFormats
import TestSupport
import Testing

/// The web model through the command line: `params --model web` lists exactly what acts, the
/// presets trace, and `export --format html|css` writes the page that reproduces the header.
@Suite struct WebModelCommandTests {
  static let script = assetsDirectory.appendingPathComponent("Scripts/quick-return.json").path

  /// The keys `params` lists for `arguments`.
  static func listedKeys(_ arguments: [String]) async throws -> [String] {
    let result = try await runSandbox(["params"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").dropFirst().map {
      String($0.prefix { $0 != " " })
    }
  }

  // `params --model` lists by scope, as for every model; which pattern a key needs is the
  // panel's dimming (ParameterRelevance), checked below.
  @Test func paramsListsTheWebKeysAndNoOtherModelsOwn() async throws {
    let keys = try await Self.listedKeys(["--model", "web"])
    #expect(
      keys.filter { $0.hasPrefix("web.") } == [
        "web.pattern", "web.animationRangeStart", "web.animationRangeEnd", "web.timingFunction",
        "web.offset", "web.tolerance.up", "web.tolerance.down", "web.transitionDuration",
        "web.transitionCurve",
      ])
    #expect(keys.contains("header.minimumHeight") && keys.contains("header.maximumHeight"))
    #expect(keys.contains("header.visibleShadowOpacity"))
    #expect(!keys.contains("header.platformQuirks"), "the web model has no quirks")
    #expect(!keys.contains("header.elevationStyle") && !keys.contains("header.shiftBehavior"))
    #expect(!keys.contains { $0.hasPrefix("composeM3.") || $0.hasPrefix("sliverAppBar.") })
  }

  @Test(arguments: [("sticky", "headroom"), ("headroom", "sticky")])
  func eachPatternDimsTheOthersKeys(pattern: String, other: String) throws {
    var values = ConfigValues()
    try values.set(key: "header.model", value: .string("web"))
    try values.set(key: "web.pattern", value: .string(pattern))
    let own = pattern == "sticky" ? Param.web.stickyNames : Param.web.headroomNames
    let others = pattern == "sticky" ? Param.web.headroomNames : Param.web.stickyNames
    for key in own + ["web.pattern", "header.maximumHeight"] {
      #expect(ParameterRelevance.inactiveReason(key, in: values) == nil, "\(key)")
    }
    for key in others {
      #expect(
        ParameterRelevance.inactiveReason(key, in: values) == "only with web.pattern \(other)",
        "\(key)")
    }
    let minimum = ParameterRelevance.inactiveReason("header.minimumHeight", in: values)
    #expect((minimum == nil) == (pattern == "sticky"), "a headroom header never shrinks")
  }

  @Test func otherModelsReportWebKeysInertWithTheReason() async throws {
    let compose = try await Self.listedKeys(["--model", "composeM3"])
    #expect(!compose.contains { $0.hasPrefix("web.") })
    let reason = ParameterRelevance.inactiveReason(
      "web.transitionDuration", in: ConfigValues())
    #expect(reason == "no effect under mdc")
    var values = ConfigValues()
    try values.set(key: "header.model", value: .string("web"))
    #expect(
      ParameterRelevance.inactiveReason("web.offset", in: values)
        == "only with web.pattern headroom")
    #expect(ParameterRelevance.inactiveReason("web.timingFunction", in: values) == nil)
  }

  @Test(arguments: ["web-sticky", "web-headroom"])
  func presetsTraceThePageHeaderBelowTheStatusBar(preset: String) async throws {
    let result = try await runSandbox(["trace", Self.script, "--preset", preset])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = result.stdout.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",").map { Double($0) ?? 0 }
    }
    // Pixel 8: a 24 pt status bar over the page header.
    let first = try #require(rows.first)
    #expect(first[4] == (preset == "web-sticky" ? 136 : 80) && first[5] == 0)
    let heights = Set(rows.map { $0[4] })
    let tops = Set(rows.map { $0[5] })
    if preset == "web-sticky" {
      #expect(heights.min() == 80 && tops == [0], "112 → 56 px, never translated")
    } else {
      #expect(heights == [80] && tops.min() == -56, "fixed 56 px, hidden by translateY(−100%)")
    }
  }

  @Test func htmlReproducesTheStickyHeader() async throws {
    let result = try await runSandbox([
      "export", "--format", "html", "--preset", "web-sticky", "--set", "web.timingFunction=ease-in",
      "--set", "web.animationRangeStart=10",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let html = result.stdout
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<header id=\"header\">"))
    #expect(html.contains("position: sticky;\n  top: -56px;"))
    #expect(html.contains("height: 112px;"))
    #expect(html.contains("animation-timeline: scroll();"))
    #expect(html.contains("animation-range: 10px 56px;"))
    #expect(html.contains("animation-timing-function: ease-in;"))
    #expect(!html.contains("<script>"), "sticky is CSS alone")
    #expect(
      html.components(separatedBy: "class=\"web-item\"").count - 1 == 60, "content.rowCount rows")
    #expect(!html.contains("http://") && !html.contains("https://"), "self-contained")
  }

  @Test func htmlReproducesTheHeadroomHeader() async throws {
    let result = try await runSandbox([
      "export", "--format", "html", "--preset", "web-headroom", "--set",
      "web.transitionDuration=0.35", "--set", "web.transitionCurve=ease-out", "--set",
      "web.tolerance.down=4", "--set", "web.offset=30",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let html = result.stdout
    #expect(html.contains("<header id=\"header\">"))
    #expect(html.contains("position: fixed;"))
    #expect(html.contains("transition: transform 0.35s ease-out;"))
    #expect(html.contains("#header.unpinned { transform: translateY(-100%); }"))
    #expect(html.contains("const offset = 30, tolerance = { up: 0, down: 4 };"))
    #expect(html.contains("<script>") && html.contains("requestAnimationFrame(update)"))
  }

  @Test func cssIsTheStylesheetAlone() async throws {
    let dir = try ScratchDirectory.make("web-css")
    let out = dir.appendingPathComponent("header.css").path
    let result = try await runSandbox([
      "export", "--format", "css", "--preset", "web-sticky", "--out", out,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let css = try String(contentsOfFile: out, encoding: .utf8)
    #expect(css.hasPrefix("/* Generated by header-sandbox"))
    #expect(css.contains("#header {") && css.contains("top: -56px;"))
    #expect(!css.contains("<") && !css.contains("<style>"))
    // An existing file is not replaced without --force.
    let again = try await runSandbox([
      "export", "--format", "css", "--preset", "web-sticky", "--out", out,
    ])
    #expect(again.status != 0 && again.stderr.contains("--force"), "\(again.stderr)")
  }

  // A non-web model gets the web header that behaves like it, and says so.
  @Test func otherModelsExportTheirWebApproximation() async throws {
    let compose = try await runSandbox(["export", "--format", "html", "--preset", "compose-m3"])
    #expect(compose.status == 0, "\(compose.stderr)")
    #expect(compose.stdout.contains("approximated by the web's sticky pattern"))
    #expect(compose.stdout.contains("top: -88px;"), "152 − 64")
    let floating = try await runSandbox([
      "export", "--format", "css", "--preset", "flutter-sliver", "--set",
      "sliverAppBar.floating=true",
    ])
    #expect(floating.stdout.contains("approximated by the web's headroom pattern"))
    #expect(floating.stdout.contains("position: fixed;"))
  }

  @Test func aStickyHeaderWithoutTravelSticksAtZero() async throws {
    let result = try await runSandbox([
      "export", "--format", "css", "--preset", "web-sticky", "--set", "header.minimumHeight=112",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("position: sticky;\n  top: 0;"))
    #expect(!result.stdout.contains("-0px"))
  }

  @Test func unknownFormatNamesHtmlAndCss() async throws {
    let result = try await runSandbox(["export", "--format", "htm"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("html") && result.stderr.contains("css"))
  }

  @Test func badWebValuesAreRefused() async throws {
    let result = try await runSandbox([
      "export", "--format", "html", "--preset", "web-sticky", "--set", "web.pattern=fixed",
    ])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("web.pattern"))
  }
}
