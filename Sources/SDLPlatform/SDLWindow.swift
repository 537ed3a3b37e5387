import CSDL2
import SandboxCore

/// The interactive window: resizable, high-DPI allowed, titled "HeaderSandbox", with a canvas
/// drawn at a pixel scale and letterboxed when the window is larger than the canvas.
public final class SDLWindow {
  /// The default canvas: a phone of 390×844 points.
  public static let phoneCanvas = Size(width: 390, height: 844)
  /// Window title.
  public static let title = "HeaderSandbox"

  /// Where display lists are drawn; owns the renderer.
  public let canvas: Canvas
  /// Translates this window's events; its mapping follows resizes.
  public private(set) var translator: EventTranslator
  private let handle: WindowHandle

  /// Opens a window of `canvasSize × scale` pixels and its renderer.
  ///
  /// Asks for an accelerated, vsynced renderer unless the session uses the software renderer;
  /// if that fails, sets `SDL_FRAMEBUFFER_ACCELERATION=0` and falls back to software
  /// (`rendererName` then ends in "(fallback)").
  public init(
    session: SDLSession, fonts: FontLibrary, canvasSize: Size = SDLWindow.phoneCanvas,
    scale: Double = 1
  ) throws {
    guard canvasSize.width >= 1, canvasSize.height >= 1, scale.isFinite, scale > 0 else {
      throw PlatformError.sdl(
        call: "SDLWindow.init",
        message: "canvas must be at least 1×1 points and scale > 0, got "
          + "\(canvasSize.width)×\(canvasSize.height) at \(scale)")
    }
    let w = Int32((canvasSize.width * scale).rounded())
    let h = Int32((canvasSize.height * scale).rounded())
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    let pos = csdl_windowpos_centered()
    guard let window = SDL_CreateWindow(SDLWindow.title, pos, pos, w, h, flags) else {
      throw PlatformError.sdl(call: "SDL_CreateWindow", message: SDLSession.lastError())
    }
    let handle = WindowHandle(pointer: window, session: session)
    var renderer: OpaquePointer?
    var fellBack = false
    var firstError = ""
    if !session.options.usesSoftwareRenderer {
      renderer = SDL_CreateRenderer(
        window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
      if renderer == nil {
        firstError = SDLSession.lastError()
        fellBack = true
        // A software renderer presented through a hidden GL texture costs ~6 ms per frame.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
      }
    }
    if renderer == nil {
      renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    }
    guard let renderer else {
      let second = SDLSession.lastError()
      throw PlatformError.noRenderer(
        firstError.isEmpty ? second : "accelerated: \(firstError); software: \(second)")
    }
    self.handle = handle
    canvas = Canvas(
      session: session, fonts: fonts, renderer: renderer, surface: nil, window: handle,
      fellBack: fellBack, canvas: canvasSize, scale: scale)
    windowScale = scale
    translator = EventTranslator(mapping: canvas.mapping)
    // On high-DPI screens the output has more pixels than the window has coordinates; draw at
    // the output's density so the canvas fills the window it was sized for.
    if canvas.mapping.pixelRatioX != 1 { setCanvas(canvasSize, scale: scale) }
  }

  /// Window coordinates per canvas point (the scale the window was sized with). Output pixels
  /// per point are this times the high-DPI pixel ratio.
  public private(set) var windowScale: Double

  /// The renderer's name (see `Canvas.rendererName`).
  public var rendererName: String { canvas.rendererName }

  /// The largest scale (1, 1.5, 2, 2.5, …; at least 1) at which `canvas` fits in `usable`
  /// (window coordinates, e.g. the display's usable bounds).
  public static func largestScaleThatFits(canvas: Size, usable: Size) -> Double {
    guard canvas.width > 0, canvas.height > 0 else { return 1 }
    let fit = min(usable.width / canvas.width, usable.height / canvas.height)
    guard fit.isFinite else { return 1 }
    return max(1, (fit * 2).rounded(.down) / 2)
  }

  /// `largestScaleThatFits` for display `index`'s usable bounds (`SDL_GetDisplayUsableBounds`);
  /// 1 when the bounds are unavailable. Needs an initialised session.
  public static func largestScaleThatFits(canvas: Size, display index: Int32 = 0) -> Double {
    var rect = SDL_Rect()
    guard SDL_GetDisplayUsableBounds(index, &rect) == 0 else { return 1 }
    return largestScaleThatFits(
      canvas: canvas, usable: Size(width: Double(rect.w), height: Double(rect.h)))
  }

  /// Window size in window coordinates.
  public var windowSize: Size {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(handle.pointer, &w, &h)
    return Size(width: Double(w), height: Double(h))
  }

  /// Resizes the window to `width × height` window coordinates and refreshes the mapping.
  public func resize(width: Int, height: Int) {
    SDL_SetWindowSize(handle.pointer, Int32(max(1, width)), Int32(max(1, height)))
    refreshMapping()
  }

  /// Whether the window is in desktop fullscreen.
  public var isFullscreen: Bool {
    SDL_GetWindowFlags(handle.pointer) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
      == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
  }

  /// Switches between a normal window and desktop fullscreen (`SDL_WINDOW_FULLSCREEN_DESKTOP`).
  public func toggleFullscreen() throws {
    let target = isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
    guard SDL_SetWindowFullscreen(handle.pointer, target) == 0 else {
      throw PlatformError.sdl(call: "SDL_SetWindowFullscreen", message: SDLSession.lastError())
    }
    refreshMapping()
  }

  /// Sets the canvas size (points) and scale (window coordinates per point), e.g. after a
  /// `.resize` event.
  public func setCanvas(_ size: Size, scale: Double) {
    windowScale = scale
    canvas.refreshMapping()
    canvas.setCanvas(size, scale: scale * canvas.mapping.pixelRatioX)
    translator.mapping = canvas.mapping
  }

  /// Recomputes the window → canvas mapping from the current window and output sizes.
  public func refreshMapping() {
    canvas.refreshMapping()
    translator.mapping = canvas.mapping
  }

  /// Drains the event queue into input events; window size changes refresh the mapping first,
  /// so later events in the same batch map correctly.
  public func pollEvents() -> [InputEvent] {
    var out: [InputEvent] = []
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
      if event.type == SDL_WINDOWEVENT.rawValue
        && UInt32(event.window.event) == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue
      {
        refreshMapping()
      }
      translator.translate(event, into: &out)
    }
    return out
  }

  /// Like `pollEvents()`, with each event's SDL timestamp in seconds since SDL started
  /// (millisecond resolution), so the app can place every sample at its own time — velocity
  /// tracking needs real spacing between the motion events of one frame.
  public func pollTimedEvents(into out: inout [(event: InputEvent, time: Double)]) {
    var event = SDL_Event()
    var translated: [InputEvent] = []
    while SDL_PollEvent(&event) != 0 {
      if event.type == SDL_WINDOWEVENT.rawValue
        && UInt32(event.window.event) == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue
      {
        refreshMapping()
      }
      translated.removeAll(keepingCapacity: true)
      translator.translate(event, into: &translated)
      let time = Double(event.common.timestamp) / 1000
      for item in translated { out.append((item, time)) }
    }
  }

  /// Seconds since SDL started on the clock SDL stamps events with.
  public static func eventClockNow() -> Double {
    Double(SDL_GetTicks64()) / 1000
  }

  /// Sets the window title (the recording indicator lives here, never in the frames).
  public func setTitle(_ title: String) {
    SDL_SetWindowTitle(handle.pointer, title)
  }

  /// Draws `list` into the window (see `Canvas.draw`) and keeps the translator in step.
  public func draw(_ list: DisplayList) throws {
    try canvas.draw(list)
    translator.mapping = canvas.mapping
  }

  /// Shows the drawn frame.
  public func present() {
    canvas.present()
  }
}
