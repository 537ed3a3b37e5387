import Foundation
import SandboxFormats

/// The presets a `PresetLibrary` has decoded, kept while their files stay as they were: a
/// window's launch asks for its preset three times (its device, its settings, the panel's
/// entry), and each read and decode of the file cost about 0.3 ms of the launch. A file whose
/// `FileStamp` changed (an `AtomicFile` save, a rename, another size or time) is read afresh.
/// Stamp the file before reading it, so a save landing between the two is seen next time.
final class PresetFileCache: @unchecked Sendable {
  private struct Entry {
    var stamp: FileStamp
    var preset: Preset
  }

  private let lock = NSLock()
  /// By preset name and file: an alias and its target read one file into two presets.
  private var entries: [String: Entry] = [:]

  /// The preset `name` decoded from `path` when the file still has `stamp`, else nil.
  func preset(_ name: String, path: String, stamp: FileStamp?) -> Preset? {
    guard let stamp else { return nil }
    lock.lock()
    defer { lock.unlock() }
    guard let entry = entries[name + "\u{0}" + path], entry.stamp == stamp else { return nil }
    return entry.preset
  }

  /// Keeps `preset`, decoded as `name` from `path`, which had `stamp` before it was read.
  func store(_ preset: Preset, name: String, path: String, stamp: FileStamp?) {
    guard let stamp else { return }
    lock.lock()
    defer { lock.unlock() }
    entries[name + "\u{0}" + path] = Entry(stamp: stamp, preset: preset)
  }
}
