import PhoneDrawing
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TuningPanel

/// Everything a `Stage` starts from, read by the host before the first frame: the phones, the
/// presets the panel offers, the remembered panel state. The stage itself reads no file.
public struct StageSetup: Sendable {
  /// One phone and its caption ("A · showcase"; empty for a lone phone).
  public struct Phone: Sendable {
    public var settings: SandboxSettings
    public var label: String
    /// The keys a compared phone's own config file sets: content (rows, row height) not among
    /// them follows phone A's (`SharedContent`).
    public var explicitKeys: Set<String> = []
    /// The phone's own device (`--compare PRESET@DEVICE`, or its preset's): its screen size,
    /// density, status bar, cutout, corners and home indicator. Nil shares the stage's
    /// `viewport` and `device` (phone A always does).
    public var device: DeviceProfile?
    /// A compared phone as a recording saves it (`android-views@pixel-8`); nil leaves it out.
    public var spec: String?

    public init(
      settings: SandboxSettings, label: String = "", explicitKeys: Set<String> = [],
      device: DeviceProfile? = nil, spec: String? = nil
    ) {
      self.settings = settings
      self.label = label
      self.explicitKeys = explicitKeys
      self.device = device
      self.spec = spec
    }
  }

  /// The phones, A first; input goes to every one of them.
  public var phones: [Phone]
  /// Phone viewport in points.
  public var viewport: Size
  /// The simulated device (the window's `--device`; drawn style and hardware, and the status-bar
  /// default under every preset switch and config reload).
  public var device = DeviceCatalog.standard
  /// The screen's pixels per point the phones' scroll views round to; nil for the device's.
  public var pixelRatio: Double?
  /// Whether the device frame is on by default (the window's; `render` and `trace` draw bare
  /// phones unless a config turns it on).
  public var deviceFrame = true
  /// The lowest layer under `preset` and the `--set` overrides, under every preset switch and
  /// config reload: the device's, for the header model they choose (a UIKit large title sits
  /// below the top safe area), with the host's own defaults (the window's device frame).
  public func baseLayer(under preset: Preset) -> ConfigLayer {
    device.baseLayer(
      deviceFrame: deviceFrame,
      headerModel: DeviceProfile.headerModel(in: [preset.values, overrides]))
  }

  /// A script to play first (`--replay`); the user takes over when it ends.
  public var replay: EventScript?
  /// The `--config` file name for hot-reload messages; nil when nothing is watched.
  public var configPath: String?
  /// The `--set` overrides, re-applied over every reloaded config and preset switch.
  public var overrides = ConfigLayer()
  /// The preset phone A started from (highlighted in the panel; the base of config reloads).
  public var presetName: String?
  /// The presets the panel offers.
  public var presets = StagePresets()
  /// The panel state remembered from the last window.
  public var preferences = PanelPreferences()
  /// Whether the timeline strip is drawn along the bottom (the window; the history is kept
  /// either way).
  public var showTimeline = false
  /// Whether to show the first launch's hint line (the window, when the preferences say it
  /// was never shown).
  public var showHint = false
  /// A banner over phone A from the first frame: what a session file could not apply.
  public var banner: String?
  /// A session's markers, drawn on the timeline strip (script seconds = phone A's time).
  public var markers: [ReviewSession.Marker] = []
  /// The window title's program part (the preset and the states follow it).
  public var title = "HeaderSandbox"
  /// A stage without a window (`trace`, `render`, the bench, through `ScriptRunner`): `replay`
  /// is played on the script's own time grid, nothing is kept in the history, and the window's
  /// own marks (the state badge, the hint, the strip) are never drawn.
  public var isHeadless = false
  /// Overlays every drawn frame forces on or off (`render --touches`, `--hud`); nil keeps what
  /// each phone's view shows.
  public var overlays = PhoneScenes.Overlays()
  /// The onion skin's length from the first frame (`render --ghosts K`); nil starts without.
  public var ghostLength: Int?

  public init(phones: [Phone], viewport: Size) {
    self.phones = phones
    self.viewport = viewport
  }

  /// Phone `index`'s screen in points: its own device's, else the stage's viewport.
  public func viewport(ofPhone index: Int) -> Size {
    guard index > 0, let own = phones[index].device else { return viewport }
    return Size(width: own.width, height: own.height)
  }

  /// The phones at rest at time 0, each on its own screen and device; a compared phone's
  /// content (rows, row height) follows phone A's unless its own config sets it
  /// (`SharedContent`). Fails when a phone's settings are invalid.
  func makePhones() throws -> [Sandbox] {
    guard (1...PhoneArrangement.maximumPhones).contains(phones.count) else {
      throw TooManyPhones(count: phones.count)
    }
    let reference = phones[0].settings
    return try phones.enumerated().map { index, phone in
      let settings =
        index == 0
        ? phone.settings
        : try SharedContent.settings(
          phone.settings, sharingWith: reference, explicit: phone.explicitKeys)
      let own = index > 0 ? phone.device : nil
      return try Sandbox(
        settings: settings, viewport: viewport(ofPhone: index),
        pixelRatio: own?.pixelRatio ?? pixelRatio ?? device.pixelRatio,
        device: device(ofPhone: index))
    }
  }

  /// A recorder of phone A's input from `start`, whose values were `values`, in history frame
  /// `frame`; phone A started from `preset` (nil: the startup preset), whose own values are
  /// `presetValues`, among `presets`. A shipped preset is saved by name with the changes over
  /// it; a preset saved from the panel lives only on this machine, so then the script pins
  /// everything over mdc-default.
  func recorder(
    start: Double, values: ConfigValues, frame: Int, preset: String?, presets: StagePresets,
    presetValues: ConfigValues
  ) -> LiveRecorder {
    let name = preset ?? Preset.startupName
    let shipped = presets.shipped.contains(name)
    return LiveRecorder(
      start: start, viewport: viewport, values: values, preset: shipped ? name : "mdc-default",
      presetValues: shipped ? presetValues : ConfigValues(), device: device, frame: frame,
      compare: phones.dropFirst().compactMap(\.spec))
  }

  /// The device phone `index` is drawn as: its own, else the stage's.
  public func device(ofPhone index: Int) -> DeviceProfile {
    index > 0 ? phones[index].device ?? device : device
  }

  /// A stage compares one to `PhoneArrangement.maximumPhones` phones.
  public struct TooManyPhones: Error, CustomStringConvertible {
    public var count: Int
    public var description: String {
      "a stage shows 1…\(PhoneArrangement.maximumPhones) phones, found \(count)"
    }
  }
}

extension StageSetup {
  /// A headless stage playing `script` from its first frame: the script's viewport, device and
  /// pixel ratio, the phones bare unless a config turns the device frame on.
  public static func headless(_ script: EventScript, phones: [Phone]) -> StageSetup {
    let viewport = Size(width: script.viewport.width, height: script.viewport.height)
    var setup = StageSetup(phones: phones, viewport: viewport)
    setup.device = script.viewport.profile
    setup.pixelRatio = script.viewport.pixelRatio
    setup.deviceFrame = false
    setup.replay = script
    setup.isHeadless = true
    return setup
  }
}
