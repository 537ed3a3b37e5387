extension RecordingReference {
  /// Reads `{"path", "offset"}` at `path` (a session's or a script's `reference`), reporting
  /// problems into `diagnostics`. An absent `offset` reads as 0 with `offsetGiven` false, so the
  /// app may line the recording up by its motion instead.
  static func read(
    _ json: JSONValue, at path: JSONPath, diagnostics: Diagnostics
  ) -> RecordingReference? {
    guard let members = diagnostics.object(json, at: path, what: "{\"path\", \"offset\"}")
    else { return nil }
    diagnostics.rejectUnknownMembers(
      members, at: path, allowed: ["path", "offset"], context: "reference")
    let file = diagnostics.string(members, "path", at: path)
    if file?.isEmpty == true {
      diagnostics.report(
        path.appending("path"), expected: "a video file's path", found: "an empty string")
    }
    var offset = 0.0
    let given = members.contains { $0.key == "offset" }
    if let value = diagnostics.number(members, "offset", at: path, required: false) {
      let limit = EventScript.maximumDuration
      if abs(value) > limit {
        diagnostics.report(
          path.appending("offset"),
          expected: "seconds in −\(JSONSerializer.format(limit))…\(JSONSerializer.format(limit))",
          found: JSONSerializer.format(value))
      } else {
        offset = value
      }
    }
    guard let file else { return nil }
    var reference = RecordingReference(path: file, offset: offset)
    reference.offsetGiven = given
    return reference
  }

  /// `{"path", "offset"}` as written in a session or a script; the offset left out when the
  /// file did not give one, so the releases are still lined up when it is read back.
  var json: JSONValue {
    var members = [JSONMember("path", .string(path))]
    if offsetGiven { members.append(JSONMember("offset", .number(offset))) }
    return .object(members)
  }
}
