import SandboxFormats
import SandboxPrimitives
import Testing
import TuningPanel

@testable import SandboxStage

/// The panel says why a row has no effect, once above each run of rows with the same reason.
@Suite struct PanelInactiveReasonTests {
  static func layout(_ set: [String: ParameterValue]) throws -> PanelLayout {
    var values = ConfigValues()
    for (key, value) in set { try values.set(key: key, value: value) }
    var model = PanelModel()
    model.openSections = ["header", "composeM3"]
    return PanelLayout(
      model: model, values: values, presets: [], frame: Rect(x: 0, y: 0, width: 360, height: 844))
  }

  static func reasons(_ layout: PanelLayout) -> [String] {
    layout.items.compactMap {
      if case .inactiveReason(let text) = $0.kind { return text }
      return nil
    }
  }

  @Test func mdcRowsUnderComposeAreDimmedWithTheReason() throws {
    let layout = try Self.layout(["header.model": .string("composeM3")])
    let items = layout.items
    let reason = try #require(
      items.firstIndex { $0.kind == .inactiveReason("no effect under composeM3") })
    let shift = try #require(items.firstIndex { $0.kind == .choice("header.shiftBehavior") })
    #expect(reason < shift)
    #expect(items[shift].isDimmed)
    #expect(!items[reason].isDimmed, "the reason itself is readable")
    let stiffness = try #require(
      items.firstIndex { $0.kind == .slider(.parameter("composeM3.snapStiffness")) })
    #expect(!items[stiffness].isDimmed)
  }

  @Test func underMDCTheComposeSectionSaysWhy() throws {
    let layout = try Self.layout([:])
    #expect(Self.reasons(layout).contains("no effect under mdc"))
    #expect(!Self.reasons(layout).contains("no effect under composeM3"))
    let stiffness = try #require(
      layout.items.first { $0.kind == .slider(.parameter("composeM3.snapStiffness")) })
    #expect(stiffness.isDimmed)
  }
}
