import CSDL2
import CSDL2TTF
import Glibc

/// A font file's bytes, mapped read-only into memory for as long as the faces made from it live.
///
/// FreeType reads a face through small seeks and reads, and every face (each weight, each size
/// that needs its own) reads the file again: a start-up once made about 3 800 `lseek`/`read`
/// calls on the font files (strace). Reading each file whole into memory fixed that but copied
/// about 1 MB of font files before the first frame, a page fault for every 4 KB of it. Mapped,
/// the pages are the page cache's own, and only those FreeType touches are faulted in.
final class FontFile: @unchecked Sendable {
  /// The mapped bytes.
  let bytes: UnsafeRawBufferPointer

  /// Maps `path`; throws naming the file when it cannot be opened, is empty or cannot be mapped.
  init(path: String) throws {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw PlatformError.sdl(
        call: "TTF_OpenFont(\(path))", message: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size > 0, status.st_size < Int(Int32.max)
    else {
      throw PlatformError.sdl(call: "TTF_OpenFont(\(path))", message: "unreadable size")
    }
    let count = Int(status.st_size)
    guard let base = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0),
      base != MAP_FAILED
    else {
      throw PlatformError.sdl(
        call: "TTF_OpenFont(\(path))", message: String(cString: strerror(errno)))
    }
    bytes = UnsafeRawBufferPointer(start: base, count: count)
  }

  /// A new face of this file at `pixelSize` pixels, reading from the mapping (which must outlive
  /// it); nil when SDL_ttf cannot open it (`SDL_GetError` says why).
  func openFont(pixelSize: Int32) -> OpaquePointer? {
    guard let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else {
      return nil
    }
    return TTF_OpenFontRW(stream, 1, pixelSize)
  }

  deinit {
    munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
  }
}
