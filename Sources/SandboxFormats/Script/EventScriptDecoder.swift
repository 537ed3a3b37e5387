import MotionPhysics

extension EventScript {
  /// Decodes a script; throws the first problem. `knownPresets` lists the names `preset` may
  /// take (nil accepts any name, for callers that resolve presets later).
  /// `positioned` adds each problem's line:column (the app's `file:line:col: path: …`); without
  /// it a problem names its path only.
  public static func decode(
    _ text: String, file: String, knownPresets: [String]? = nil, positioned: Bool = false
  ) throws(DataError) -> EventScript {
    try Diagnostics.decode(text, file: file, positioned: positioned) {
      ScriptReader(diagnostics: $1, knownPresets: knownPresets).read($0)
    }
  }

  /// Every problem in a script (empty when it is valid), for `check`.
  /// `positioned` adds each problem's line:column (the app's `file:line:col: path: …`); without
  /// it a problem names its path only.
  public static func validate(
    _ text: String, file: String, knownPresets: [String]? = nil, positioned: Bool = false
  ) -> [DataError] {
    Diagnostics.validate(text, file: file, positioned: positioned) {
      _ = ScriptReader(diagnostics: $1, knownPresets: knownPresets).read($0)
    }
  }

  /// Reads a script written inline at `path` of another document (a session's `script`),
  /// reporting its problems into that document's diagnostics.
  static func read(
    _ json: JSONValue, at path: JSONPath, diagnostics: Diagnostics, knownPresets: [String]?
  ) -> EventScript {
    ScriptReader(diagnostics: diagnostics, knownPresets: knownPresets, root: path).read(json)
  }
}

/// Reads a parsed script, reporting every problem and carrying on with safe values.
private struct ScriptReader {
  let diagnostics: Diagnostics
  let knownPresets: [String]?
  /// Where the script object is: the document root, or a session's `script`.
  var root: JSONPath = .root

  /// The fastest `fling` a script may ask for, in points per second: far above any platform's
  /// own cap (Flutter's `kMaxFlingVelocity` is 8000 logical px/s), a bound against typos only.
  static let largestFlingVelocity = 100_000.0

  static let topLevelFields = [
    "version", "preset", "config", "viewport", "fps", "duration", "events", "compare",
    "reference",
  ]

  /// The most compared phones a script may name (five phones in all).
  static let mostCompared = 4

  static let eventFields: [String: [String]] = [
    "touchDown": ["x", "y"],
    "touchMove": ["x", "y"],
    "touchUp": ["x", "y", "velocity"],
    "swipe": ["x", "fromY", "toY", "duration", "hold"],
    "wheel": ["dx", "dy", "precise", "x", "y"],
    "shiftOffScreen": ["animated"],
    "shiftOnScreen": ["animated"],
    "fling": ["velocity"],
    "scrollTo": ["offset", "animated", "duration", "curve"],
    "scrollToTop": [],
    "set": ["key", "value"],
    "key": ["key"],
    "resize": ["width", "height"],
  ]

  /// `compare`: up to four `PRESET|CONFIG[@DEVICE]` strings, each device a known one and each
  /// preset known (when the caller lists them; a name with `/` or `.json` is a config file).
  func readCompare(_ json: JSONValue, at path: JSONPath) -> [String] {
    guard case .array(let items) = json else {
      diagnostics.report(
        path, expected: "an array of PRESET|CONFIG[@DEVICE] strings", found: json.summary)
      return []
    }
    if items.count > ScriptReader.mostCompared {
      diagnostics.report(
        path, expected: "at most \(ScriptReader.mostCompared) compared phones",
        found: "\(items.count)")
    }
    var specs: [String] = []
    for (index, item) in items.enumerated() {
      let itemPath = path.appending(index)
      guard case .string(let spec) = item, !spec.isEmpty else {
        diagnostics.report(
          itemPath, expected: "a PRESET|CONFIG[@DEVICE] string", found: item.summary)
        continue
      }
      var target = spec
      if let at = spec.lastIndex(of: "@"),
        !spec[at...].contains("/") && !spec.hasSuffix(".json")
      {
        target = String(spec[..<at])
        let name = String(spec[spec.index(after: at)...])
        if DeviceCatalog.profile(named: name) == nil {
          diagnostics.report(
            itemPath, expected: "a device after @ (\(DeviceCatalog.knownNames))",
            found: JSONValue.string(spec).summary)
          continue
        }
      }
      let isFile = target.hasSuffix(".json") || target.contains("/")
      if let knownPresets, !isFile, !knownPresets.contains(target) {
        diagnostics.report(
          itemPath,
          expected: "a known preset (\(knownPresets.joined(separator: ", "))) or a config file",
          found: JSONValue.string(target).summary)
        continue
      }
      specs.append(spec)
    }
    return specs
  }

  func read(_ json: JSONValue) -> EventScript {
    var script = EventScript()
    guard let members = diagnostics.object(json, at: root, what: "a script object") else {
      return script
    }
    diagnostics.rejectUnknownMembers(
      members, at: root, allowed: ScriptReader.topLevelFields, context: "script")

    if let version = diagnostics.number(members, "version", at: root) {
      if version != Double(EventScript.currentVersion) {
        diagnostics.report(
          root.appending("version"), expected: "\(EventScript.currentVersion)",
          found: JSONSerializer.format(version))
      }
    }
    if let preset = diagnostics.string(members, "preset", at: root, required: false) {
      if let knownPresets, !knownPresets.contains(preset) {
        diagnostics.report(
          root.appending("preset"),
          expected: "a known preset (\(knownPresets.joined(separator: ", ")))",
          found: JSONValue.string(preset).summary)
      }
      script.preset = preset
    }
    if let compare = members.first(where: { $0.key == "compare" })?.value {
      script.compare = readCompare(compare, at: root.appending("compare"))
    }
    if let reference = members.first(where: { $0.key == "reference" })?.value {
      script.reference = RecordingReference.read(
        reference, at: root.appending("reference"), diagnostics: diagnostics)
    }
    if let config = members.first(where: { $0.key == "config" })?.value {
      script.config = ConfigFile.decodeLayer(
        config, at: root.appending("config"), diagnostics: diagnostics)
    }
    if let viewport = members.first(where: { $0.key == "viewport" })?.value {
      script.viewport = readViewport(viewport, at: root.appending("viewport"))
    }
    if let fps = diagnostics.number(members, "fps", at: root, required: false) {
      let range = EventScript.fpsRange
      if fps != fps.rounded() || fps < Double(range.lowerBound) || fps > Double(range.upperBound) {
        diagnostics.report(
          root.appending("fps"),
          expected: "a whole number in \(range.lowerBound)…\(range.upperBound)",
          found: JSONSerializer.format(fps))
      } else {
        script.fps = Int(fps)
      }
    }
    if let duration = diagnostics.number(members, "duration", at: root, required: false) {
      if duration <= 0 || duration > EventScript.maximumDuration {
        diagnostics.report(
          root.appending("duration"),
          expected: "seconds in (0, \(JSONSerializer.format(EventScript.maximumDuration))]",
          found: JSONSerializer.format(duration))
      } else {
        script.duration = duration
      }
    }
    if let events = members.first(where: { $0.key == "events" })?.value {
      script.events = readEvents(events, at: root.appending("events"), duration: script.duration)
    } else {
      diagnostics.report(root.appending("events"), expected: "an array of events", found: "nothing")
    }
    return script
  }

  private func readViewport(_ json: JSONValue, at path: JSONPath) -> Viewport {
    var viewport = Viewport.standard
    viewport.device = nil
    let allowed = ["device", "width", "height", "scale", "pixelRatio"]
    guard
      let members = diagnostics.object(
        json, at: path, what: "{" + allowed.map { "\"\($0)\"" }.joined(separator: ", ") + "}")
    else { return viewport }
    diagnostics.rejectUnknownMembers(members, at: path, allowed: allowed, context: "viewport")
    // A device supplies the size and density; "width", "height" and "pixelRatio" then override
    // them. Without one, the size is required and the default device's style is drawn.
    // A bad device is one problem: its size is not missing as well.
    let sizeRequired = !members.contains { $0.key == "device" }
    if let name = diagnostics.string(members, "device", at: path, required: false) {
      if let profile = DeviceCatalog.profile(named: name) {
        viewport = profile.viewport(scale: viewport.scale)
      } else {
        diagnostics.report(
          path.appending("device"), expected: "a device name: \(DeviceCatalog.knownNames)",
          found: JSONValue.string(name).summary)
      }
    }
    let size = Viewport.sizeRange
    let sizeText =
      "points in \(JSONSerializer.format(size.lowerBound))…"
      + JSONSerializer.format(size.upperBound)
    if let width = diagnostics.number(members, "width", at: path, required: sizeRequired) {
      if size.contains(width) {
        viewport.width = width
      } else {
        diagnostics.report(
          path.appending("width"), expected: sizeText, found: JSONSerializer.format(width))
      }
    }
    if let height = diagnostics.number(members, "height", at: path, required: sizeRequired) {
      if size.contains(height) {
        viewport.height = height
      } else {
        diagnostics.report(
          path.appending("height"), expected: sizeText, found: JSONSerializer.format(height))
      }
    }
    if let scale = diagnostics.number(members, "scale", at: path, required: false) {
      if Viewport.scaleRange.contains(scale) {
        viewport.scale = scale
      } else {
        diagnostics.report(
          path.appending("scale"), expected: "a scale in 1…4", found: JSONSerializer.format(scale))
      }
    }
    if let ratio = diagnostics.number(members, "pixelRatio", at: path, required: false) {
      if Viewport.pixelRatioRange.contains(ratio) {
        viewport.pixelRatio = ratio
      } else {
        diagnostics.report(
          path.appending("pixelRatio"), expected: "a device pixel ratio in 1…4",
          found: JSONSerializer.format(ratio))
      }
    }
    return viewport
  }

  private func readEvents(_ json: JSONValue, at path: JSONPath, duration: Double?)
    -> [TimedScriptEvent]
  {
    guard case .array(let elements) = json else {
      diagnostics.report(path, expected: "an array of events", found: json.summary)
      return []
    }
    var events: [TimedScriptEvent] = []
    var previousTime = 0.0
    for (offset, element) in elements.enumerated() {
      let eventPath = path.appending(offset)
      guard let members = diagnostics.object(element, at: eventPath, what: "an event object")
      else { continue }
      var time: Double?
      if let t = diagnostics.number(members, "t", at: eventPath) {
        if t < 0 {
          diagnostics.report(
            eventPath.appending("t"), expected: "a time ≥ 0 seconds",
            found: JSONSerializer.format(t))
        } else if t < previousTime {
          diagnostics.report(
            eventPath.appending("t"),
            expected: "a time ≥ \(JSONSerializer.format(previousTime)) (events in time order)",
            found: JSONSerializer.format(t))
        } else if let duration, t > duration {
          diagnostics.report(
            eventPath.appending("t"),
            expected: "a time ≤ the script duration \(JSONSerializer.format(duration))",
            found: JSONSerializer.format(t))
        } else {
          time = t
          previousTime = t
        }
      }
      guard let type = diagnostics.string(members, "type", at: eventPath) else { continue }
      guard let fields = ScriptReader.eventFields[type] else {
        diagnostics.report(
          eventPath.appending("type"),
          expected: "one of \(ScriptEvent.typeNames.joined(separator: ", "))",
          found: JSONValue.string(type).summary)
        continue
      }
      diagnostics.rejectUnknownMembers(
        members, at: eventPath, allowed: ["t", "type"] + fields, context: "\(type) event")
      if let event = readEvent(type, members, at: eventPath), let time {
        events.append(TimedScriptEvent(t: time, event: event))
      }
    }
    return events
  }

  private func readEvent(_ type: String, _ members: [JSONMember], at path: JSONPath)
    -> ScriptEvent?
  {
    let d = diagnostics
    switch type {
    case "touchDown", "touchMove", "touchUp":
      let x = d.number(members, "x", at: path)
      let y = d.number(members, "y", at: path)
      guard let x, let y else { return nil }
      switch type {
      case "touchDown": return .touchDown(x: x, y: y)
      case "touchMove": return .touchMove(x: x, y: y)
      default:
        let velocity = d.number(members, "velocity", at: path, required: false)
        if let velocity, abs(velocity) > Self.largestFlingVelocity {
          d.report(
            path.appending("velocity"), expected: "points per second in −100000…100000",
            found: JSONSerializer.format(velocity))
          return nil
        }
        return .touchUp(x: x, y: y, velocity: velocity)
      }
    case "swipe":
      let x = d.number(members, "x", at: path)
      let fromY = d.number(members, "fromY", at: path)
      let toY = d.number(members, "toY", at: path)
      var duration = d.number(members, "duration", at: path)
      var hold = d.number(members, "hold", at: path, required: false) ?? 0
      if let value = duration, value <= 0 || value > 60 {
        d.report(
          path.appending("duration"), expected: "seconds in (0, 60]",
          found: JSONSerializer.format(value))
        duration = nil
      }
      if hold < 0 || hold > 60 {
        d.report(
          path.appending("hold"), expected: "seconds in 0…60", found: JSONSerializer.format(hold))
        hold = 0
      }
      guard let x, let fromY, let toY, let duration else { return nil }
      return .swipe(x: x, fromY: fromY, toY: toY, duration: duration, hold: hold)
    case "wheel":
      let precise = d.bool(members, "precise", at: path, required: false) ?? false
      let dy = d.number(members, "dy", at: path)
      let dx = d.number(members, "dx", at: path, required: false) ?? 0
      let x = d.number(members, "x", at: path, required: false)
      let y = d.number(members, "y", at: path, required: false)
      var valid = dy != nil
      if !precise {
        for (name, value) in [("dx", dx), ("dy", dy ?? 0)] where value != value.rounded() {
          d.report(
            path.appending(name),
            expected: "a whole number of lines (or \"precise\": true for fractions)",
            found: JSONSerializer.format(value))
          valid = false
        }
      }
      guard valid, let dy else { return nil }
      return .wheel(dx: dx, dy: dy, precise: precise, x: x, y: y)
    case "resize":
      var size: [Double] = []
      for name in ["width", "height"] {
        guard let value = d.number(members, name, at: path) else { continue }
        // 1×1 is allowed on purpose: scripts reproduce hostile window sizes.
        guard value >= 1, value <= 4000 else {
          d.report(
            path.appending(name), expected: "points in 1…4000", found: JSONSerializer.format(value))
          continue
        }
        size.append(value)
      }
      guard size.count == 2 else { return nil }
      return .resize(width: size[0], height: size[1])
    case "shiftOffScreen":
      return .shiftOffScreen(
        animated: d.bool(members, "animated", at: path, required: false) ?? true)
    case "shiftOnScreen":
      return .shiftOnScreen(
        animated: d.bool(members, "animated", at: path, required: false) ?? true)
    case "fling":
      guard let velocity = d.number(members, "velocity", at: path) else { return nil }
      guard abs(velocity) <= Self.largestFlingVelocity else {
        d.report(
          path.appending("velocity"),
          expected: "points per second in −100000…100000",
          found: JSONSerializer.format(velocity))
        return nil
      }
      return .fling(velocity: velocity)
    case "scrollTo":
      let offset = d.number(members, "offset", at: path)
      let animated = d.bool(members, "animated", at: path, required: false) ?? true
      var duration = d.number(members, "duration", at: path, required: false)
      if let value = duration, value <= 0 || value > 60 {
        d.report(
          path.appending("duration"), expected: "seconds in (0, 60]",
          found: JSONSerializer.format(value))
        duration = nil
      }
      var curve: ScrollToCurve?
      if let name = d.string(members, "curve", at: path, required: false) {
        curve = ScrollToCurve(rawValue: name)
        if curve == nil {
          d.report(
            path.appending("curve"),
            expected: "one of " + ScrollToCurve.allCases.map(\.rawValue).joined(separator: ", "),
            found: JSONValue.string(name).summary)
          return nil
        }
      }
      guard let offset else { return nil }
      return .scrollTo(offset: offset, animated: animated, duration: duration, curve: curve)
    case "scrollToTop":
      return .scrollToTop
    case "set":
      guard let key = d.string(members, "key", at: path) else { return nil }
      guard let parameter = ParameterRegistry.parameter(key) else {
        d.report(
          path.appending("key"), expected: ParameterRegistry.unknownKeyExpectation(key),
          found: JSONValue.string(key).summary)
        return nil
      }
      guard let json = members.first(where: { $0.key == "value" })?.value else {
        d.report(path.appending("value"), expected: parameter.expectedPhrase, found: "nothing")
        return nil
      }
      guard let value = parameter.value(fromJSON: json) else {
        d.report(path.appending("value"), expected: parameter.expectedPhrase, found: json.summary)
        return nil
      }
      if let expected = parameter.violation(of: value) {
        d.report(path.appending("value"), expected: expected, found: value.jsonSummary)
        return nil
      }
      return .set(key: key, value: value)
    case "key":
      guard let name = d.string(members, "key", at: path) else { return nil }
      guard let shortcut = Shortcut(parsing: name) else {
        d.report(
          path.appending("key"),
          expected: "a shortcut name such as H, 1, Ctrl+R, ?, Space, Shift+Space, PageDown, F12",
          found: JSONValue.string(name).summary)
        return nil
      }
      return .key(shortcut)
    default:
      return nil
    }
  }
}
