import Foundation
import SandboxCore

/// Ctrl+S: the stage's snapshot of a review written back as a session file.
///
/// Each phone keeps its preset, config file and device as the session named them; its `set`
/// becomes what it had plus every value that now differs from what those resolve to, so the
/// file reopens with exactly the values on screen. A phone added in the window (Ctrl+B) is
/// saved as phone A's preset and config with its own differences.
extension LoadedSession {
  /// The session a window without a session file saves: its replay inline (or an empty
  /// gesture) and every phone on `presetName`.
  static func unsaved(
    replay: EventScript?, presetName: String?, phoneCount: Int, file: String,
    setup: ConfigSources
  ) throws(CommandFailure) -> LoadedSession {
    let phone = ReviewSession.Phone(preset: presetName)
    let session = ReviewSession(
      script: .inline(replay ?? EventScript(events: [])),
      phones: Array(repeating: phone, count: max(1, phoneCount)))
    return try resolve(session, file: file, setup: setup, window: true)
  }

  /// The session as it stands in the window, to be written at `path`.
  func saving(_ snapshot: SessionSnapshot, to path: String) -> ReviewSession {
    var saved = session
    var phones: [ReviewSession.Phone] = []
    for (index, values) in snapshot.values.enumerated() {
      let known = index < self.phones.count
      let origin = known ? index : 0
      var phone = session.phones.indices.contains(origin) ? session.phones[origin] : .init()
      let changed = values.changed(from: self.phones[origin].settings.values)
      phone.set = LoadedSession.merged(phone.set, changed)
      phones.append(phone)
    }
    saved.phones = phones
    saved.playhead = snapshot.playhead
    if let reference = snapshot.reference { saved.reference = reference }
    if let loop = snapshot.loop {
      saved.loops = [loop] + session.loops.dropFirst()
    }
    return LoadedSession.relocated(saved, from: file, to: path)
  }

  /// `base` with `changes` over it, in registry order.
  static func merged(_ base: ConfigLayer, _ changes: ConfigLayer) -> ConfigLayer {
    var values: [String: ParameterValue] = [:]
    for entry in base.entries + changes.entries { values[entry.key] = entry.value }
    return ConfigLayer(
      entries: ParameterRegistry.keys.compactMap { key in
        values[key].map { ConfigLayer.Entry(key: key, value: $0) }
      })
  }

  /// The session's relative paths rewritten for a file in another folder: absolute, so they
  /// still name the same files.
  static func relocated(_ session: ReviewSession, from: String, to: String) -> ReviewSession {
    func folder(_ path: String) -> String {
      URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
    }
    guard folder(from) != folder(to) else { return session }
    func absolute(_ written: String) -> String {
      written.hasPrefix("/")
        ? written
        : URL(fileURLWithPath: from).deletingLastPathComponent()
          .appendingPathComponent(written).standardizedFileURL.path
    }
    var moved = session
    if case .path(let written) = moved.script { moved.script = .path(absolute(written)) }
    for index in moved.phones.indices {
      moved.phones[index].config = moved.phones[index].config.map(absolute)
    }
    if let written = moved.reference?.path { moved.reference?.path = absolute(written) }
    return moved
  }
}
