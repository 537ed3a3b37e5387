import SandboxPrimitives

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

    public init(settings: SandboxSettings, label: String = "") {
      self.settings = settings
      self.label = label
    }
  }

  /// The phones, A first; input goes to every one of them.
  public var phones: [Phone]
  /// Phone viewport in points.
  public var viewport: Size
  /// The simulated device (the window's `--device`; drawn style and hardware, and the status-bar
  /// default under every preset switch and config reload).
  public var device = DeviceCatalog.standard
  /// The lowest configuration layer under every preset switch and config reload: the device's,
  /// with the window's own defaults (the device frame on).
  public var baseLayer: ConfigLayer { device.baseLayer(deviceFrame: true) }
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

  public init(phones: [Phone], viewport: Size) {
    self.phones = phones
    self.viewport = viewport
  }

  /// A stage compares one to `PhoneArrangement.maximumPhones` phones.
  public struct TooManyPhones: Error, CustomStringConvertible {
    public var count: Int
    public var description: String {
      "a stage shows 1…\(PhoneArrangement.maximumPhones) phones, found \(count)"
    }
  }
}
