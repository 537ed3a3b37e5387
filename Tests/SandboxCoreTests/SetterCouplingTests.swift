import HeaderEngine
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SandboxStage

/// `set` events, the panel and repeated `--set` flags are ordered calls of MDC's property setters,
/// so the header heights couple as `setMinimumHeight:` and `setMaximumHeight:` couple them
/// (`MDCFlexibleHeaderView.m`). A file that states both heights at once keeps deviation 8.
@Suite struct SetterCouplingTests {
  static func resolved(_ flags: [String]) throws -> HeaderConfiguration {
    let values = try ConfigValues.resolve(overrides: SetOverride.parse(flags))
    return try SandboxSettings(values: values).header
  }

  /// MDC `FlexibleHeaderMinMaxHeightTests.testSettingMaxLessThanMinAdjustsMin` and
  /// `FlexibleHeaderView324Tests.testSettingMaxBelowMin`: min 50, then max 30, gives 30/30.
  @Test func testSettingMaxLessThanMinAdjustsMin() throws {
    let header = try Self.resolved(["header.minimumHeight=50", "header.maximumHeight=30"])
    #expect(header.minimumHeight == 30)
    #expect(header.maximumHeight == 30)
  }

  /// The same calls the other way round: a minimum above the maximum raises the maximum
  /// (MDC `testSettingMinGreaterThanMaxAdjustsMax`).
  @Test func testSettingMinGreaterThanMaxAdjustsMax() throws {
    let header = try Self.resolved(["header.maximumHeight=30", "header.minimumHeight=50"])
    #expect(header.minimumHeight == 50)
    #expect(header.maximumHeight == 50)
  }

  /// From MDC's defaults (56/56), `maximumHeight = minimumHeight − 10` lowers both to 46.
  @Test func maxTenBelowTheDefaultMinimumGivesFortySix() throws {
    let header = try Self.resolved(["header.maximumHeight=46"])
    #expect(header.minimumHeight == 46)
    #expect(header.maximumHeight == 46)
  }

  @Test func scriptSetEventsAreOrderedSetterCalls() throws {
    var sandbox = try Sandbox(
      settings: SandboxSettings.defaults(), viewport: Size(width: 390, height: 844))
    sandbox.submit(.set(key: "header.minimumHeight", value: .number(50)), at: 0.1)
    sandbox.submit(.set(key: "header.maximumHeight", value: .number(30)), at: 0.2)
    sandbox.advance(toTime: 0.5)
    #expect(sandbox.settings.header.minimumHeight == 30)
    #expect(sandbox.settings.header.maximumHeight == 30)
    #expect(sandbox.engine.hMin == 50 && sandbox.engine.hMax == 50)
    #expect(sandbox.settings.values[Param.header.minimumHeight] == 30)
    #expect(sandbox.warnings.isEmpty)
  }

  /// Deviation 8: a config file states both values at once, so min 50 with max 30 raises the
  /// maximum instead (as if `setMinimumHeight` came last).
  @Test func aFileStatingBothHeightsKeepsDeviationEight() throws {
    let layer = try ConfigFile.decode(
      #"{"header": {"minimumHeight": 50, "maximumHeight": 30}}"#, file: "c.json")
    let values = try ConfigValues.resolve(config: layer)
    let header = try SandboxSettings(values: values).header
    #expect(header.minimumHeight == 50)
    #expect(header.maximumHeight == 50)
  }
}
