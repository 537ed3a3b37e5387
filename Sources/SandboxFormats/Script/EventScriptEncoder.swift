extension EventScript {
  /// The script as version-1 JSON text, one event per line; `decode` reads it back equal.
  /// Used to save live recordings.
  public func encoded() -> String {
    var members: [JSONMember] = [JSONMember("version", .number(Double(version)))]
    if let preset { members.append(JSONMember("preset", .string(preset))) }
    if !config.entries.isEmpty { members.append(JSONMember("config", config.json)) }
    if !compare.isEmpty {
      members.append(JSONMember("compare", .array(compare.map(JSONValue.string))))
    }
    if let reference { members.append(JSONMember("reference", reference.json)) }
    var device: [JSONMember] = []
    if let name = viewport.device { device.append(JSONMember("device", .string(name))) }
    members.append(
      JSONMember(
        "viewport",
        .object(
          device + [
            JSONMember("width", .number(viewport.width)),
            JSONMember("height", .number(viewport.height)),
            JSONMember("scale", .number(viewport.scale)),
            JSONMember("pixelRatio", .number(viewport.pixelRatio)),
          ])))
    members.append(JSONMember("fps", .number(Double(fps))))
    if let duration { members.append(JSONMember("duration", .number(duration))) }
    members.append(JSONMember("events", .array(events.map(EventScript.json(for:)))))
    return JSONSerializer.serialize(.object(members)) { path in
      // Events and the viewport each read best on one line.
      guard let first = path.components.first else { return false }
      switch (first, path.components.count) {
      case (.key("events"), 2), (.key("viewport"), 1), (.key("compare"), 1),
        (.key("reference"), 1):
        return true
      default: return false
      }
    }
  }

  private static func json(for timed: TimedScriptEvent) -> JSONValue {
    var members = [
      JSONMember("t", .number(timed.t)), JSONMember("type", .string(timed.event.typeName)),
    ]
    func add(_ key: String, _ value: Double) { members.append(JSONMember(key, .number(value))) }
    switch timed.event {
    case .touchDown(let x, let y), .touchMove(let x, let y), .touchUp(let x, let y, nil):
      add("x", x)
      add("y", y)
    case .touchUp(let x, let y, let velocity?):
      add("x", x)
      add("y", y)
      add("velocity", velocity)
    case .swipe(let x, let fromY, let toY, let duration, let hold):
      add("x", x)
      add("fromY", fromY)
      add("toY", toY)
      add("duration", duration)
      if hold != 0 { add("hold", hold) }
    case .wheel(let dx, let dy, let precise, let x, let y):
      if dx != 0 { add("dx", dx) }
      add("dy", dy)
      if precise { members.append(JSONMember("precise", .bool(true))) }
      if let x { add("x", x) }
      if let y { add("y", y) }
    case .shiftOffScreen(let animated), .shiftOnScreen(let animated):
      members.append(JSONMember("animated", .bool(animated)))
    case .fling(let velocity):
      add("velocity", velocity)
    case .scrollTo(let offset, let animated, let duration, let curve):
      add("offset", offset)
      members.append(JSONMember("animated", .bool(animated)))
      if let duration { add("duration", duration) }
      if let curve { members.append(JSONMember("curve", .string(curve.rawValue))) }
    case .scrollToTop:
      break
    case .set(let key, let value):
      members.append(JSONMember("key", .string(key)))
      members.append(JSONMember("value", value.json))
    case .key(let shortcut):
      members.append(JSONMember("key", .string(shortcut.description)))
    case .resize(let width, let height):
      add("width", width)
      add("height", height)
    }
    return .object(members)
  }
}
