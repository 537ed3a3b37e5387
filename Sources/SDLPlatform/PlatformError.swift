/// Why the SDL platform could not start or finish an operation.
///
/// The app maps every case to exit 69 (unavailable) except `.sdl` raised by file writing, which
/// the caller may map to 74. Descriptions are single paragraphs meant for a terminal.
public enum PlatformError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No display server was found and headless mode was not requested.
  case noDisplay
  /// DISPLAY / WAYLAND_DISPLAY is set but no server answers there (a dropped `ssh -X`, an old
  /// tmux pane), and SDL could only fall back to a headless driver nobody asked for. Carries the
  /// display names it could not open (`DISPLAY=:99`).
  case displayUnreachable(String)
  /// Fullscreen was asked for but the window system did not carry it out (X11 without a window
  /// manager); the window stays as it was.
  case fullscreenUnavailable
  /// No usable font file; `searched` lists every path tried, in order.
  case noFont(searched: [String], hint: String)
  /// Neither an accelerated nor a software renderer could be created; carries SDL's message.
  case noRenderer(String)
  /// An SDL call failed; `call` names the C function, `message` is `SDL_GetError()`.
  case sdl(call: String, message: String)

  /// The hint attached to `.noFont`.
  public static let fontHint = "install fonts-inter or fonts-dejavu-core, or pass --font PATH"

  /// One paragraph for the terminal: what failed and what to do about it.
  public var description: String {
    switch self {
    case .noDisplay:
      return "No display found: neither DISPLAY nor WAYLAND_DISPLAY is set, so the interactive "
        + "window cannot open. Run it under a virtual X server with `xvfb-run -a header-sandbox`, "
        + "or use one of the headless commands, which need no display: "
        + "`header-sandbox trace|render|check|presets|export`."
    case .noFont(let searched, let hint):
      let list = searched.isEmpty ? "(no paths)" : searched.joined(separator: ", ")
      return "No usable font found; searched: \(list). Fix: \(hint)."
    case .displayUnreachable(let names):
      return "No display found: could not open \(names) (the display server is gone or refuses "
        + "connections, e.g. a dropped `ssh -X` or an old terminal), so the interactive window "
        + "cannot open. Start it from a terminal of the running desktop, run it under a virtual "
        + "X server with `xvfb-run -a header-sandbox`, or use one of the headless commands, "
        + "which need no display: `header-sandbox trace|render|check|presets|export`."
    case .fullscreenUnavailable:
      return
        "not available: no window manager carried the request out, so the window stays as it was"
    case .noRenderer(let message):
      return "Could not create an SDL renderer (accelerated and software both failed): \(message)"
    case .sdl(let call, let message):
      return "\(call) failed: \(message.isEmpty ? "no SDL error message" : message)"
    }
  }
}
