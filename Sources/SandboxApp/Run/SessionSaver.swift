import Foundation
import SandboxStage
import SandboxFormats

/// Ctrl+S: the stage's snapshot of a review written back as a session file.
///
/// Each phone keeps its preset, config file and device as the session named them; its `set`
/// becomes what it had plus every value that now differs from what those resolve to, so the
/// file reopens with exactly the values on screen. A phone added in the window (Ctrl+B) is
/// saved as phone A's preset and config with its own differences.
extension LoadedSession {
  /// The session a window without a session file saves: its replay inline (or an empty
  /// gesture) and `phones` (`phones(of:presets:)`).
  static func unsaved(
    replay: EventScript?, phones: [ReviewSession.Phone], file: String, setup: ConfigSources
  ) throws(CommandFailure) -> LoadedSession {
    let session = ReviewSession(
      script: .inline(replay ?? EventScript(events: [])),
      phones: phones.isEmpty ? [ReviewSession.Phone()] : phones)
    return try resolve(session, file: file, setup: setup, window: true)
  }

  /// The phones of a window opened with flags, as a session names them: A on its preset,
  /// `--config` and device (the replay's viewport when there is one), each `--compare` phone on
  /// its own preset (or config file) and device from its spec (`android-views@pixel-8`), and
  /// every phone with the `--set` overrides. `presets` are the known preset names (a compared
  /// target that is none of them is a config file).
  static func phones(of stage: StageSetup, presets: [String]) -> [ReviewSession.Phone] {
    // A session's paths are relative to its own folder; the flags' are the working
    // directory's, so they are written absolute.
    let config = stage.configPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    var first = ReviewSession.Phone(
      preset: stage.presetName, config: config, set: stage.overrides)
    if stage.replay == nil { first.device = stage.device.name }
    var phones = [first]
    for phone in stage.phones.dropFirst() {
      var next = first
      next.device = nil
      if let spec = phone.spec {
        var target = spec
        if let at = spec.lastIndex(of: "@"),
          let device = DeviceCatalog.profile(named: String(spec[spec.index(after: at)...]))
        {
          target = String(spec[..<at])
          next.device = device.name
        }
        if presets.contains(target) {
          next.preset = target
        } else {
          next.config = URL(fileURLWithPath: target).standardizedFileURL.path
        }
      }
      phones.append(next)
    }
    return phones
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
    saved.markers = snapshot.markers
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
