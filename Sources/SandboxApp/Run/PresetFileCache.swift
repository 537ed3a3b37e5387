import Foundation
import SandboxFormats

/// The presets a `PresetLibrary` has decoded, kept while their files stay as they were: a
/// window's launch asks for its preset three times (its device, its settings, the panel's
/// entry), and each read and decode of the file cost about 0.3 ms of the launch. A file whose
/// size or modification time changed (a user preset saved again) is read afresh.
final class PresetFileCache: @unchecked Sendable {
  private struct Entry {
    var size: Int64
    var modified: timespec
    var preset: Preset
  }

  private let lock = NSLock()
  /// By preset name and file: an alias and its target read one file into two presets.
  private var entries: [String: Entry] = [:]

  /// The preset `name` decoded from `path` when the file is unchanged since, else nil.
  func preset(_ name: String, path: String) -> Preset? {
    guard let stamp = Self.stamp(path) else { return nil }
    lock.lock()
    defer { lock.unlock() }
    guard let entry = entries[name + "\u{0}" + path], entry.size == stamp.size,
      entry.modified.tv_sec == stamp.modified.tv_sec,
      entry.modified.tv_nsec == stamp.modified.tv_nsec
    else { return nil }
    return entry.preset
  }

  /// Keeps `preset`, decoded as `name` from `path` as the file is now.
  func store(_ preset: Preset, name: String, path: String) {
    guard let stamp = Self.stamp(path) else { return }
    lock.lock()
    defer { lock.unlock() }
    entries[name + "\u{0}" + path] = Entry(
      size: stamp.size, modified: stamp.modified, preset: preset)
  }

  /// The file's size and modification time, nil when it cannot be read.
  private static func stamp(_ path: String) -> (size: Int64, modified: timespec)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (Int64(info.st_size), info.st_mtim)
  }
}
