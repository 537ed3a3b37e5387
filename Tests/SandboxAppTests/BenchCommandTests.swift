import Foundation
import TestSupport
import Testing

@testable import SandboxApp

/// `make test` runs the benchmark once in quick mode: it must work end to end and its JSON must
/// hold every figure of the contract. No timing is asserted.
@Suite(.serialized) struct BenchCommandTests {
  /// The figure names of the contract (README "Performance" and the JSON).
  static let contract = [
    "physics.evalNs", "physics.evalNs.uikit", "physics.evalNs.uikitFast",
    "physics.evalNs.android", "physics.evalNs.flutterClamping", "physics.evalNs.flutterBouncing",
    "physics.evalNs.spring", "engine.updateNs", "trace.speedup", "trace.speedup.mdc",
    "trace.speedup.platform", "frame.floorMs",
    "frame.showcaseMs", "frame.ratio", "frame.aaShowcaseMs", "frame.textRasterizations",
    "frame.shapeRasterizations", "input.latencyFrames", "render.encodeOnlyS", "render.totalS",
    "render.ratio", "startup.ratio", "memory.peakMB.render", "idle.cpuPercent",
    "memory.peakMB.interactive", "memory.growthMB", "scrub.worstMs", "scrub.memoryMB",
    "measure.ratio",
    "fit.seconds",
  ]
  /// Figures the issue gives a target for.
  static let withTarget: Set = [
    "physics.evalNs", "engine.updateNs", "trace.speedup", "trace.speedup.mdc",
    "trace.speedup.platform", "frame.ratio",
    "frame.textRasterizations", "frame.shapeRasterizations", "input.latencyFrames",
    "render.ratio", "startup.ratio", "idle.cpuPercent", "memory.growthMB", "scrub.worstMs",
    "scrub.memoryMB", "measure.ratio", "fit.seconds", "reference.scrubMs", "reference.peakMB",
  ]

  @Test(.tags(.slow), .enabled(if: SlowTests.enabled, SlowTests.reason))
  func quickRunWritesEveryFigureWithFiniteStatistics() throws {
    let dir = try TemporaryDirectory().url
    let json = dir.appendingPathComponent("bench.json").path
    // The bench starts the real window several times; none of it may touch the user's files.
    let home = try WatchedHome()
    let result = try runSandbox(
      ["bench", "--quick", "--json", json], environment: home.environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try home.writtenFiles().isEmpty, "bench wrote under HOME or XDG_CONFIG_HOME")
    #expect(result.stdout.contains("frame.ratio"), "the table is printed")
    let data = try Data(contentsOf: URL(fileURLWithPath: json))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let machine = try #require(root["machine"] as? [String: Any])
    for key in ["cpuModel", "cores", "memoryMB", "swiftVersion", "date"] {
      #expect(machine[key] != nil, "machine.\(key) missing")
    }
    let figures = try #require(root["figures"] as? [[String: Any]])
    let byName = Dictionary(
      figures.map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    for name in BenchCommandTests.contract {
      let figure = try #require(byName[name], "figure \(name) missing")
      #expect(!(figure["unit"] as? String ?? "").isEmpty, "\(name).unit")
      for field in ["median", "min", "max"] {
        let value = try #require(figure[field] as? Double, "\(name).\(field) not a number")
        #expect(value.isFinite, "\(name).\(field) = \(value)")
      }
      let runs = try #require(figure["runs"] as? Int)
      #expect(runs >= 1, "\(name).runs")
      if let median = figure["median"] as? Double, let low = figure["min"] as? Double,
        let high = figure["max"] as? Double
      {
        #expect(low <= median && median <= high, "\(name): min ≤ median ≤ max")
      }
      if BenchCommandTests.withTarget.contains(name) {
        let target = try #require(figure["target"] as? [String: Any], "\(name).target missing")
        #expect(target["op"] is String && target["value"] is Double, "\(name).target shape")
        #expect(figure["meetsTarget"] is Bool, "\(name).meetsTarget missing")
      }
    }
    // Every figure the binary itself reports is in the contract list it documents.
    #expect(Set(byName.keys) == Set(BenchCommand.figureNames))
  }

  @Test func jsonIntoAMissingDirectoryFailsBeforeMeasuring() throws {
    let result = try runSandbox(["bench", "--quick", "--json", "/nonexistent-dir/x.json"])
    #expect(result.status == 74)
    #expect(result.stderr.contains("--json: cannot write /nonexistent-dir/x.json"))
  }

  @Test func positionalArgumentsAreAUsageError() throws {
    let result = try runSandbox(["bench", "extra"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("found 'extra'"))
  }
}

/// The pieces of the report that do not need SDL.
@Suite struct BenchReportTests {
  @Test func medianOfOddAndEvenCounts() {
    #expect(BenchStatistics.median([3, 1, 2]) == 2)
    #expect(BenchStatistics.median([4, 1, 3, 2]) == 2.5)
    #expect(BenchStatistics.median([]) == 0)
  }

  @Test func ratioPairsRunsAndChecksItsTarget() {
    let a = BenchFigure("a", unit: "ms", samples: [2, 4, 6])
    let b = BenchFigure("b", unit: "ms", samples: [1, 2, 2])
    let r = BenchFigure.ratio("r", a, b, target: .atMost(2))
    #expect(r.samples == [2, 2, 3])
    #expect(r.median == 2 && r.min == 2 && r.max == 3)
    #expect(r.meetsTarget == true)
    #expect(BenchFigure("x", unit: "×", samples: [999], target: .above(1000)).meetsTarget == false)
    #expect(BenchFigure("y", unit: "ns", samples: [5]).meetsTarget == nil)
  }

  @Test func jsonHasTheContractShape() throws {
    let machine = BenchMachine(
      cpuModel: "Test \"CPU\"", cores: 2, memoryMB: 1024, swiftVersion: "6", build: "debug",
      date: "2026-01-01T00:00:00Z")
    let figures = [
      BenchFigure("frame.ratio", unit: "×", samples: [1.5, 1.25, 1.75], target: .atMost(2)),
      BenchFigure("frame.floorMs", unit: "ms", samples: [0.5], note: "clear + present"),
    ]
    let text = BenchReport.json(figures, machine: machine)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect((root["machine"] as? [String: Any])?["cpuModel"] as? String == "Test \"CPU\"")
    let list = try #require(root["figures"] as? [[String: Any]])
    #expect(list.count == 2)
    #expect(list[0]["median"] as? Double == 1.5)
    #expect(list[0]["meetsTarget"] as? Bool == true)
    #expect((list[0]["target"] as? [String: Any])?["op"] as? String == "<=")
    #expect(list[1]["target"] == nil && list[1]["meetsTarget"] == nil)
    #expect(list[1]["note"] as? String == "clear + present")
  }

  @Test func tableShowsTargetsAndMisses() {
    let machine = BenchMachine(
      cpuModel: "CPU", cores: 2, memoryMB: 1, swiftVersion: "6", build: "release", date: "d")
    let text = BenchReport.table(
      [BenchFigure("trace.speedup", unit: "×", samples: [900], target: .above(1000))],
      machine: machine)
    #expect(text.contains("trace.speedup"))
    #expect(text.contains("> 1000"))
    #expect(text.contains("NO"))
  }
}
