import CSDL2
import SandboxPrimitives

/// SDL keycodes and modifier bits → the sandbox's `Key` and `KeyModifiers`.
enum KeyMap {
  /// The sandbox key for an SDL keycode, or nil for keys the sandbox ignores.
  static func key(_ sym: SDL_Keycode) -> Key? {
    table[sym]
  }

  /// Shift, Ctrl and Alt from `SDL_Keysym.mod` (either side counts).
  static func modifiers(_ mod: UInt16) -> KeyModifiers {
    var result: KeyModifiers = []
    let m = UInt32(mod)
    if m & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
    if m & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
    if m & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
    return result
  }

  private static let table: [SDL_Keycode: Key] = {
    let pairs: [(SDL_KeyCode, Key)] = [
      (SDLK_1, .digit1), (SDLK_2, .digit2), (SDLK_3, .digit3), (SDLK_4, .digit4),
      (SDLK_a, .a), (SDLK_b, .b), (SDLK_c, .c), (SDLK_e, .e), (SDLK_f, .f), (SDLK_g, .g),
      (SDLK_h, .h),
      (SDLK_i, .i), (SDLK_l, .l), (SDLK_m, .m), (SDLK_n, .n),
      (SDLK_o, .o), (SDLK_p, .p), (SDLK_q, .q), (SDLK_r, .r), (SDLK_s, .s), (SDLK_t, .t),
      (SDLK_v, .v), (SDLK_z, .z),
      (SDLK_PERIOD, .period), (SDLK_COMMA, .comma),
      (SDLK_LEFTBRACKET, .leftBracket), (SDLK_RIGHTBRACKET, .rightBracket), (SDLK_SLASH, .slash),
      (SDLK_BACKQUOTE, .backquote),
      (SDLK_UP, .up), (SDLK_DOWN, .down), (SDLK_LEFT, .left), (SDLK_RIGHT, .right),
      (SDLK_PAGEUP, .pageUp), (SDLK_PAGEDOWN, .pageDown), (SDLK_HOME, .home), (SDLK_END, .end),
      (SDLK_SPACE, .space), (SDLK_TAB, .tab), (SDLK_ESCAPE, .escape), (SDLK_RETURN, .enter),
      (SDLK_KP_ENTER, .enter), (SDLK_BACKSPACE, .backspace), (SDLK_F1, .f1), (SDLK_F2, .f2),
      (SDLK_F3, .f3), (SDLK_F11, .f11), (SDLK_F12, .f12),
    ]
    var table: [SDL_Keycode: Key] = [:]
    for (code, key) in pairs { table[SDL_Keycode(bitPattern: code.rawValue)] = key }
    return table
  }()
}
