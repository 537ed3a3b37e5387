extension ReviewSession {
  /// Decodes a session; throws the first problem. `knownPresets` lists the names a phone's (or
  /// an inline script's) `preset` may take; nil accepts any name, for callers that resolve
  /// presets later and keep a session with a missing one open (with a banner).
  /// `positioned` adds each problem's line:column (`file:line:col: path: …`).
  public static func decode(
    _ text: String, file: String, knownPresets: [String]? = nil, positioned: Bool = false
  ) throws(DataError) -> ReviewSession {
    try Diagnostics.decode(text, file: file, positioned: positioned) {
      SessionReader(diagnostics: $1, knownPresets: knownPresets).read($0)
    }
  }

  /// Every problem in a session (empty when it is valid), for `check`.
  public static func validate(
    _ text: String, file: String, knownPresets: [String]? = nil, positioned: Bool = false
  ) -> [DataError] {
    Diagnostics.validate(text, file: file, positioned: positioned) {
      _ = SessionReader(diagnostics: $1, knownPresets: knownPresets).read($0)
    }
  }

  /// Whether a parsed document looks like a session rather than a script or a config: it has
  /// `phones` (scripts and configs never do).
  public static func isSession(_ json: JSONValue) -> Bool { json["phones"] != nil }
}

/// Reads a parsed session, reporting every problem and carrying on with safe values.
private struct SessionReader {
  let diagnostics: Diagnostics
  let knownPresets: [String]?

  static let topLevelFields = [
    "version", "script", "phones", "reference", "loops", "playhead", "markers",
  ]
  static let phoneFields = ["preset", "config", "device", "set"]

  /// Seconds a time may take: a script's longest length.
  private var timeText: String {
    "seconds in 0…\(JSONSerializer.format(EventScript.maximumDuration))"
  }

  func read(_ json: JSONValue) -> ReviewSession {
    var session = ReviewSession(script: .path(""), phones: [])
    let root = JSONPath.root
    guard let members = diagnostics.object(json, at: root, what: "a session object") else {
      return session
    }
    diagnostics.rejectUnknownMembers(
      members, at: root, allowed: SessionReader.topLevelFields, context: "session")
    if let version = diagnostics.number(members, "version", at: root) {
      if version != Double(ReviewSession.currentVersion) {
        diagnostics.report(
          root.appending("version"), expected: "\(ReviewSession.currentVersion)",
          found: JSONSerializer.format(version))
      }
    }
    session.script = readScript(members.first { $0.key == "script" }?.value)
    session.phones = readPhones(members.first { $0.key == "phones" }?.value)
    if let reference = members.first(where: { $0.key == "reference" })?.value {
      session.reference = readReference(reference, at: root.appending("reference"))
    }
    if let loops = members.first(where: { $0.key == "loops" })?.value {
      session.loops = readLoops(loops, at: root.appending("loops"))
    }
    if let playhead = diagnostics.number(members, "playhead", at: root, required: false) {
      session.playhead = time(playhead, at: root.appending("playhead"))
    }
    if let markers = members.first(where: { $0.key == "markers" })?.value {
      session.markers = readMarkers(
        markers, at: root.appending("markers"), phoneCount: max(session.phones.count, 1))
    }
    return session
  }

  private func readScript(_ json: JSONValue?) -> ReviewSession.ScriptSource {
    let path = JSONPath.root.appending("script")
    let what = "a script file's path or an inline script object"
    switch json {
    case nil:
      diagnostics.report(path, expected: what, found: "nothing")
    case .string(let file)?:
      if file.isEmpty {
        diagnostics.report(path, expected: what, found: "an empty string")
      }
      return .path(file)
    case .object?:
      return .inline(
        EventScript.read(json!, at: path, diagnostics: diagnostics, knownPresets: knownPresets))
    case let other?:
      diagnostics.report(path, expected: what, found: other.summary)
    }
    return .path("")
  }

  private func readPhones(_ json: JSONValue?) -> [ReviewSession.Phone] {
    let path = JSONPath.root.appending("phones")
    let range = ReviewSession.phoneRange
    let what = "an array of \(range.lowerBound)…\(range.upperBound) phone objects"
    guard let json else {
      diagnostics.report(path, expected: what, found: "nothing")
      return []
    }
    guard case .array(let elements) = json else {
      diagnostics.report(path, expected: what, found: json.summary)
      return []
    }
    guard range.contains(elements.count) else {
      diagnostics.report(path, expected: what, found: "\(elements.count) phones")
      return []
    }
    return elements.enumerated().map { index, element in
      readPhone(element, at: path.appending(index))
    }
  }

  private func readPhone(_ json: JSONValue, at path: JSONPath) -> ReviewSession.Phone {
    var phone = ReviewSession.Phone()
    let fields = SessionReader.phoneFields.map { "\"\($0)\"" }.joined(separator: ", ")
    guard let members = diagnostics.object(json, at: path, what: "a phone object {\(fields)}")
    else { return phone }
    diagnostics.rejectUnknownMembers(
      members, at: path, allowed: SessionReader.phoneFields, context: "phone")
    if let preset = diagnostics.string(members, "preset", at: path, required: false) {
      if let knownPresets, !knownPresets.contains(preset) {
        diagnostics.report(
          path.appending("preset"),
          expected: "a known preset (\(knownPresets.joined(separator: ", ")))",
          found: JSONValue.string(preset).summary)
      }
      phone.preset = preset
    }
    if let config = diagnostics.string(members, "config", at: path, required: false) {
      if config.isEmpty {
        diagnostics.report(
          path.appending("config"), expected: "a config file's path", found: "an empty string")
      }
      phone.config = config
    }
    if let device = diagnostics.string(members, "device", at: path, required: false) {
      if DeviceCatalog.profile(named: device) == nil {
        diagnostics.report(
          path.appending("device"), expected: "a device name: \(DeviceCatalog.knownNames)",
          found: JSONValue.string(device).summary)
      }
      phone.device = device
    }
    if let set = members.first(where: { $0.key == "set" })?.value {
      phone.set = ConfigFile.decodeLayer(set, at: path.appending("set"), diagnostics: diagnostics)
    }
    return phone
  }

  private func readReference(_ json: JSONValue, at path: JSONPath) -> ReviewSession.Reference? {
    ReviewSession.Reference.read(json, at: path, diagnostics: diagnostics)
  }

  private func readLoops(_ json: JSONValue, at path: JSONPath) -> [ReviewSession.Loop] {
    guard case .array(let elements) = json else {
      diagnostics.report(path, expected: "an array of [FROM, TO] pairs", found: json.summary)
      return []
    }
    var loops: [ReviewSession.Loop] = []
    for (index, element) in elements.enumerated() {
      let elementPath = path.appending(index)
      guard case .array(let ends) = element, ends.count == 2,
        case .number(let from) = ends[0], case .number(let to) = ends[1]
      else {
        diagnostics.report(
          elementPath, expected: "[FROM, TO] in seconds", found: element.summary)
        continue
      }
      guard let from = time(from, at: elementPath.appending(0)),
        let to = time(to, at: elementPath.appending(1))
      else { continue }
      guard from < to else {
        diagnostics.report(
          elementPath, expected: "FROM before TO",
          found: "[\(JSONSerializer.format(from)), \(JSONSerializer.format(to))]")
        continue
      }
      loops.append(ReviewSession.Loop(from: from, to: to))
    }
    return loops
  }

  private func readMarkers(
    _ json: JSONValue, at path: JSONPath, phoneCount: Int
  ) -> [ReviewSession.Marker] {
    guard case .array(let elements) = json else {
      diagnostics.report(path, expected: "an array of markers", found: json.summary)
      return []
    }
    let letters = Array(ReviewSession.phoneLetters.prefix(phoneCount))
    var markers: [ReviewSession.Marker] = []
    for (index, element) in elements.enumerated() {
      let markerPath = path.appending(index)
      guard
        let members = diagnostics.object(
          element, at: markerPath, what: "a marker {\"t\", \"phone\", \"text\"}")
      else { continue }
      diagnostics.rejectUnknownMembers(
        members, at: markerPath, allowed: ["t", "phone", "text"], context: "marker")
      let t = diagnostics.number(members, "t", at: markerPath).flatMap {
        time($0, at: markerPath.appending("t"))
      }
      var phone: Int?
      if let name = diagnostics.string(members, "phone", at: markerPath, required: false),
        name != "all"
      {
        if let found = letters.firstIndex(of: name) {
          phone = found
        } else {
          diagnostics.report(
            markerPath.appending("phone"),
            expected: "a phone of this session (\(letters.joined(separator: ", "))) or \"all\"",
            found: JSONValue.string(name).summary)
        }
      }
      let text = diagnostics.string(members, "text", at: markerPath)
      if let text, text.contains("\n") {
        diagnostics.report(
          markerPath.appending("text"), expected: "a single line", found: "a line break")
      }
      if let t, let text { markers.append(ReviewSession.Marker(t: t, phone: phone, text: text)) }
    }
    return markers
  }

  /// A time in script seconds, or nil (and a report) when out of range.
  private func time(_ value: Double, at path: JSONPath) -> Double? {
    guard value >= 0, value <= EventScript.maximumDuration else {
      diagnostics.report(path, expected: timeText, found: JSONSerializer.format(value))
      return nil
    }
    return value
  }
}
