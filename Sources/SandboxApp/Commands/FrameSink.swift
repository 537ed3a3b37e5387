import Foundation
import SDLPlatform
import SandboxStage
import SandboxPrimitives

/// Where `render` puts its frames: an ffmpeg child for MP4/GIF, one PNG, or a numbered PNG
/// sequence in a directory — always through temporary names renamed when complete, so a reader
/// never sees half a file and nothing temporary is left behind.
final class FrameSink {
  private let options: RenderCommand.Options
  private let canvas: Canvas
  private var buffer = PixelBuffer()
  private var encoder: FFmpegEncoder?
  /// Temporary file (video, PNG) or directory (a new PNG sequence) being written.
  private let temporaryPath: String
  /// Whether the sequence goes into a directory that already existed (files renamed one by one).
  private let intoExistingDirectory: Bool
  private var finished = false
  private(set) var framesWritten = 0

  init(options: RenderCommand.Options, canvas: Canvas, fps: Int) throws(CommandFailure) {
    self.options = options
    self.canvas = canvas
    let out = options.outPath
    let fm = FileManager.default
    var isDirectory: ObjCBool = false
    let exists = fm.fileExists(atPath: out, isDirectory: &isDirectory)
    switch options.output {
    case .directory:
      intoExistingDirectory = exists && isDirectory.boolValue
      if exists && !isDirectory.boolValue {
        throw CommandFailure(.ioError, "\(out): exists and is not a directory")
      }
      if intoExistingDirectory && !options.force
        && fm.fileExists(atPath: FrameSink.framePath(out, 0))
      {
        throw CommandFailure(
          .ioError, "\(out): already holds a frame sequence; pass --force to replace it")
      }
      temporaryPath = intoExistingDirectory ? out : AtomicFile.temporaryPath(for: out)
    case .png, .video:
      intoExistingDirectory = false
      try AtomicFile.checkReplaceable(out, force: options.force)
      temporaryPath = AtomicFile.temporaryPath(for: out)
    }
    try FrameSink.checkWritable(parentOf: temporaryPath, for: out)
    if case .directory = options.output, !intoExistingDirectory {
      do {
        try fm.createDirectory(atPath: temporaryPath, withIntermediateDirectories: false)
      } catch {
        throw CommandFailure(.ioError, "\(out): cannot create the directory (\(error))")
      }
    }
    if case .video(let format) = options.output {
      let pixels = canvas.outputPixelSize
      // The offscreen canvas's own memory goes to ffmpeg as is (B, G, R, A bytes): no read-back
      // copy and no per-pixel conversion on the render thread.
      encoder = try FFmpegEncoder(
        format: format, width: pixels.width, height: pixels.height, fps: fps,
        outputPath: temporaryPath,
        inputPixelFormat: (canvas.withFrameBytes { _ in true } ?? false) ? .bgra : .rgba,
        quality: options.quality)
    }
  }

  deinit {
    if !finished { abort() }
  }

  static func framePath(_ directory: String, _ frame: Int) -> String {
    let number = String(frame)
    return
      "\(directory)/frame-\(String(repeating: "0", count: max(0, 5 - number.count)))\(number).png"
  }

  private static func checkWritable(parentOf path: String, for out: String) throws(CommandFailure) {
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CommandFailure(.ioError, "\(out): cannot write (no directory \(parent))")
    }
    guard access(parent, W_OK) == 0 else {
      throw CommandFailure(.ioError, "\(out): cannot write (\(parent) is not writable)")
    }
  }

  /// Draws `list`, reads the pixels back and writes them as frame number `frame`.
  func write(_ list: DisplayList, frame: Int) throws(CommandFailure) {
    let direct = encoder?.inputPixelFormat == .bgra
    do {
      try canvas.draw(list)
      if !direct { try canvas.readPixels(into: &buffer) }
    } catch {
      abort()
      throw CommandFailure(.software, "drawing frame \(frame) failed: \(error)")
    }
    do throws(CommandFailure) {
      switch options.output {
      case .video:
        var failure: CommandFailure?
        let send = { (raw: UnsafeRawBufferPointer) in
          do throws(CommandFailure) { try self.encoder?.write(frame: raw) } catch {
            failure = error
          }
        }
        if direct {
          _ = canvas.withFrameBytes(send)
        } else {
          buffer.bytes.withUnsafeBytes(send)
        }
        if let failure { throw failure }
      case .png:
        try FrameSink.savePNG(&buffer, to: temporaryPath)
      case .directory:
        let final = FrameSink.framePath(temporaryPath, frame)
        if intoExistingDirectory {
          let tmp = AtomicFile.temporaryPath(for: final)
          try FrameSink.savePNG(&buffer, to: tmp)
          try AtomicFile.commit(temporary: tmp, to: final)
        } else {
          try FrameSink.savePNG(&buffer, to: final)
        }
      }
    } catch {
      abort()
      throw error
    }
    framesWritten += 1
  }

  private static func savePNG(_ buffer: inout PixelBuffer, to path: String) throws(CommandFailure) {
    do {
      try Canvas.savePNG(&buffer, to: path)
    } catch {
      throw CommandFailure(.ioError, "\(path): cannot write PNG (\(error))")
    }
  }

  /// Completes the output: ffmpeg gets end of input and finishes the file, then the temporary
  /// name is renamed to the final one. With no frame written, nothing is left at all.
  func finish(interrupted: Bool) throws(CommandFailure) {
    finished = true
    do {
      try encoder?.finish()
    } catch {
      removeTemporary()
      throw error
    }
    if framesWritten == 0 {
      removeTemporary()
      if !interrupted {
        throw CommandFailure(.software, "\(options.outPath): no frame was rendered")
      }
      return
    }
    if intoExistingDirectory { return }
    if options.force, case .directory = options.output {
      try? FileManager.default.removeItem(atPath: options.outPath)
    }
    try AtomicFile.commit(temporary: temporaryPath, to: options.outPath)
  }

  /// Stops ffmpeg and removes every temporary file (after an error).
  func abort() {
    finished = true
    try? encoder?.finish()
    encoder = nil
    removeTemporary()
  }

  private func removeTemporary() {
    if !intoExistingDirectory {
      try? FileManager.default.removeItem(atPath: temporaryPath)
    }
  }
}
