import CSDL2
import CSDL2Image
import CSDL2TTF
import Dispatch

/// An initialised SDL (video + TTF + PNG support) for the lifetime of the object.
///
/// SDL state is process-global, so only one session lives at a time: creating a second one waits
/// (up to `gateTimeout`) for the first to be released. That also serialises test suites that
/// run in parallel. Windows, canvases and font libraries keep their session alive, so SDL is
/// shut down only after they are gone.
public final class SDLSession {
  /// How long `init` waits for a previous session to end before failing, in seconds.
  public static let gateTimeout = 60.0
  private static let gate = DispatchSemaphore(value: 1)

  /// The options the session was started with.
  public let options: PlatformOptions
  /// The video driver SDL chose (`offscreen`, `x11`, `wayland`, …).
  public let videoDriver: String

  /// Starts SDL. Throws `.noDisplay` before touching SDL when no display is reachable and
  /// headless mode was not asked for, so the user never sees SDL's own error dump.
  public init(options: PlatformOptions = PlatformOptions()) throws {
    try SDLSession.checkDisplay(options: options)
    self.options = options
    guard SDLSession.gate.wait(timeout: .now() + SDLSession.gateTimeout) == .success else {
      throw PlatformError.sdl(
        call: "SDLSession.init",
        message: "another SDLSession is still alive after \(SDLSession.gateTimeout) s; "
          + "SDL allows one per process")
    }
    SDLSession.applyHints(options: options)
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
      let message = SDLSession.lastError()
      SDL_Quit()
      SDLSession.gate.signal()
      throw PlatformError.sdl(call: "SDL_Init(SDL_INIT_VIDEO)", message: message)
    }
    guard TTF_Init() == 0 else {
      let message = SDLSession.lastError()
      SDL_Quit()
      SDLSession.gate.signal()
      throw PlatformError.sdl(call: "TTF_Init", message: message)
    }
    let pngFlags = Int32(IMG_INIT_PNG.rawValue)
    guard IMG_Init(pngFlags) & pngFlags == pngFlags else {
      let message = SDLSession.lastError()
      TTF_Quit()
      SDL_Quit()
      SDLSession.gate.signal()
      throw PlatformError.sdl(call: "IMG_Init(IMG_INIT_PNG)", message: message)
    }
    let driver: UnsafePointer<CChar>? = SDL_GetCurrentVideoDriver()
    videoDriver = driver.map { String(cString: $0) } ?? "none"
    if let refusal = SDLSession.refusal(driver: videoDriver, options: options) {
      // Every stored property is set by now, so throwing runs `deinit`, which quits SDL, SDL_ttf
      // and SDL_image and opens the gate. Doing it here as well quit SDL_ttf twice (taking a
      // `FontPreparation`'s start with it) and let two sessions through the gate.
      throw refusal
    }
  }

  /// Drivers that draw nowhere a user can see.
  public static let headlessDrivers: Set<String> = ["offscreen", "dummy"]

  /// Whether this session draws into a headless driver (nothing on screen).
  public var isHeadless: Bool { SDLSession.headlessDrivers.contains(videoDriver) }

  /// Why an interactive session on `driver` must not go on: SDL falls back to its offscreen
  /// driver when the display it was pointed at is gone, which leaves an invisible window running
  /// forever. A headless driver is accepted only when asked for (headless mode, or
  /// SDL_VIDEODRIVER naming it).
  public static func refusal(driver: String, options: PlatformOptions) -> PlatformError? {
    guard !options.headless, headlessDrivers.contains(driver) else { return nil }
    let env = options.environment
    if let asked = env["SDL_VIDEODRIVER"], !asked.isEmpty { return nil }
    let names = ["DISPLAY", "WAYLAND_DISPLAY"].compactMap { name in
      env[name].map { "\(name)=\($0)" }
    }
    return names.isEmpty ? .noDisplay : .displayUnreachable(names.joined(separator: " or "))
  }

  /// Ends the process with `status` once its window has closed: SDL shuts its video down (the
  /// display gets back what the window changed), and the system takes back every texture,
  /// font and buffer at once. Releasing them one by one measured about 0.5 ms of a quit here.
  public static func endProcess(status: Int32) -> Never {
    SDL_Quit()
    exit(status)
  }

  deinit {
    IMG_Quit()
    TTF_Quit()
    SDL_Quit()
    SDLSession.gate.signal()
  }

  /// Throws `.noDisplay` when a window is wanted but neither DISPLAY nor WAYLAND_DISPLAY is set
  /// and SDL_VIDEODRIVER does not name a driver explicitly.
  public static func checkDisplay(options: PlatformOptions) throws {
    if options.headless { return }
    let env = options.environment
    let has = { (name: String) in !(env[name] ?? "").isEmpty }
    if has("DISPLAY") || has("WAYLAND_DISPLAY") || has("SDL_VIDEODRIVER") { return }
    throw PlatformError.noDisplay
  }

  /// Hints must be set before `SDL_Init` (video driver) or before renderer creation.
  static func applyHints(options: PlatformOptions) {
    // Override priority: a plain hint loses to an SDL_VIDEODRIVER / SDL_RENDER_DRIVER variable
    // in the environment, and headless runs must not depend on the user's shell.
    if options.headless {
      SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE)
    }
    if options.usesSoftwareRenderer {
      SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "software", SDL_HINT_OVERRIDE)
      // Without this, SDL presents a software window surface through a hidden GL texture,
      // which costs ~6 ms per present (measured, reference §5).
      SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    }
    // Setting SDL_RENDER_DRIVER turns batching off unless asked for explicitly.
    SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
    // Fingers are handled as fingers; the app never wants SDL's mouse copies of them.
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
    SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
    // Quiet, deterministic scaling of text textures: none is ever scaled.
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "nearest")
  }

  /// `SDL_GetError()` as a Swift string.
  static func lastError() -> String {
    let p: UnsafePointer<CChar>? = SDL_GetError()
    return p.map { String(cString: $0) } ?? ""
  }
}
