import CSDL2
import SandboxPrimitives

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
  private let session: SDLSession

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
    self.session = session
    canvas = Canvas(
      session: session, fonts: fonts, renderer: renderer, surface: nil, window: handle,
      fellBack: fellBack, canvas: canvasSize, scale: scale)
    translator = EventTranslator(mapping: canvas.mapping)
    // On high-DPI screens the output has more pixels than the window has coordinates; draw at
    // the output's density so the canvas fills the window it was sized for.
    if canvas.mapping.pixelRatioX != 1 { setCanvas(canvasSize, scale: scale) }
  }

  /// Window coordinates per canvas point: the scale the canvas is drawn at now (it follows the
  /// window when the user resizes it). Output pixels per point are this times the high-DPI
  /// pixel ratio.
  public var windowScale: Double {
    let mapping = canvas.mapping
    return mapping.pixelRatioX > 0 ? mapping.scale / mapping.pixelRatioX : mapping.scale
  }

  /// The renderer's name (see `Canvas.rendererName`).
  public var rendererName: String { canvas.rendererName }

  /// Whether the window lives on a headless video driver (offscreen, dummy): nothing is on
  /// screen, so there is no screen to keep it on and nothing worth remembering.
  public var isHeadless: Bool { session.isHeadless }

  /// The usable bounds (`SDL_GetDisplayUsableBounds`: the desktop minus panels and docks) of
  /// the display the window is on, in window coordinates; nil when SDL cannot tell.
  public var usableBounds: Rect? {
    SDLWindow.usableBounds(display: max(0, SDL_GetWindowDisplayIndex(handle.pointer)))
  }

  /// The usable bounds of display `index`; nil when SDL cannot tell. Needs a session.
  public static func usableBounds(display index: Int32) -> Rect? {
    var rect = SDL_Rect()
    guard SDL_GetDisplayUsableBounds(index, &rect) == 0, rect.w > 0, rect.h > 0 else {
      return nil
    }
    return Rect(x: Double(rect.x), y: Double(rect.y), width: Double(rect.w), height: Double(rect.h))
  }

  /// The window manager's frame around the window (`SDL_GetWindowBordersSize`); none when
  /// there is no window manager or SDL cannot tell.
  public var decorations: WindowDecorations {
    var top: Int32 = 0
    var left: Int32 = 0
    var bottom: Int32 = 0
    var right: Int32 = 0
    guard SDL_GetWindowBordersSize(handle.pointer, &top, &left, &bottom, &right) == 0 else {
      return .none
    }
    return WindowDecorations(
      top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
  }

  /// Moves and resizes the window's client area to `frame` (window coordinates) and refreshes
  /// the mapping.
  public func place(_ frame: Rect) {
    SDL_SetWindowSize(
      handle.pointer, Int32(max(1, frame.width.rounded())), Int32(max(1, frame.height.rounded())))
    SDL_SetWindowPosition(handle.pointer, Int32(frame.x.rounded()), Int32(frame.y.rounded()))
    refreshMapping()
  }

  /// The client area's position in window coordinates.
  public var windowPosition: Point {
    var x: Int32 = 0
    var y: Int32 = 0
    SDL_GetWindowPosition(handle.pointer, &x, &y)
    return Point(x: Double(x), y: Double(y))
  }

  /// Blocks until an event is queued or `seconds` pass, leaving the event in the queue for the
  /// next poll; returns whether one arrived.
  ///
  /// On x11 this is `SDL_WaitEventTimeout`, which sleeps in the X connection and wakes the
  /// moment input arrives. SDL 2.26's other drivers have no such wait: there SDL polls every
  /// millisecond (10 % of a core, measured), so the window polls every 10 ms itself — still
  /// well inside one 60 Hz frame.
  @discardableResult
  public func waitForEvent(seconds: Double) -> Bool {
    let limit = max(0, min(seconds, 10))
    if session.videoDriver == "x11" {
      return SDL_WaitEventTimeout(nil, Int32(limit * 1000)) != 0
    }
    let deadline = SDL_GetTicks64() + UInt64(limit * 1000)
    while true {
      SDL_PumpEvents()
      if SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE { return true }
      if SDL_GetTicks64() >= deadline { return false }
      SDL_Delay(10)
    }
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

  /// Switches between a normal window and desktop fullscreen (`SDL_WINDOW_FULLSCREEN_DESKTOP`),
  /// then lays out from the size the window really has.
  ///
  /// Leaving fullscreen restores the frame the window had before, because SDL does not always
  /// remember it. Without a window manager a fullscreen request is never carried out while SDL
  /// reports the display's size; the window then stays as it was and `.fullscreenUnavailable`
  /// is thrown.
  public func toggleFullscreen() throws {
    let entering = !isFullscreen
    if entering {
      let size = windowSize
      windowedFrame = Rect(
        x: windowPosition.x, y: windowPosition.y, width: size.width, height: size.height)
    }
    guard
      SDL_SetWindowFullscreen(handle.pointer, entering ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
        == 0
    else {
      throw PlatformError.sdl(call: "SDL_SetWindowFullscreen", message: SDLSession.lastError())
    }
    if !entering, let frame = windowedFrame {
      place(frame)
    }
    if entering && !serverAgreesOnSize(within: 0.5) {
      SDL_SetWindowFullscreen(handle.pointer, 0)
      if let frame = windowedFrame { place(frame) }
      refreshMapping()
      throw PlatformError.fullscreenUnavailable
    }
    refreshMapping()
  }

  /// The frame to return to when leaving fullscreen.
  private var windowedFrame: Rect?

  /// Waits (pumping events) until the X server's size for the window matches SDL's; true at
  /// once off X11, where SDL's size is the real one.
  private func serverAgreesOnSize(within seconds: Double) -> Bool {
    let deadline = SDL_GetTicks64() + UInt64(seconds * 1000)
    while true {
      guard let actual = X11WindowSize.actual(handle.pointer) else { return true }
      let size = windowSize
      if actual.width == Int(size.width) && actual.height == Int(size.height) { return true }
      if SDL_GetTicks64() >= deadline { return false }
      SDL_PumpEvents()
      SDL_Delay(10)
    }
  }

  /// Sets the canvas size (points) and scale (window coordinates per point), e.g. after a
  /// `.resize` event.
  public func setCanvas(_ size: Size, scale: Double) {
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
  /// tracking needs real spacing between the motion events of one frame. Returns how many SDL
  /// events were taken, including those that translate to no input (expose, focus), so the
  /// caller knows the window needs drawing.
  @discardableResult
  public func pollTimedEvents(into out: inout [(event: InputEvent, time: Double)]) -> Int {
    var event = SDL_Event()
    var translated: [InputEvent] = []
    var count = 0
    while SDL_PollEvent(&event) != 0 {
      count += 1
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
    return count
  }

  /// Seconds since SDL started on the clock SDL stamps events with.
  public static func eventClockNow() -> Double {
    Double(SDL_GetTicks64()) / 1000
  }

  /// Turns text input (`.text` events, IME) on while a panel field is focused and off otherwise,
  /// so typing shortcuts never opens an input method.
  public func setTextInput(_ enabled: Bool) {
    if enabled { SDL_StartTextInput() } else { SDL_StopTextInput() }
  }

  /// The modifier keys held now (for Shift-fine slider drags, which pointer events do not carry).
  public func heldModifiers() -> KeyModifiers {
    KeyMap.modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
  }

  /// Puts `text` on the system clipboard (the panel's copy-out); returns whether SDL took it.
  @discardableResult
  public func setClipboard(_ text: String) -> Bool {
    SDL_SetClipboardText(text) == 0
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

  /// SDL's own least frame: `SDL_RenderClear` of the whole output in `color`, then present,
  /// with none of this app's drawing code in between. The bench's per-frame floor, as
  /// `StartupFloor` is its start-up floor: a fixed measure of what the platform costs, which the
  /// app's own painting (it writes opaque fills itself, see `SurfaceFill`) does not move.
  public func presentPlatformFloor(_ color: Color) {
    canvas.presentPlatformFloor(color)
  }
}
