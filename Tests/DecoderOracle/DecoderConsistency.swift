import SandboxFormats

/// The promises every decoder makes for arbitrary input, checked in one place so the libFuzzer
/// target (Fuzz/DecoderFuzzer) and the corpus regression test run exactly the same assertions.
///
/// For any bytes: each decoder either accepts or throws a `DataError` naming the file; `validate`
/// reports at least one error exactly when `decode` throws (and its first error is the thrown
/// one); accepted documents survive an encode/decode round trip; an accepted script expands to
/// inputs sorted by time with only finite numbers.
public enum DecoderConsistency {
  /// The file name every decoder is given, so messages can be checked for naming it.
  public static let fileName = "fuzz-input.json"

  /// Runs every check on `bytes`; returns a description of the first broken promise, or nil.
  public static func check(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    if let failure = checkJSON(bytes) { return "JSONParser: " + failure }
    if let failure = checkScript(text) { return "EventScript: " + failure }
    if let failure = checkConfig(text) { return "ConfigFile: " + failure }
    if let failure = checkPreset(text) { return "Preset: " + failure }
    if let failure = checkSession(text) { return "ReviewSession: " + failure }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for candidate in [text] + lines.prefix(64) {
      if let failure = checkSetOverride(candidate) { return "SetOverride: " + failure }
      if let failure = checkShortcut(candidate) { return "Shortcut: " + failure }
    }
    return nil
  }

  // MARK: - Decoders

  private static func checkJSON(_ bytes: [UInt8]) -> String? {
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes, file: fileName)
    } catch {
      return checkMessage(error, file: fileName)
    }
    // The serializer's output must read back as the same value.
    let text = JSONSerializer.serialize(value)
    do {
      let again = try JSONParser.parse(text, file: fileName)
      if again != value { return "serialize then parse changed the value:\n\(text)" }
    } catch {
      return "serialized text does not parse (\(error)):\n\(text)"
    }
    return nil
  }

  /// Sessions: decode and validate agree, and the encoded form is canonical (a phone's `set` is
  /// written in registry order, so the first encoding may reorder a hand-written file; encoding
  /// what it decodes to must then give the same text).
  private static func checkSession(_ text: String) -> String? {
    let presets = Preset.shippedNames + Preset.aliases.map(\.name)
    let errors = ReviewSession.validate(text, file: fileName, knownPresets: presets)
    let session: ReviewSession
    do {
      session = try ReviewSession.decode(text, file: fileName, knownPresets: presets)
    } catch {
      return checkRejection(error, validation: errors)
    }
    if let failure = checkAcceptance(validation: errors) { return failure }
    let encoded = session.encoded()
    do {
      let again = try ReviewSession.decode(encoded, file: fileName, knownPresets: presets)
      if again.encoded() != encoded { return "encoded() is not canonical:\n\(encoded)" }
    } catch {
      return "encoded() does not decode (\(error)):\n\(encoded)"
    }
    return nil
  }

  private static func checkScript(_ text: String) -> String? {
    let presets = Preset.shippedNames + Preset.aliases.map(\.name)
    let errors = EventScript.validate(text, file: fileName, knownPresets: presets)
    let script: EventScript
    do {
      script = try EventScript.decode(text, file: fileName, knownPresets: presets)
    } catch {
      return checkRejection(error, validation: errors)
    }
    if let failure = checkAcceptance(validation: errors) { return failure }

    let encoded = script.encoded()
    do {
      let again = try EventScript.decode(encoded, file: fileName, knownPresets: presets)
      if again != script { return "encoded() decodes to a different script:\n\(encoded)" }
    } catch {
      return "encoded() does not decode (\(error)):\n\(encoded)"
    }

    let inputs = script.expandedInputs()
    for (offset, input) in inputs.enumerated() {
      if let failure = nonFinite(input) {
        return "expandedInputs()[\(offset)] has a non-finite number: \(failure)"
      }
      if offset > 0, inputs[offset - 1].time > input.time {
        return "expandedInputs() not sorted by time at index \(offset)"
      }
    }
    if !script.effectiveDuration.isFinite { return "effectiveDuration is not finite" }
    return nil
  }

  private static func checkConfig(_ text: String) -> String? {
    let errors = ConfigFile.validate(text, file: fileName)
    let layer: ConfigLayer
    do {
      layer = try ConfigFile.decode(text, file: fileName)
    } catch {
      return checkRejection(error, validation: errors)
    }
    if let failure = checkAcceptance(validation: errors) { return failure }
    if let failure = checkEntries(layer) { return failure }
    // Encoding keeps only the effective value per key (later entries win), so compare those.
    let encoded = ConfigFile.encode(layer)
    do {
      let again = try ConfigFile.decode(encoded, file: fileName)
      if !sameValues(again, layer) { return "encode() decodes to different values:\n\(encoded)" }
    } catch {
      return "encode() does not decode (\(error)):\n\(encoded)"
    }
    return nil
  }

  private static func checkPreset(_ text: String) -> String? {
    let name = "fuzz"
    let errors = Preset.validate(text, name: name, file: fileName)
    let preset: Preset
    do {
      preset = try Preset.decode(text, name: name, file: fileName)
    } catch {
      return checkRejection(error, validation: errors)
    }
    if let failure = checkAcceptance(validation: errors) { return failure }
    if let failure = checkEntries(preset.values) { return failure }
    let encoded = preset.encoded()
    do {
      let again = try Preset.decode(encoded, name: name, file: fileName)
      if again.description != preset.description || !sameValues(again.values, preset.values) {
        return "encoded() decodes to a different preset:\n\(encoded)"
      }
    } catch {
      return "encoded() does not decode (\(error)):\n\(encoded)"
    }
    return nil
  }

  private static func checkSetOverride(_ argument: String) -> String? {
    let entry: ConfigLayer.Entry
    do {
      entry = try SetOverride.parse(argument)
    } catch {
      if error.kind != .usage { return "rejection is not a usage error: \(error)" }
      return checkMessage(error, file: "--set")
    }
    guard let parameter = ParameterRegistry.parameter(entry.key) else {
      return "accepted unknown key \(entry.key)"
    }
    if let violation = parameter.violation(of: entry.value) {
      return "accepted \(entry.key)=\(entry.value), which is not \(violation)"
    }
    return nil
  }

  private static func checkShortcut(_ name: String) -> String? {
    guard let shortcut = Shortcut(parsing: name) else { return nil }
    let canonical = shortcut.description
    if Shortcut(parsing: canonical) != shortcut {
      return "\(JSONSerializer.quote(name)) parses, but its name \(canonical) does not read back"
    }
    return nil
  }

  // MARK: - Shared checks

  /// A thrown error must match `validate`'s first report and name the file.
  private static func checkRejection(_ error: DataError, validation: [DataError]) -> String? {
    guard let first = validation.first else {
      return "decode threw \(error) but validate found nothing"
    }
    if first != error { return "decode threw \(error) but validate's first error is \(first)" }
    for reported in validation {
      if let failure = checkMessage(reported, file: fileName) { return failure }
    }
    return nil
  }

  private static func checkAcceptance(validation: [DataError]) -> String? {
    guard let first = validation.first else { return nil }
    return "decode accepted but validate reported \(validation.count) error(s), first: \(first)"
  }

  private static func checkMessage(_ error: DataError, file: String) -> String? {
    let message = error.description
    if message.isEmpty { return "empty error message" }
    if !message.hasPrefix(file) { return "error message does not name \(file): \(message)" }
    if error.expected.isEmpty || error.found.isEmpty {
      return "error message lacks what was expected or found: \(message)"
    }
    return nil
  }

  /// Every decoded entry must be a registry key whose value satisfies its kind and range.
  private static func checkEntries(_ layer: ConfigLayer) -> String? {
    for entry in layer.entries {
      guard let parameter = ParameterRegistry.parameter(entry.key) else {
        return "accepted unknown key \(entry.key)"
      }
      if let violation = parameter.violation(of: entry.value) {
        return "accepted \(entry.key)=\(entry.value), which is not \(violation)"
      }
    }
    return nil
  }

  private static func sameValues(_ a: ConfigLayer, _ b: ConfigLayer) -> Bool {
    ParameterRegistry.keys.allSatisfy { a[$0] == b[$0] }
  }

  /// The first non-finite number in an expanded input, described, or nil.
  private static func nonFinite(_ input: ScriptInput) -> String? {
    var numbers = [input.time]
    switch input {
    case .input(let timed):
      switch timed.event {
      case .pointerDown(_, let x, let y), .pointerMove(_, let x, let y),
        .pointerUp(_, let x, let y):
        numbers += [x, y]
      case .wheel(let dx, let dy, _, let x, let y):
        numbers += [dx, dy, x, y]
      default:
        break
      }
    case .command(_, .set(_, .number(let value))):
      numbers.append(value)
    case .command:
      break
    }
    guard let bad = numbers.first(where: { !$0.isFinite }) else { return nil }
    return "\(bad) in \(input)"
  }
}
