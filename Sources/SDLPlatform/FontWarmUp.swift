import CSDL2
import CSDL2TTF
import SandboxPrimitives

/// Fonts opened, and the first frame's glyphs rasterized, on another thread while the window is
/// being made.
///
/// Why: SDL spends about 3 ms making a software window's surface, and the first frame then
/// opened its fonts (FreeType parses each file, HarfBuzz loads the layout tables on the first
/// shaping) and rasterized every glyph of its text, one after the other. Nothing else uses
/// FreeType while the window is made, so that work can run beside it: the host names the text
/// it expects to draw (`Text`), and each weight and size it needs gets a face whose glyph cache
/// already holds those glyphs; a weight with no text gets a face at a guessed size, which the
/// first use resizes (see `FontLibrary`). `FontLibrary` takes the faces, waiting if need be,
/// before it hands out any font. A wrong guess only costs the worker's time: the pixels come
/// from the same faces either way.
final class FontWarmUp: @unchecked Sendable {
  /// A text the host expects to draw, at its output pixel size.
  struct Text: Sendable {
    var weight: FontWeight
    var pixelSize: Int32
    var text: String
  }

  /// The size faces for weights with no expected text are opened at.
  let pixelSize: Int32
  /// Written by the worker, read only after `wait()`.
  private var faces: [(FontWeight, OpaquePointer)] = []
  private var sizedFaces: [(FontWeight, Int32, OpaquePointer)] = []
  private var files: [String: FontFile] = [:]
  private var worker: DedicatedThread?

  /// Starts the worker: for each weight of `files` (weight → font file), a face per size
  /// `texts` use, with their glyphs rasterized; without `texts`, one face per weight at
  /// `pixelSize`.
  init(files weights: [FontWeight: String], pixelSize: Int32, texts: [Text]) {
    self.pixelSize = pixelSize
    worker = DedicatedThread { [self] in
      for weight in FontWeight.allCases {
        guard let path = weights[weight] else { continue }
        guard let file = files[path] ?? (try? FontFile(path: path)) else { continue }
        files[path] = file
        let wanted = texts.filter { $0.weight == weight }
        var sizes: [Int32] = []
        for text in wanted where !sizes.contains(text.pixelSize) { sizes.append(text.pixelSize) }
        // Told what to expect, a weight nothing uses is left for later.
        if sizes.isEmpty && !texts.isEmpty { continue }
        guard !sizes.isEmpty else {
          // The first shaping loads the face's layout tables, which survive a resize.
          if let font = file.openFont(pixelSize: pixelSize) {
            var w: Int32 = 0
            var h: Int32 = 0
            _ = TTF_SizeUTF8(font, "Headlines 9:41", &w, &h)
            faces.append((weight, font))
          }
          continue
        }
        for size in sizes {
          guard let font = file.openFont(pixelSize: size) else { continue }
          for text in wanted where text.pixelSize == size && !text.text.isEmpty {
            // Shaded and blended text share the face's cache of anti-aliased glyphs; shaded is
            // the cheaper surface to throw away.
            let black = SDL_Color(r: 0, g: 0, b: 0, a: 255)
            let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
            SDL_FreeSurface(TTF_RenderUTF8_Shaded(font, text.text, black, white))
          }
          sizedFaces.append((weight, size, font))
        }
      }
    }
  }

  /// Waits for the worker; the caller owns the faces (one per weight, and one per weight and
  /// size) and the files it returns.
  func wait() -> (
    faces: [(FontWeight, OpaquePointer)], sizedFaces: [(FontWeight, Int32, OpaquePointer)],
    files: [String: FontFile]
  ) {
    worker?.join()
    return (faces, sizedFaces, files)
  }
}
