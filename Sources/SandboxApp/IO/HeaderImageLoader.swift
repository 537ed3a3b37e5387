import Foundation
import PhoneSimulation
import SDLPlatform
import SandboxStage
import SandboxFormats
import SandboxPrimitives

/// Loads `content.headerImage` files into a canvas: the app reads the bytes, SDL2_image decodes
/// them on the canvas's renderer, and the pure scene only ever sees the returned handle.
enum HeaderImageLoader {
  /// The handle for `path` on `canvas` (nil for an empty path). A missing or unreadable file
  /// exits 66 and one that is not a PNG or JPEG exits 65, both naming the file.
  static func load(_ path: String, into canvas: Canvas) throws(CommandFailure) -> ImageHandle? {
    if path.isEmpty { return nil }
    let key = Param.content.headerImage.name
    let data = try InputFile.readBytes(
      path, label: "\(key): \(path)", expected: "a PNG or JPEG file")
    do {
      return try canvas.registerImage(encoded: [UInt8](data), name: path)
    } catch {
      throw CommandFailure(
        .dataError, "\(key): \(path): expected a PNG or JPEG image, could not decode it (\(error))")
    }
  }

  /// Loads each phone's header image (one load per distinct path) and hands the handles to
  /// `assign`.
  static func loadAll(
    _ phones: [Sandbox], into canvas: Canvas, assign: (ImageHandle?, Int) -> Void
  ) throws(CommandFailure) {
    var loaded: [String: ImageHandle?] = [:]
    for (index, phone) in phones.enumerated() {
      let path = phone.settings.appearance.headerImagePath
      if loaded[path] == nil { loaded[path] = try load(path, into: canvas) }
      assign(loaded[path] ?? nil, index)
    }
  }
}
