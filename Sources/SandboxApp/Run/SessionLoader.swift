import Foundation
import SandboxStage
import SandboxFormats

/// A session file read and resolved against the files and presets it names, for the window,
/// `render` and `review`.
///
/// A session outlives the files around it: a preset renamed, a config moved, a reference not
/// copied along. What cannot be found is left out and said in `warnings` (the window's banner,
/// `render`'s stderr); everything else is kept. Only a session that does not decode is an error.
struct LoadedSession {
  /// The session file as written.
  var session: ReviewSession
  /// The session file's path.
  var file: String
  /// The gesture; nil when its file is missing (the window opens without a replay).
  var script: EventScript?
  /// Where the script came from, for messages: its path, or `SESSION: script`.
  var scriptFile: String
  /// The phones, resolved: A first, each compared one with its own device and content rule.
  var phones: [StageSetup.Phone]
  /// What could not be applied: missing presets and files, and what this build cannot do yet.
  var warnings: [String]

  /// Reads `path`: 66 when missing, 65 (with line:column and JSON path) when it does not decode.
  /// `window`: the phones take the window's device layer (the device frame on), as `--replay`.
  static func load(
    _ path: String, setup: ConfigSources, window: Bool = false
  ) throws(CommandFailure) -> LoadedSession {
    let text = try InputFile.readText(path)
    let session: ReviewSession
    do {
      // Presets are not checked here: a missing one is a banner, not a refusal.
      session = try ReviewSession.decode(text, file: path, positioned: true)
    } catch {
      throw CommandFailure(ExitCode(dataError: error), error.description)
    }
    return try resolve(session, file: path, setup: setup, window: window)
  }

  /// A path written in the session, relative to the session file's folder.
  static func resolvePath(_ written: String, sessionFile: String) -> String {
    if written.hasPrefix("/") { return written }
    let folder = URL(fileURLWithPath: sessionFile).deletingLastPathComponent()
    let joined = folder.appendingPathComponent(written).path
    // Keep relative sessions relative in messages when they sit in the working directory.
    return sessionFile.contains("/") ? joined : written
  }

  /// A phone's preset (when known), config file (when found) and `set`, as tuning flags.
  static func phoneOptions(
    _ phone: ReviewSession.Phone, file: String, setup: ConfigSources
  ) -> TuningOptions {
    var options = TuningOptions(overrides: phone.set)
    if let preset = phone.preset, setup.presets.names.contains(preset) {
      options.presetName = preset
    }
    if let written = phone.config {
      let path = resolvePath(written, sessionFile: file)
      if FileManager.default.fileExists(atPath: path) { options.configPath = path }
    }
    return options
  }

  static func resolve(
    _ session: ReviewSession, file: String, setup: ConfigSources, window: Bool = false
  ) throws(CommandFailure) -> LoadedSession {
    var warnings: [String] = []
    var script: EventScript?
    var scriptFile = "\(file): script"
    switch session.script {
    case .inline(let inline): script = inline
    case .path(let written):
      let path = resolvePath(written, sessionFile: file)
      scriptFile = path
      if FileManager.default.fileExists(atPath: path) {
        script = try setup.loadScript(path)
      } else {
        warnings.append("script \(written) not found, no gesture to replay")
      }
    }
    if var known = script, let name = known.preset, !setup.presets.names.contains(name) {
      warnings.append("the script's preset \"\(name)\" not found, using \(Preset.startupName)")
      known.preset = nil
      script = known
    }
    // Phone A's device, else the one its preset or config names, is the viewport A is drawn in
    // (as `render` does for a script that names no device).
    if let name = session.phones.first?.device, let profile = DeviceCatalog.profile(named: name),
      var known = script
    {
      known.viewport = profile.viewport(scale: known.viewport.scale)
      script = known
    } else if var known = script, let first = session.phones.first {
      let options = phoneOptions(first, file: file, setup: setup)
      try setup.applyNamedDevice(options, to: &known, scriptFile: scriptFile)
      script = known
    }
    let drawnAs = script?.viewport.profile ?? DeviceCatalog.standard
    var phones: [StageSetup.Phone] = []
    for (index, phone) in session.phones.enumerated() {
      let letter = ReviewSession.letter(index)
      let options = phoneOptions(phone, file: file, setup: setup)
      if let preset = phone.preset, options.presetName == nil {
        warnings.append("phone \(letter): preset \"\(preset)\" not found")
      }
      var explicit = Set(phone.set.entries.map(\.key))
      if let written = phone.config {
        if let path = options.configPath {
          explicit.formUnion(try setup.loadConfig(path).entries.map(\.key))
        } else {
          warnings.append("phone \(letter): config \(written) not found")
        }
      }
      // A compared phone on its own device (as `--compare PRESET@DEVICE`): its `device`, else
      // the one its preset or config names; on A's device it shares A's screen.
      var device: DeviceProfile?
      if index > 0 {
        device = phone.device.flatMap(DeviceCatalog.profile(named:))
        if device == nil {
          device = try setup.namedDevice(options, script: script, scriptFile: scriptFile)
        }
        if device == drawnAs { device = nil }
      }
      var ownScript = script
      if let device, let known = script {
        ownScript?.viewport = device.viewport(scale: known.viewport.scale)
      }
      let own = try setup.settings(
        options, script: ownScript, scriptFile: scriptFile, device: device ?? drawnAs,
        window: window)
      let name =
        options.presetName ?? options.configPath.map {
          URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent
        } ?? script?.preset ?? Preset.startupName
      var settings = own
      if let first = phones.first {
        do {
          settings = try SharedContent.settings(
            own, sharingWith: first.settings, explicit: explicit)
        } catch {
          throw CommandFailure(.dataError, "\(file): phones[\(index)]: \(error)")
        }
      }
      let shown = device.map { "\(name)@\($0.name)" } ?? name
      let label = session.phones.count > 1 ? "\(letter) · \(shown)" : ""
      phones.append(
        StageSetup.Phone(
          settings: settings, label: label, explicitKeys: explicit, device: device,
          spec: device.map { "\(phone.preset ?? phone.config ?? name)@\($0.name)" }))
    }
    if let reference = session.reference {
      let path = resolvePath(reference.path, sessionFile: file)
      if !FileManager.default.fileExists(atPath: path) {
        warnings.append("reference \(reference.path) not found")
      }
    }
    return LoadedSession(
      session: session, file: file, script: script, scriptFile: scriptFile, phones: phones,
      warnings: warnings)
  }
}
