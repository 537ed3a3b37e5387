import CSDL2

/// The least any SDL app does before its first frame is visible: initialise video, open a
/// window, create a software renderer, clear and present, and shut down. `header-sandbox bench`
/// times this in a child process as the floor of its start-up figure.
public enum StartupFloor {
  /// Runs the bare start-up once with a window of `width × height` pixels. Uses the same hints
  /// as a `--software` session (no hidden GL framebuffer, batching on).
  public static func run(width: Int32, height: Int32) throws {
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
      throw PlatformError.sdl(call: "SDL_Init(SDL_INIT_VIDEO)", message: SDLSession.lastError())
    }
    defer { SDL_Quit() }
    let pos = csdl_windowpos_centered()
    guard let window = SDL_CreateWindow("HeaderSandbox", pos, pos, width, height, 0) else {
      throw PlatformError.sdl(call: "SDL_CreateWindow", message: SDLSession.lastError())
    }
    defer { SDL_DestroyWindow(window) }
    guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
      throw PlatformError.noRenderer(SDLSession.lastError())
    }
    defer { SDL_DestroyRenderer(renderer) }
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
    SDL_RenderClear(renderer)
    SDL_RenderPresent(renderer)
  }
}
