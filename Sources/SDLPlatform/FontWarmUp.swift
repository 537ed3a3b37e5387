import CSDL2
import CSDL2TTF
import Dispatch
import SandboxPrimitives

/// Every weight's face, opened on another thread while the window is being made.
///
/// Why: SDL spends about 3 ms making a software window's surface, and the first frame then
/// opened its fonts (FreeType parses each file, HarfBuzz loads the layout tables on the first
/// shaping), about 0.5 ms more on this machine, one after the other. Nothing else uses FreeType
/// while the window is made, so the faces can be opened beside it; `FontLibrary` takes them,
/// waiting if need be, before it hands out any font. A face is opened at a guessed size and
/// resized on first use, as every shared face is (see `FontLibrary`).
final class FontWarmUp: @unchecked Sendable {
  /// The size the faces are opened at.
  let pixelSize: Int32
  /// Written by the worker, read only after `wait()`.
  private var faces: [(FontWeight, OpaquePointer)] = []
  private var files: [String: UnsafeMutableRawBufferPointer] = [:]
  private let done = DispatchGroup()

  /// Starts opening a face for each weight of `files` (weight → font file) at `pixelSize`.
  init(files weights: [FontWeight: String], pixelSize: Int32) {
    self.pixelSize = pixelSize
    DispatchQueue.global(qos: .userInitiated).async(group: done) { [self] in
      for weight in FontWeight.allCases {
        guard let path = weights[weight] else { continue }
        guard let bytes = files[path] ?? (try? FontLibrary.read(path)) else { continue }
        files[path] = bytes
        guard let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)),
          let font = TTF_OpenFontRW(stream, 1, pixelSize)
        else { continue }
        // The first shaping loads the face's layout tables, which survive a resize.
        var w: Int32 = 0
        var h: Int32 = 0
        _ = TTF_SizeUTF8(font, "Headlines 9:41", &w, &h)
        faces.append((weight, font))
      }
    }
  }

  /// Waits for the worker; the caller owns the faces and file bytes it returns.
  func wait() -> (
    faces: [(FontWeight, OpaquePointer)], files: [String: UnsafeMutableRawBufferPointer]
  ) {
    done.wait()
    return (faces, files)
  }
}
