/// A design review kept as a file, format version 1: the phones being compared, the gesture
/// they run, the reference recording, loop ranges, the playhead and the reviewers' markers.
/// See docs/sessions.md. Tools and tests write these by hand, so the JSON names are a contract.
public struct ReviewSession: Hashable, Sendable {
  /// The only format version this build reads and writes.
  public static let currentVersion = 1
  /// A session compares one to five phones, as the window does (`PhoneArrangement`).
  public static let phoneRange: ClosedRange<Int> = 1...5
  /// Phone names in order: A is the first phone.
  public static let phoneLetters = ["A", "B", "C", "D", "E"]

  /// Where the gesture comes from.
  public enum ScriptSource: Hashable, Sendable {
    /// A script file, relative to the session file's folder unless absolute.
    case path(String)
    /// A script written into the session.
    case inline(EventScript)
  }

  /// One phone: a preset, a config file over it, a simulated device and values set over both.
  public struct Phone: Hashable, Sendable {
    /// The preset to start from; nil = the script's, else the startup preset.
    public var preset: String?
    /// A config file applied over the preset, relative to the session file's folder.
    public var config: String?
    /// A device name from the catalogue; nil = the script's viewport.
    public var device: String?
    /// Values set over the preset and config: one statement of values (like a config file),
    /// not a sequence of setter calls, so a saved session reopens with exactly its values.
    public var set: ConfigLayer

    /// Creates a phone.
    public init(
      preset: String? = nil, config: String? = nil, device: String? = nil,
      set: ConfigLayer = ConfigLayer()
    ) {
      self.preset = preset
      self.config = config
      self.device = device
      self.set = set
    }
  }

  /// A reference recording (a screen capture of the real app) and where it starts.
  public typealias Reference = RecordingReference

  /// A loop range in script seconds, `from < to`.
  public struct Loop: Hashable, Sendable {
    public var from: Double
    public var to: Double

    /// Creates a loop range.
    public init(from: Double, to: Double) {
      self.from = from
      self.to = to
    }
  }

  /// A reviewer's note at a time, about one phone or all of them.
  public struct Marker: Hashable, Sendable {
    /// Script seconds.
    public var t: Double
    /// The phone's index (0 = A), or nil for every phone (`"all"` or no `phone`).
    public var phone: Int?
    /// The comment, one line.
    public var text: String

    /// Creates a marker.
    public init(t: Double, phone: Int? = nil, text: String) {
      self.t = t
      self.phone = phone
      self.text = text
    }

    /// `"A"`…`"E"`, or `"all"`.
    public var phoneName: String {
      guard let phone, ReviewSession.phoneLetters.indices.contains(phone) else { return "all" }
      return ReviewSession.phoneLetters[phone]
    }
  }

  /// Format version (always 1).
  public var version: Int
  /// The gesture every phone runs.
  public var script: ScriptSource
  /// The phones, A first; one to five.
  public var phones: [Phone]
  /// The reference recording, if any.
  public var reference: Reference?
  /// Loop ranges in script seconds.
  public var loops: [Loop]
  /// Where the review stopped, script seconds; nil = the start.
  public var playhead: Double?
  /// Markers in the order written (the encoder keeps it; readers sort by time when they need).
  public var markers: [Marker]

  /// Creates a session.
  public init(
    version: Int = ReviewSession.currentVersion, script: ScriptSource, phones: [Phone],
    reference: Reference? = nil, loops: [Loop] = [], playhead: Double? = nil,
    markers: [Marker] = []
  ) {
    self.version = version
    self.script = script
    self.phones = phones
    self.reference = reference
    self.loops = loops
    self.playhead = playhead
    self.markers = markers
  }

  /// The phone's name in captions and markers: "A" for the first.
  public static func letter(_ index: Int) -> String {
    phoneLetters.indices.contains(index) ? phoneLetters[index] : "\(index + 1)"
  }
}
