import Foundation

/// The capacity of the pipe that carries decoded frames from ffmpeg (`VideoDecoder`).
///
/// Linux gives a pipe 64 KiB. A recording's frame is megabytes (3 MB gray at 1179 × 2556), so
/// through a default pipe each frame costs dozens of reads, and ffmpeg blocks as often. Widened
/// to 1 MiB (the unprivileged limit, `/proc/sys/fs/pipe-max-size`), `measure`'s system time on a
/// 10 s recording fell from 4.5 s to 1.2 s. Where the call is refused, or off Linux, the pipe
/// keeps its size and works as before. `render`'s pipe to the encoder keeps the default: there
/// ffmpeg's encoding sets the pace, and a wider pipe measured no faster.
enum PipeCapacity {
  /// The size asked for.
  static let wanted: Int32 = 1 << 20

  /// Linux's `F_SETPIPE_SZ` and `F_GETPIPE_SZ` (`F_LINUX_SPECIFIC_BASE + 7` and `+ 8`), which
  /// Swift's Glibc module does not import.
  private static let setPipeSize: Int32 = 1031
  private static let getPipeSize: Int32 = 1032

  /// Asks for `wanted` bytes for the pipe that `descriptor` is an end of.
  static func widen(_ descriptor: Int32) {
    #if os(Linux)
      _ = fcntl(descriptor, setPipeSize, wanted)
    #endif
  }

  /// The pipe's capacity in bytes where the system can say (Linux); nil elsewhere.
  static func bytes(_ descriptor: Int32) -> Int? {
    #if os(Linux)
      let bytes = fcntl(descriptor, getPipeSize)
      return bytes > 0 ? Int(bytes) : nil
    #else
      return nil
    #endif
  }
}
