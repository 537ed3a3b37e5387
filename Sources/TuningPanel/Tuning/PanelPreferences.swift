import PhoneSimulation
import SandboxFormats
import SandboxPrimitives

/// What the window remembers between runs: which panel sections are open, the spring dialect,
/// whether the panel and plots are shown, and the window size (window coordinates).
///
/// Stored as a small JSON object; unknown or malformed members are ignored, since a settings file
/// must never stop the sandbox from starting.
public struct PanelPreferences: Sendable, Equatable {
  /// Open section keys.
  public var openSections: Set<String> = ["header"]
  /// The spring dialect.
  public var dialect: SpringDialect = .registry
  /// Whether the panel (F2) and the plots (F3) were open.
  public var showPanel = false
  public var showPlots = false
  /// Window size in window coordinates, if known.
  public var windowSize: Size?
  /// The canvas (points) the window size was saved for: a size saved for one device or layout is
  /// never applied to another.
  public var windowCanvas: Size?
  /// Whether the first launch's hint line ("? shortcuts · F2 tune · F3 plots") was shown.
  public var hintShown = false

  /// Defaults: header section open, panel and plots hidden.
  public init() {}

  /// Reads preferences from `text`; anything unreadable falls back to the default.
  public init(decoding text: String) {
    guard let json = try? JSONParser.parse(text, file: "settings.json") else { return }
    if case .array(let items)? = json["openSections"] {
      openSections = Set(
        items.compactMap { if case .string(let s) = $0 { return s } else { return nil } })
    }
    if case .string(let name)? = json["dialect"], let d = SpringDialect(rawValue: name) {
      dialect = d
    }
    if case .bool(let b)? = json["showPanel"] { showPanel = b }
    if case .bool(let b)? = json["showPlots"] { showPlots = b }
    if case .bool(let b)? = json["hintShown"] { hintShown = b }
    if case .number(let w)? = json["windowWidth"], case .number(let h)? = json["windowHeight"],
      w >= 100, h >= 100, w <= 20_000, h <= 20_000
    {
      windowSize = Size(width: w, height: h)
    }
    if case .number(let w)? = json["canvasWidth"], case .number(let h)? = json["canvasHeight"] {
      windowCanvas = Size(width: w, height: h)
    }
  }

  /// The preferences as JSON text (sections sorted so the file is stable).
  public func encoded() -> String {
    var members: [JSONMember] = [
      JSONMember("openSections", .array(openSections.sorted().map { .string($0) })),
      JSONMember("dialect", .string(dialect.rawValue)),
      JSONMember("showPanel", .bool(showPanel)),
      JSONMember("showPlots", .bool(showPlots)),
      JSONMember("hintShown", .bool(hintShown)),
    ]
    if let windowSize {
      members.append(JSONMember("windowWidth", .number(windowSize.width.rounded())))
      members.append(JSONMember("windowHeight", .number(windowSize.height.rounded())))
    }
    if let windowCanvas {
      members.append(JSONMember("canvasWidth", .number(windowCanvas.width)))
      members.append(JSONMember("canvasHeight", .number(windowCanvas.height)))
    }
    return JSONSerializer.serialize(.object(members))
  }
}
