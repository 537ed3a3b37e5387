import Foundation
import SandboxCore

/// A session file read and resolved against the files and presets it names, for the window,
/// `render` and `review`.
///
/// A session outlives the files around it: a preset renamed, a config moved, a reference not
/// copied along. What cannot be found is left out and said in `warnings` (the window's banner,
/// `render`'s stderr); everything else is kept. Only a session that does not decode is an error.
struct LoadedSession {
  /// One phone, resolved.
  struct Phone {
    var settings: SandboxSettings
    /// `A · showcase`, `B · snappy`: the caption, as `--compare` writes it.
    var label: String
    /// The keys the phone's own config and `set` assign (content not among them is A's).
    var explicitKeys: Set<String>
  }

  /// The session file as written.
  var session: ReviewSession
  /// The session file's path.
  var file: String
  /// The gesture; nil when its file is missing (the window opens without a replay).
  var script: EventScript?
  /// Where the script came from, for messages: its path, or `SESSION: script`.
  var scriptFile: String
  var phones: [Phone]
  /// What could not be applied: missing presets and files, and what this build cannot do yet.
  var warnings: [String]

  /// Reads `path`: 66 when missing, 65 (with line:column and JSON path) when it does not decode.
  static func load(_ path: String, setup: ConfigSources) throws(CommandFailure) -> LoadedSession {
    let text = try InputFile.readText(path)
    let session: ReviewSession
    do {
      // Presets are not checked here: a missing one is a banner, not a refusal.
      session = try ReviewSession.decode(text, file: path, positioned: true)
    } catch {
      throw CommandFailure(ExitCode(dataError: error), error.description)
    }
    return try resolve(session, file: path, setup: setup)
  }

  /// A path written in the session, relative to the session file's folder.
  static func resolvePath(_ written: String, sessionFile: String) -> String {
    if written.hasPrefix("/") { return written }
    let folder = URL(fileURLWithPath: sessionFile).deletingLastPathComponent()
    let joined = folder.appendingPathComponent(written).path
    // Keep relative sessions relative in messages when they sit in the working directory.
    return sessionFile.contains("/") ? joined : written
  }

  static func resolve(
    _ session: ReviewSession, file: String, setup: ConfigSources
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
    // Phone A's device is the viewport every phone is drawn in.
    if let name = session.phones.first?.device, let profile = DeviceCatalog.profile(named: name),
      var known = script
    {
      known.viewport = profile.viewport(scale: known.viewport.scale)
      script = known
    }
    var phones: [Phone] = []
    for (index, phone) in session.phones.enumerated() {
      let letter = ReviewSession.letter(index)
      var options = TuningOptions(overrides: phone.set)
      if let preset = phone.preset {
        if setup.presets.names.contains(preset) {
          options.presetName = preset
        } else {
          warnings.append("phone \(letter): preset \"\(preset)\" not found")
        }
      }
      var explicit = Set(phone.set.entries.map(\.key))
      if let written = phone.config {
        let path = resolvePath(written, sessionFile: file)
        if FileManager.default.fileExists(atPath: path) {
          options.configPath = path
          explicit.formUnion(try setup.loadConfig(path).entries.map(\.key))
        } else {
          warnings.append("phone \(letter): config \(written) not found")
        }
      }
      if index > 0, let device = phone.device, device != session.phones[0].device {
        // Per-phone devices arrive with the skins work; until then every phone is A's.
        warnings.append(
          "phone \(letter): device \(device) drawn as phone A's (per-phone devices not yet"
            + " supported)")
      }
      let own = try setup.settings(options, script: script, scriptFile: scriptFile)
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
      let label = session.phones.count > 1 ? "\(letter) · \(name)" : ""
      phones.append(Phone(settings: settings, label: label, explicitKeys: explicit))
    }
    if let reference = session.reference {
      let path = resolvePath(reference.path, sessionFile: file)
      if !FileManager.default.fileExists(atPath: path) {
        warnings.append("reference \(reference.path) not found")
      } else {
        // Reference playback arrives with the measure work (`--reference VIDEO`).
        warnings.append("reference \(reference.path) kept but not shown (not yet supported)")
      }
    }
    return LoadedSession(
      session: session, file: file, script: script, scriptFile: scriptFile, phones: phones,
      warnings: warnings)
  }
}
