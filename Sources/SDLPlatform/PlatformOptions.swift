/// How `SDLSession` starts SDL.
public struct PlatformOptions: Sendable, Equatable {
  /// Force SDL's `offscreen` video driver and the software renderer: no display needed, and
  /// pixels are byte-identical on every machine.
  public var headless: Bool
  /// Use the software renderer even when a display is available (`--software`).
  public var forceSoftware: Bool
  /// One font file used for every weight (`--font PATH`); nil searches Inter, then DejaVu Sans.
  public var fontPath: String?
  /// The process environment, consulted for DISPLAY, WAYLAND_DISPLAY and SDL_VIDEODRIVER.
  /// Injected so the no-display check can be tested.
  public var environment: [String: String]

  /// Options for a session; by default interactive, accelerated, system fonts.
  public init(
    headless: Bool = false, forceSoftware: Bool = false, fontPath: String? = nil,
    environment: [String: String] = ProcessEnvironment.current()
  ) {
    self.headless = headless
    self.forceSoftware = forceSoftware
    self.fontPath = fontPath
    self.environment = environment
  }

  /// Whether rendering must use the software renderer (headless or `--software`).
  public var usesSoftwareRenderer: Bool { headless || forceSoftware }
}
