import Foundation
import SandboxFormats
import SandboxPrimitives
import Testing
import TuningPanel

@testable import SandboxApp
@testable import SandboxStage

/// Ctrl+S in a window opened with `--compare` and no session file: every phone is saved on its
/// own preset and device, and the file reopens on the same frame.
@Suite struct SessionSaveCompareTests {
  private let setup = ConfigSources(assets: AssetLocator(root: assetsDirectory))

  /// The stage setup `header-sandbox --compare …` builds (as `WindowCommand.run` does, without
  /// the display check).
  private func windowSetup(compare: [String], set: [String] = []) throws -> StageSetup {
    var args = ScannedArguments()
    args.values["compare"] = compare
    if !set.isEmpty { args.values["set"] = set }
    let tuning = try TuningOptions(args)
    let device = try setup.namedDevice(tuning) ?? DeviceCatalog.standard
    let primary = try setup.settings(
      tuning, script: nil, scriptFile: nil, device: device, window: true)
    let compared = try CompareTarget.resolveAll(
      args, reference: primary, setup: setup, tuning: tuning, script: nil, scriptFile: nil,
      device: device, drawnAs: device, window: true)
    var phones = [StageSetup.Phone(settings: primary, label: "A · \(Preset.startupName)")]
    for phone in compared {
      var next = StageSetup.Phone(settings: phone.settings, label: phone.label)
      next.explicitKeys = phone.explicitKeys
      next.device = phone.device
      next.spec = phone.spec
      phones.append(next)
    }
    var stage = StageSetup(
      phones: phones, viewport: Size(width: device.width, height: device.height))
    stage.device = device
    stage.overrides = tuning.overrides
    stage.presetName = Preset.startupName
    stage.showTimeline = true
    return stage
  }

  private func firstFrameHash(_ stageSetup: StageSetup) throws -> UInt64 {
    var stage = try Stage(stageSetup)
    _ = stage.start()
    return try #require(stage.frame(StageInput(realSeconds: 0)).list).stableHash
  }

  @Test func eachComparedPhoneIsSavedOnItsOwnPresetAndDevice() throws {
    let dir = try TemporaryDirectory()
    let window = try windowSetup(
      compare: ["android-views@pixel-8", "compose-m3"], set: ["content.rowCount=30"])
    var stage = try Stage(window)
    _ = stage.start()
    let path = dir.path("session.json")
    let base = try LoadedSession.unsaved(
      replay: nil, phones: LoadedSession.phones(of: window, presets: setup.presets.names),
      file: path, setup: setup)
    let saved = base.saving(stage.sessionSnapshot, to: path)
    let decoded = try ReviewSession.decode(saved.encoded(), file: path)
    #expect(decoded.phones.map(\.preset) == [Preset.startupName, "android-views", "compose-m3"])
    let composeDevice = try #require(window.phones[2].spec?.split(separator: "@").last)
    #expect(
      decoded.phones.map(\.device) == [
        window.device.name, "pixel-8", String(composeDevice),
      ])
    for phone in decoded.phones {
      // Each phone's own preset resolves to its values: only the `--set` is written over it.
      #expect(phone.set.entries.map(\.key) == ["content.rowCount"])
    }
    let reopened = try LoadedSession.resolve(decoded, file: path, setup: setup, window: true)
    #expect(reopened.warnings.isEmpty, "\(reopened.warnings)")
    for (index, phone) in reopened.phones.enumerated() {
      #expect(phone.settings.values == stage.phones[index].settings.values, "phone \(index)")
    }
    var again = try WindowCommand.stageSetup(reopened, setup: setup)
    again.preferences = PanelPreferences()
    #expect(try firstFrameHash(again) == (try firstFrameHash(window)))
  }
}
