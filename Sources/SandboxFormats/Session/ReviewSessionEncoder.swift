extension ReviewSession {
  /// The session as version-1 JSON text; `decode` reads it back equal. Loops and markers read
  /// best one to a line, an inline script's events too.
  public func encoded() -> String {
    JSONSerializer.serialize(json) { path in
      guard let first = path.components.first else { return false }
      switch (first, path.components.count) {
      case (.key("loops"), 2), (.key("markers"), 2), (.key("reference"), 1): return true
      case (.key("script"), 3): return path.components[1] == .key("events")
      case (.key("script"), 2): return path.components[1] == .key("viewport")
      default: return false
      }
    }
  }

  /// The session as a JSON value, fields in the documented order.
  public var json: JSONValue {
    var members = [JSONMember("version", .number(Double(version)))]
    switch script {
    case .path(let file): members.append(JSONMember("script", .string(file)))
    case .inline(let script):
      // The script's own encoder is the one source of its JSON shape.
      let value = (try? JSONParser.parse(script.encoded(), file: "")) ?? .object([])
      members.append(JSONMember("script", value))
    }
    members.append(JSONMember("phones", .array(phones.map(ReviewSession.json(for:)))))
    if let reference {
      members.append(JSONMember("reference", reference.json))
    }
    if !loops.isEmpty {
      let pairs = loops.map { JSONValue.array([.number($0.from), .number($0.to)]) }
      members.append(JSONMember("loops", .array(pairs)))
    }
    if let playhead { members.append(JSONMember("playhead", .number(playhead))) }
    if !markers.isEmpty {
      let notes = markers.map { marker in
        JSONValue.object([
          JSONMember("t", .number(marker.t)), JSONMember("phone", .string(marker.phoneName)),
          JSONMember("text", .string(marker.text)),
        ])
      }
      members.append(JSONMember("markers", .array(notes)))
    }
    return .object(members)
  }

  private static func json(for phone: Phone) -> JSONValue {
    var members: [JSONMember] = []
    if let preset = phone.preset { members.append(JSONMember("preset", .string(preset))) }
    if let config = phone.config { members.append(JSONMember("config", .string(config))) }
    if let device = phone.device { members.append(JSONMember("device", .string(device))) }
    if !phone.set.entries.isEmpty {
      // Flat dotted keys, registry order: one line per value in a hand-edited file.
      var flat: [JSONMember] = []
      for key in ParameterRegistry.keys {
        if let value = phone.set[key] { flat.append(JSONMember(key, value.json)) }
      }
      members.append(JSONMember("set", .object(flat)))
    }
    return .object(members)
  }
}
