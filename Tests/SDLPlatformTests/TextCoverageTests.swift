import CSDL2
import CSDL2TTF
import SandboxPrimitives
import TestSupport
import Testing

@testable import SDLPlatform

/// `TextCoverage`: one rendering of a run gives SDL_ttf's own shaded and blended surfaces in any
/// colours, byte for byte, on this machine's fonts and SDL_ttf, at the sizes and in the scripts
/// the phones draw (accents, a middle dot, a dash, descenders).
@Suite(.serialized, .sdlSession)
struct TextCoverageTests {
  static let texts = ["Headlines 9:41 gyQ", "Inbox · 12 unread — Ärger", "j"]
  static let colors: [(Color, Color)] = [
    (Color(r: 28, g: 27, b: 31), .white),
    (.white, .black),
    (Color(r: 0, g: 122, b: 255), Color(r: 246, g: 242, b: 250)),
    (Color(r: 120, g: 40, b: 200), Color(r: 30, g: 200, b: 20)),
  ]

  /// The pixel values of `surface`, row by row without padding.
  static func pixels(_ surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt8] {
    let bytesPerPixel = Int(surface.pointee.format.pointee.BytesPerPixel)
    let rowBytes = Int(surface.pointee.w) * bytesPerPixel
    let base = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    return (0..<Int(surface.pointee.h)).flatMap { y in
      Array(UnsafeBufferPointer(start: base + y * Int(surface.pointee.pitch), count: rowBytes))
    }
  }

  /// The palette of an 8-bit surface as RGBA bytes.
  static func palette(_ surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt8] {
    guard let palette = surface.pointee.format.pointee.palette else { return [] }
    return (0..<Int(palette.pointee.ncolors)).flatMap { i in
      let c = palette.pointee.colors[i]
      return [c.r, c.g, c.b, c.a]
    }
  }

  @Test(arguments: [FontWeight.regular, .semibold], [Int32(20), 26, 34, 68])
  func shadedAndBlendedEqualSDLTTF(weight: FontWeight, pixelSize: Int32) throws {
    let session = try SDLSession(options: PlatformOptions(headless: true, environment: [:]))
    let fonts = try FontLibrary(session: session)
    let font = try fonts.font(weight, pixelSize: pixelSize)
    for text in Self.texts {
      let coverage = try #require(TextCoverage(font: font, text: text))
      defer { coverage.free() }
      for (color, background) in Self.colors {
        let sdl = { (c: Color) in SDL_Color(r: c.r, g: c.g, b: c.b, a: 255) }
        let shadedTTF = try #require(
          TTF_RenderUTF8_Shaded(font, text, sdl(color), sdl(background)))
        defer { SDL_FreeSurface(shadedTTF) }
        let shaded = try #require(coverage.shaded(color, on: background))
        #expect(shaded.pointee.w == shadedTTF.pointee.w && shaded.pointee.h == shadedTTF.pointee.h)
        #expect(shaded.pointee.format.pointee.format == shadedTTF.pointee.format.pointee.format)
        #expect(Self.pixels(shaded) == Self.pixels(shadedTTF), "shaded '\(text)'")
        #expect(Self.palette(shaded) == Self.palette(shadedTTF), "palette '\(text)' \(color)")
        let blendedTTF = try #require(TTF_RenderUTF8_Blended(font, text, sdl(color)))
        defer { SDL_FreeSurface(blendedTTF) }
        let blended = try #require(coverage.blended(color))
        defer { SDL_FreeSurface(blended) }
        #expect(blended.pointee.format.pointee.format == blendedTTF.pointee.format.pointee.format)
        #expect(Self.pixels(blended) == Self.pixels(blendedTTF), "blended '\(text)' \(color)")
      }
      // The extent the painter measures runs by.
      var w: Int32 = 0
      var h: Int32 = 0
      #expect(TTF_SizeUTF8(font, text, &w, &h) == 0)
      #expect((w, h) == (coverage.width, coverage.height))
    }
  }
}
