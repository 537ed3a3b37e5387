import SandboxFormats
import Testing

@testable import SandboxStage

@Suite struct JSONParserTests {
  private func parseError(_ text: String) -> DataError? {
    do {
      _ = try JSONParser.parse(text, file: "t.json")
      return nil
    } catch {
      return error
    }
  }

  @Test func parsesAllValueKindsAndKeepsMemberOrder() throws {
    let value = try JSONParser.parse(
      #"{"b": [1, -2.5e2, true, false, null], "a": "x\u00e9\n\ud83d\ude00", "c": {}}"#,
      file: "t.json")
    guard case .object(let members) = value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a", "c"])
    #expect(value["b"] == .array([.number(1), .number(-250), .bool(true), .bool(false), .null]))
    #expect(value["a"] == .string("xé\n😀"))
    #expect(value["c"] == .object([]))
  }

  @Test func toleratesByteOrderMarkAndWhitespace() throws {
    #expect(
      try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(" \n[1]\t".utf8), file: "t")
        == .array([.number(1)]))
  }

  @Test(arguments: [
    ("{\"a\": NaN}", "t.json:1:7: a: expected a finite number, found NaN"),
    ("{\"a\": -Infinity}", "t.json:1:7: a: expected a finite number, found -Infinity"),
    ("[Infinity]", "t.json:1:2: [0]: expected a finite number, found Infinity"),
    ("[1e999]", "t.json:1:2: [0]: expected a finite number, found 1e999"),
    ("{\"a\": 1} x", "t.json:1:10: expected end of input after the top-level value, found 'x'"),
    (
      "{\"a\": 1,\n \"a\": 2}",
      "t.json:2:2: a: expected each key once per object, found a duplicate key \"a\""
    ),
    (
      "{\"h\": {\"m\": 1, \"m\": 1}}",
      "t.json:1:16: h.m: expected each key once per object, found a duplicate key \"m\""
    ),
    (
      "[1,\n  2,\n  ]",
      "t.json:3:3: expected another element after ',', found a trailing comma before ']'"
    ),
    ("{\"a\" 1}", "t.json:1:6: a: expected ':' after the member name, found '1'"),
    ("{a: 1}", "t.json:1:2: expected a member name in double quotes, found 'a'"),
    ("[01]", "t.json:1:3: [0]: expected no leading zeros in a number, found 1"),
    ("[1.]", "t.json:1:4: [0]: expected a digit after '.', found ']'"),
    ("\"abc", "t.json:1:5: expected a closing '\"', found end of input"),
    (
      "\"a\tb\"",
      "t.json:1:3: expected no control characters inside a string (use \\n, \\t), found byte 0x9"
    ),
    ("\"\\x\"", "t.json:1:3: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u, found 'x'"),
    ("\"\\ud800\"", "t.json:1:8: expected a low surrogate \\uDC00–\\uDFFF, found '\"'"),
    ("", "t.json:1:1: expected a JSON value, found end of input"),
    ("[1 2]", "t.json:1:4: expected ',' or ']' in an array, found '2'"),
    ("{\"a\": tru}", "t.json:1:7: a: expected a JSON value, found tru"),
  ])
  func rejectsWithLineColumnAndPath(input: String, message: String) {
    #expect(parseError(input)?.description == message)
    #expect(parseError(input)?.kind == .badData)
  }

  @Test func rejectsInvalidUTF8() {
    #expect(throws: DataError.self) { try JSONParser.parse([0x22, 0xC3, 0x28, 0x22], file: "t") }
    #expect(throws: DataError.self) {
      try JSONParser.parse([0x22, 0xED, 0xA0, 0x80, 0x22], file: "t")
    }
    #expect(throws: DataError.self) { try JSONParser.parse([0xFF], file: "t") }
  }

  @Test func deepNestingIsRejectedWithoutRecursingFurther() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = parseError(deep)
    #expect(error?.expected == "at most 64 levels of nesting")
    #expect(error?.column == 65)
    let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(parseError(ok) == nil)
  }

  @Test func arbitraryBytesNeverTrap() {
    // A deterministic pseudo-random walk over byte soup biased toward JSON punctuation.
    var state: UInt64 = 0x1234_5678
    let alphabet = Array("{}[]\":,-+.eE0123456789 \\ntrufalsNI\u{00e9}".utf8) + [0x00, 0xFF, 0xC3]
    for _ in 0..<2000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(state % 40) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      state = state &* 6_364_136_223_846_793_005 &+ 1
      _ = try? JSONParser.parse(bytes, file: "fuzz")
    }
  }

  @Test func serializerIsStableAndRoundTrips() throws {
    let value = JSONValue.object([
      JSONMember("z", .number(56)), JSONMember("a", .array([.number(0.998), .string("q\"\n")])),
      JSONMember("e", .object([])), JSONMember("n", .null),
    ])
    let text = JSONSerializer.serialize(value)
    #expect(
      text == """
        {
          "z": 56,
          "a": [
            0.998,
            "q\\"\\n"
          ],
          "e": {},
          "n": null
        }

        """)
    #expect(try JSONParser.parse(text, file: "t") == value)
    #expect(
      JSONSerializer.serializeCompact(value)
        == #"{"z": 56, "a": [0.998, "q\"\n"], "e": {}, "n": null}"#)
  }

  @Test func pathsRenderDottedWithIndices() {
    let path = JSONPath.root.appending("events").appending(3).appending("x")
    #expect(path.description == "events[3].x")
    #expect(JSONPath.root.description == "")
  }

  @Test func documentKeepsThePositionOfNestedValues() throws {
    let text = #"""
      {
        "events": [
          {"t": 0, "x": 1},
          {"t": 1, "x": 2},
          {"t": 2,
           "x": "a"}
        ],
        "k\u00e9": [[], 7]
      }
      """#
    let document = try JSONParser.parseDocument(text, file: "t.json")
    #expect(document.value == (try JSONParser.parse(text, file: "t.json")))
    func position(_ path: JSONPath) -> (Int, Int)? {
      document.positions.position(of: path).map { ($0.line, $0.column) }
    }
    let events = JSONPath.root.appending("events")
    #expect(position(.root)! == (1, 1))
    #expect(position(events)! == (2, 3), "a member is where its key is")
    #expect(position(events.appending(2))! == (5, 5), "an element is where it starts")
    #expect(position(events.appending(2).appending("x"))! == (6, 6))
    #expect(position(events.appending(2).appending("y"))! == (5, 5), "missing: its object")
    #expect(position(events.appending(9).appending("x"))! == (2, 3))
    #expect(position(JSONPath.root.appending("ké").appending(1))! == (8, 19), "keys decoded")
  }

  @Test func positionedDecodersLocateWhatTheyReport() {
    let text =
      "{\"version\": 1, \"events\": [{\"t\": 0, \"type\": \"touchDown\", \"x\": 1},\n"
      + "  {\"t\": 1, \"type\": \"touchDown\", \"x\": \"a\", \"y\": 2}]}"
    let message = "events[1].x: expected a finite number, found \"a\""
    #expect(
      EventScript.validate(text, file: "s.json").map(\.description)
        == ["s.json: events[0].y: expected a finite number, found nothing", "s.json: \(message)"])
    #expect(
      EventScript.validate(text, file: "s.json", positioned: true).map(\.description)
        == [
          "s.json:1:27: events[0].y: expected a finite number, found nothing",
          "s.json:2:33: \(message)",
        ])
  }
}
