import Foundation
import SandboxFormats

/// The presets a `PresetLibrary` has decoded, kept while their files stay as they were: a
/// window's launch asks for its preset three times (its device, its settings, the panel's
/// entry), and each read and decode of the file cost about 0.3 ms of the launch. A file that
/// changed (another inode, as every `AtomicFile` save and any rename gives, or another size or
/// modification time) is read afresh.
final class PresetFileCache: @unchecked Sendable {
  /// What identifies a file's contents without reading them.
  struct Stamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
  }

  private struct Entry {
    var stamp: Stamp
    var preset: Preset
  }

  private let lock = NSLock()
  /// By preset name and file: an alias and its target read one file into two presets.
  private var entries: [String: Entry] = [:]

  /// The file's stamp now, nil when it cannot be read. Take it before reading the file, so a
  /// save that lands between the stamp and the read is seen as a change next time.
  func stamp(_ path: String) -> Stamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Stamp(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
  }

  /// The preset `name` decoded from `path` when the file still has `stamp`, else nil.
  func preset(_ name: String, path: String, stamp: Stamp?) -> Preset? {
    guard let stamp else { return nil }
    lock.lock()
    defer { lock.unlock() }
    guard let entry = entries[name + "\u{0}" + path], entry.stamp == stamp else { return nil }
    return entry.preset
  }

  /// Keeps `preset`, decoded as `name` from `path`, which had `stamp` before it was read.
  func store(_ preset: Preset, name: String, path: String, stamp: Stamp?) {
    guard let stamp else { return }
    lock.lock()
    defer { lock.unlock() }
    entries[name + "\u{0}" + path] = Entry(stamp: stamp, preset: preset)
  }
}
