import CSDL2
import CSDL2.X11

/// What the X server says about a window, where SDL's own bookkeeping can be wrong.
enum X11WindowSize {
  /// The window's real size on the X server, in window coordinates; nil off X11.
  static func actual(_ window: OpaquePointer) -> (width: Int, height: Int)? {
    var width: Int32 = 0
    var height: Int32 = 0
    guard csdl_x11_window_size(window, &width, &height) == 0 else { return nil }
    return (Int(width), Int(height))
  }
}
