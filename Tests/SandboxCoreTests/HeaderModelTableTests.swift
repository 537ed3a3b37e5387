import Foundation
import HeaderEngine
import PhoneDrawing
import SandboxFormats
import TestSupport
import Testing

@testable import SandboxStage

/// The header-model table: one descriptor per model, each the one home of what the layers above
/// the engine know of it.
@Suite struct HeaderModelTableTests {
  @Test func everyModelHasExactlyOneDescriptorInTheNameOrder() {
    #expect(HeaderModelTable.all.map(\.name) == HeaderModelName.allCases)
    for model in HeaderModelName.allCases {
      #expect(HeaderModelTable.descriptor(model).name == model)
    }
  }

  @Test func aModelsParametersLiveInItsOwnSectionAndActOnIt() {
    for model in HeaderModelTable.all {
      guard let section = model.section else {
        #expect(model.parameters.isEmpty, "MDC's parameters are the header.* ones")
        continue
      }
      #expect(!model.parameters.isEmpty)
      #expect(ParameterRegistry.sections.contains { $0.key == section })
      for parameter in model.parameters {
        #expect(parameter.key.hasPrefix(section + "."), "\(parameter.key)")
        #expect(parameter.scope.acts(on: model.name), "\(parameter.key)")
        #expect(ParameterRegistry.parameter(parameter.key) != nil, "\(parameter.key)")
      }
    }
  }

  @Test func aModelsPresetsRunItAndItsSkinIsAPlatforms() throws {
    let shipped = try shippedPresetNames()
    var claimed: [String] = []
    for model in HeaderModelTable.all {
      #expect(model.skin != .auto)
      #expect(SceneSkin.resolve(.auto, model: model.name).rawValue == model.skin.rawValue)
      for name in model.presets {
        #expect(shipped.contains(name), "\(name) is not in Assets/Presets")
        let url = packageRoot().appendingPathComponent("Assets/Presets/\(name).json")
        let preset = try Preset.decode(
          String(contentsOf: url, encoding: .utf8), name: name, file: url.path)
        let values = try ConfigValues.resolve(preset: preset)
        #expect(values[Param.header.model] == model.name, "\(name) runs \(model.name)")
        claimed.append(name)
      }
    }
    #expect(claimed.sorted() == shipped.sorted(), "every shipped preset belongs to one model")
  }

  @Test func optionsAreReadThroughTheTable() throws {
    var values = ConfigValues()
    try values.set(key: "header.model", value: .string("composeM3"))
    try values.set(key: "composeM3.behavior", value: .string("enterAlways"))
    try values.set(key: "sliverAppBar.floating", value: .bool(true))
    let options = try HeaderModelTable.options(from: values)
    #expect(options.model == .composeM3)
    #expect(options.composeM3.behavior == .enterAlways)
    #expect(options.sliverAppBar.floating)
  }
}
