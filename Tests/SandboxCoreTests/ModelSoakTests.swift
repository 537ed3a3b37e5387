import HeaderEngine
import SandboxFormats
import SoakSupport
import TestSupport
import Testing

@testable import SandboxStage

/// Every header model under the soak's random input (swipes, flings grabbed mid-way, wheel bursts,
/// key scrolls, hide/show, resizes, preset switches), checked after every tick against the shared
/// invariants and the model's own (`ModelInvariants`). Two simulated minutes per configuration;
/// the long soak (`LongRuns`) covers the models through the platform presets.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled, SlowTests.reason)) struct ModelSoakTests {
  /// A model and the option settings that exercise its snaps, quick returns and stretch.
  static let configurations: [(name: String, settings: [String: ParameterValue])] = [
    (
      "appBarLayout scroll|exitUntilCollapsed|snap",
      [
        Param.header.model.name: .string("appBarLayout"),
        Param.appBarLayout.scrollFlags.name: .string("scroll|exitUntilCollapsed|snap"),
      ]
    ),
    (
      "appBarLayout scroll|enterAlways|snap",
      [
        Param.header.model.name: .string("appBarLayout"),
        Param.appBarLayout.scrollFlags.name: .string("scroll|enterAlways|snap"),
      ]
    ),
    ("composeM3 exitUntilCollapsed", [Param.header.model.name: .string("composeM3")]),
    (
      "composeM3 enterAlways",
      [
        Param.header.model.name: .string("composeM3"),
        Param.composeM3.behavior.name: .string("enterAlways"),
      ]
    ),
    (
      "sliverAppBar floating snap pinned",
      [
        Param.header.model.name: .string("sliverAppBar"),
        Param.sliverAppBar.floating.name: .bool(true), Param.sliverAppBar.snap.name: .bool(true),
        Param.sliverAppBar.pinned.name: .bool(true),
      ]
    ),
    (
      "sliverAppBar stretch",
      [
        Param.header.model.name: .string("sliverAppBar"),
        Param.sliverAppBar.stretch.name: .bool(true),
      ]
    ),
    ("uikitLargeTitle", [Param.header.model.name: .string("uikitLargeTitle")]),
    ("web sticky", [Param.header.model.name: .string("web")]),
    (
      "web headroom",
      [
        Param.header.model.name: .string("web"), Param.web.pattern.name: .string("headroom"),
        Param.web.toleranceUp.name: .number(3),
      ]
    ),
  ]

  @Test(arguments: ModelSoakTests.configurations.indices)
  func invariantsHoldForEveryModel(_ index: Int) throws {
    let (name, settings) = Self.configurations[index]
    var start = ConfigValues()
    try start.set(Param.header.minimumHeight, to: 56, source: "soak")
    try start.set(Param.header.maximumHeight, to: 152, source: "soak")
    for (key, value) in settings.sorted(by: { $0.key < $1.key }) {
      try start.callSetter(key: key, value: value, source: "soak")
    }
    for seed in UInt64(1)...3 {
      var generator = SoakGenerator(
        seed: seed &+ UInt64(index) &* 7919, behavior: .enabled, start: start)
      let scenario = generator.scenario(duration: 40)
      let outcome = try SoakRunner.run(scenario)
      if let violation = outcome.violation {
        Issue.record(
          Comment(
            rawValue: "\(name): "
              + reportSoakFailure(scenario, violation, seed: seed, behavior: .enabled)))
        return
      }
      #expect(outcome.ticks > 0)
    }
  }
}
