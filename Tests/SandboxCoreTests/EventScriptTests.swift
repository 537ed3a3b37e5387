import Foundation
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxStage

@Suite struct EventScriptTests {
  private let presets = ["showcase", "mdc-default"]

  private func script(_ events: String, extra: String = "") -> String {
    #"{"version": 1, \#(extra) "events": [\#(events)]}"#
  }

  private func errors(_ text: String) -> [String] {
    EventScript.validate(text, file: "s.json", knownPresets: presets).map(\.description)
  }

  @Test func decodesEveryEventType() throws {
    let text = """
      {
        "version": 1, "preset": "showcase", "fps": 30, "duration": 9,
        "config": {"header": {"shiftBehavior": "hideable"}},
        "viewport": {"width": 400, "height": 800, "scale": 3},
        "events": [
          {"t": 0, "type": "touchDown", "x": 1, "y": 2},
          {"t": 0.1, "type": "touchMove", "x": 1, "y": 3},
          {"t": 0.2, "type": "touchUp", "x": 1, "y": 4},
          {"t": 0.5, "type": "swipe", "x": 195, "fromY": 650, "toY": 250, "duration": 0.15, "hold": 0.1},
          {"t": 1, "type": "wheel", "dy": -3},
          {"t": 1.1, "type": "wheel", "dx": 0.5, "dy": 1.25, "precise": true, "x": 10, "y": 20},
          {"t": 2, "type": "shiftOffScreen"},
          {"t": 3, "type": "shiftOnScreen", "animated": false},
          {"t": 4, "type": "set", "key": "content.rowCount", "value": 5},
          {"t": 5, "type": "key", "key": "Ctrl+R"},
          {"t": 5, "type": "key", "key": "?"}
        ]
      }
      """
    let script = try EventScript.decode(text, file: "s.json", knownPresets: presets)
    #expect(script.preset == "showcase")
    #expect(script.fps == 30)
    #expect(script.duration == 9)
    #expect(script.viewport == Viewport(width: 400, height: 800, scale: 3))
    #expect(script.config["header.shiftBehavior"] == .string("hideable"))
    #expect(
      script.events.map(\.event) == [
        .touchDown(x: 1, y: 2), .touchMove(x: 1, y: 3), .touchUp(x: 1, y: 4),
        .swipe(x: 195, fromY: 650, toY: 250, duration: 0.15, hold: 0.1),
        .wheel(dx: 0, dy: -3, precise: false, x: nil, y: nil),
        .wheel(dx: 0.5, dy: 1.25, precise: true, x: 10, y: 20),
        .shiftOffScreen(animated: true), .shiftOnScreen(animated: false),
        .set(key: "content.rowCount", value: .number(5)),
        .key(Shortcut(key: .r, modifiers: .control)),
        .key(Shortcut(key: .slash, modifiers: .shift)),
      ])
  }

  @Test func resizeEventsDecodeExpandAndRoundTrip() throws {
    let text = script(
      #"{"t": 0.5, "type": "resize", "width": 1, "height": 1}, "#
        + #"{"t": 0.7, "type": "resize", "width": 390, "height": 844}"#)
    let decoded = try EventScript.decode(text, file: "s.json", knownPresets: presets)
    #expect(
      decoded.events.map(\.event) == [
        .resize(width: 1, height: 1), .resize(width: 390, height: 844),
      ])
    #expect(
      decoded.expandedInputs() == [
        .input(TimedInputEvent(time: 0.5, event: .resize(width: 1, height: 1))),
        .input(TimedInputEvent(time: 0.7, event: .resize(width: 390, height: 844))),
      ])
    let again = try EventScript.decode(decoded.encoded(), file: "again.json", knownPresets: presets)
    #expect(again == decoded)
    #expect(
      errors(script(#"{"t": 0, "type": "resize", "width": 0.5, "height": 5000}"#)) == [
        "s.json: events[0].width: expected points in 1…4000, found 0.5",
        "s.json: events[0].height: expected points in 1…4000, found 5000",
      ])
  }

  @Test func defaultsApplyWhenOptionalFieldsAreMissing() throws {
    let script = try EventScript.decode(
      script(
        #"{"t": 1, "type": "swipe", "x": 0, "fromY": 500, "toY": 100, "duration": 0.5, "hold": 0.5}"#
      ),
      file: "s.json")
    #expect(script.fps == 60)
    #expect(script.viewport == .standard)
    #expect(script.preset == nil)
    #expect(isClose(script.effectiveDuration, 4))  // swipe ends at 2 s, plus the 2 s tail
  }

  @Test(arguments: [
    ("not json", "s.json:1:1: expected a JSON value, found not"),
    (#"{"version": 2, "events": []}"#, "s.json: version: expected 1, found 2"),
    (#"{"events": []}"#, "s.json: version: expected a finite number, found nothing"),
    (#"{"version": 1}"#, "s.json: events: expected an array of events, found nothing"),
    (
      #"{"version": 1, "events": {}}"#,
      "s.json: events: expected an array of events, found an object"
    ),
    (
      #"{"version": 1, "events": [], "speed": 2}"#,
      "s.json: speed: expected one of the script fields version, preset, config, viewport, fps, duration, events, compare, reference, found an unknown field"
    ),
    (
      #"{"version": 1, "preset": "nope", "events": []}"#,
      "s.json: preset: expected a known preset (showcase, mdc-default), found \"nope\""
    ),
    (
      #"{"version": 1, "fps": 0, "events": []}"#,
      "s.json: fps: expected a whole number in 1…240, found 0"
    ),
    (
      #"{"version": 1, "viewport": {"width": 390}, "events": []}"#,
      "s.json: viewport.height: expected a finite number, found nothing"
    ),
    (
      #"{"version": 1, "config": {"header": {"minimumHeight": 999}}, "events": []}"#,
      "s.json: config.header.minimumHeight: expected a number in 0…400, found 999"
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "touchDown", "x": 1, "y": 2}, {"t": 1, "type": "touchMove", "x": 1, "y": 2}, {"t": 2, "type": "touchUp", "x": 1, "y": 2}, {"t": 3, "type": "touchDown", "x": "abc", "y": 2}]}"#,
      "s.json: events[3].x: expected a finite number, found \"abc\""
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "touchDown", "x": NaN, "y": 2}]}"#,
      "s.json:1:62: events[0].x: expected a finite number, found NaN"
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "touchDown", "x": 1, "y": -Infinity}]}"#,
      "s.json:1:70: events[0].y: expected a finite number, found -Infinity"
    ),
    (
      #"{"version": 1, "events": [{"t": -1, "type": "touchDown", "x": 1, "y": 2}]}"#,
      "s.json: events[0].t: expected a time ≥ 0 seconds, found -1"
    ),
    (
      #"{"version": 1, "events": [{"t": 2, "type": "shiftOnScreen"}, {"t": 1, "type": "shiftOnScreen"}]}"#,
      "s.json: events[1].t: expected a time ≥ 2 (events in time order), found 1"
    ),
    (
      #"{"version": 1, "duration": 1, "events": [{"t": 2, "type": "shiftOnScreen"}]}"#,
      "s.json: events[0].t: expected a time ≤ the script duration 1, found 2"
    ),
    (
      #"{"version": 1, "events": [{"type": "shiftOnScreen"}]}"#,
      "s.json: events[0].t: expected a finite number, found nothing"
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "tap"}]}"#,
      "s.json: events[0].type: expected one of touchDown, touchMove, touchUp, swipe, wheel, shiftOffScreen, shiftOnScreen, fling, scrollTo, scrollToTop, set, key, resize, found \"tap\""
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "touchUp", "x": 1, "y": 2, "z": 3}]}"#,
      "s.json: events[0].z: expected one of the touchUp event fields t, type, x, y, velocity, found an unknown field"
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "touchUp", "x": 1, "y": 2, "velocity": 2e5}]}"#,
      "s.json: events[0].velocity: expected points per second in −100000…100000, found 200000"
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "touchUp", "x": 1, "y": 2, "velocity": "fast"}]}"#,
      "s.json: events[0].velocity: expected a finite number, found \"fast\""
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "touchUp", "x": 1}]}"#,
      "s.json: events[0].y: expected a finite number, found nothing"
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "swipe", "x": 1, "fromY": 1, "toY": 2, "duration": 0}]}"#,
      "s.json: events[0].duration: expected seconds in (0, 60], found 0"
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "swipe", "x": 1, "fromY": 1, "toY": 2, "duration": 1, "hold": -1}]}"#,
      "s.json: events[0].hold: expected seconds in 0…60, found -1"
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "wheel", "dy": 1.5}]}"#,
      "s.json: events[0].dy: expected a whole number of lines (or \"precise\": true for fractions), found 1.5"
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "wheel", "dy": 1, "precise": "yes"}]}"#,
      "s.json: events[0].precise: expected true or false, found \"yes\""
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "shiftOffScreen", "animated": 1}]}"#,
      "s.json: events[0].animated: expected true or false, found 1"
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "set", "key": "header.shift", "value": 1}]}"#,
      "s.json: events[0].key: expected a known parameter key (did you mean header.shiftBehavior, header.shiftAnimation, header.shiftDuration?), found \"header.shift\""
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "set", "key": "header.shiftBehavior", "value": "up"}]}"#,
      "s.json: events[0].value: expected one of disabled, enabled, enabledWithStatusBar, hideable, found \"up\""
    ),
    (
      #"{"version": 1, "events": [{"t": 0, "type": "key", "key": "Ctrl+K"}]}"#,
      "s.json: events[0].key: expected a shortcut name such as H, 1, Ctrl+R, ?, Space, Shift+Space, PageDown, F12, found \"Ctrl+K\""
    ),
    (#"{"version": 1, "events": [5]}"#, "s.json: events[0]: expected an event object, found 5"),
    (#"[1]"#, "s.json: expected a script object, found an array"),
  ])
  func badInputNamesThePath(text: String, message: String) {
    #expect(errors(text) == [message])
    do {
      _ = try EventScript.decode(text, file: "s.json", knownPresets: presets)
      Issue.record("decoded bad input")
    } catch {
      #expect(error.description == message)
      #expect(error.exitCode == 65)
    }
  }

  @Test func validateCollectsEveryProblem() {
    let text = """
      {"version": 3, "fps": 1000, "events": [
        {"t": 1, "type": "touchDown", "x": "a", "y": 2},
        {"t": 0.5, "type": "bogus"},
        {"t": 2, "type": "wheel", "dy": 0.5, "extra": 1}
      ]}
      """
    #expect(
      EventScript.validate(text, file: "s.json").map(\.path) == [
        "version", "fps", "events[0].x", "events[1].t", "events[1].type", "events[2].extra",
        "events[2].dy",
      ])
  }

  @Test func swipeExpandsIntoMovesEvery120thOfASecondAtConstantSpeed() throws {
    let script = EventScript(events: [
      TimedScriptEvent(t: 0.5, event: .swipe(x: 195, fromY: 650, toY: 250, duration: 0.15, hold: 0))
    ])
    let inputs = script.expandedInputs()
    #expect(inputs.count == 1 + 18 + 1)
    guard case .input(let down) = inputs.first, case .input(let up) = inputs.last else {
      Issue.record("expected inputs")
      return
    }
    #expect(down == TimedInputEvent(time: 0.5, event: .pointerDown(.finger(0), x: 195, y: 650)))
    #expect(isClose(up.time, 0.65))
    #expect(up.event == .pointerUp(.finger(0), x: 195, y: 250))
    var previous = (time: 0.5, y: 650.0)
    for input in inputs.dropFirst().dropLast() {
      guard case .input(let move) = input, case .pointerMove(.finger(0), 195, let y) = move.event
      else {
        Issue.record("expected a move, got \(input)")
        return
      }
      #expect(isClose(move.time - previous.time, 1.0 / 120))
      // 400 pt in 0.15 s: every sample moves 400/18 pt upward.
      #expect(isClose(previous.y - y, 400.0 / 18, 1e-6))
      previous = (move.time, y)
    }
    #expect(isClose(previous.y, 250))
  }

  @Test func swipeHoldDelaysTheLiftAndUnevenDurationsEndExactly() {
    let script = EventScript(events: [
      TimedScriptEvent(t: 0, event: .swipe(x: 10, fromY: 100, toY: 0, duration: 0.1, hold: 0.25))
    ])
    let times = script.expandedInputs().map(\.time)
    #expect(times.count == 1 + 12 + 1)
    #expect(isClose(times[12], 0.1))
    #expect(isClose(times[13], 0.35))
    let odd = EventScript(events: [
      TimedScriptEvent(t: 0, event: .swipe(x: 0, fromY: 0, toY: 100, duration: 0.02, hold: 0))
    ]).expandedInputs()
    #expect(odd.count == 1 + 3 + 1)  // 1/120, 2/120, then 0.02 exactly
    #expect(isClose(odd[3].time, 0.02))
    #expect(
      odd[3] == .input(TimedInputEvent(time: 0.02, event: .pointerMove(.finger(0), x: 0, y: 100))))
  }

  @Test func expandedInputsAreSortedAndMapCommandsAndKeys() {
    let script = EventScript(
      viewport: Viewport(width: 300, height: 600, scale: 1),
      events: [
        TimedScriptEvent(
          t: 0, event: .swipe(x: 1, fromY: 300, toY: 100, duration: 0.05, hold: 0.1)),
        TimedScriptEvent(t: 0.1, event: .wheel(dx: 0, dy: -2, precise: false, x: nil, y: nil)),
        TimedScriptEvent(t: 0.1, event: .shiftOffScreen(animated: false)),
        TimedScriptEvent(t: 0.12, event: .set(key: "view.hud", value: .bool(true))),
        TimedScriptEvent(t: 0.2, event: .key(Shortcut(key: .space, modifiers: .shift))),
      ])
    let inputs = script.expandedInputs()
    #expect(inputs.map(\.time) == inputs.map(\.time).sorted())
    #expect(
      inputs.contains(
        .input(
          TimedInputEvent(time: 0.1, event: .wheel(dx: 0, dy: -2, precise: false, x: 150, y: 300))))
    )
    #expect(inputs.contains(.command(time: 0.1, .shiftOffScreen(animated: false))))
    #expect(inputs.contains(.command(time: 0.12, .set(key: "view.hud", value: .bool(true)))))
    #expect(inputs.last == .input(TimedInputEvent(time: 0.2, event: .keyDown(.space, .shift))))
    // The swipe's lift at 0.15 s lands between the commands and the key press.
    let upIndex = inputs.firstIndex {
      if case .input(let e) = $0, case .pointerUp = e.event { return true } else { return false }
    }
    #expect(upIndex == inputs.count - 2)
  }

  @Test func encoderRoundTrips() throws {
    let original = EventScript(
      preset: "showcase",
      config: ConfigLayer(entries: [.init(key: "header.shiftBehavior", value: .string("enabled"))]),
      viewport: Viewport(width: 390, height: 844, scale: 3), fps: 120, duration: 6.5,
      events: [
        TimedScriptEvent(t: 0, event: .touchDown(x: 195.5, y: 600)),
        TimedScriptEvent(t: 0.0166, event: .touchMove(x: 195.5, y: 590.25)),
        TimedScriptEvent(t: 0.033, event: .touchUp(x: 195.5, y: 580)),
        TimedScriptEvent(t: 0.04, event: .touchDown(x: 195.5, y: 600)),
        TimedScriptEvent(t: 0.05, event: .touchUp(x: 195.5, y: 590, velocity: -1234.5)),
        TimedScriptEvent(
          t: 0.5, event: .swipe(x: 195, fromY: 650, toY: 250, duration: 0.15, hold: 0.2)),
        TimedScriptEvent(t: 1, event: .wheel(dx: 1, dy: -0.5, precise: true, x: 3, y: 4)),
        TimedScriptEvent(t: 1, event: .wheel(dx: 0, dy: 2, precise: false, x: nil, y: nil)),
        TimedScriptEvent(t: 2, event: .shiftOffScreen(animated: false)),
        TimedScriptEvent(t: 3, event: .shiftOnScreen(animated: true)),
        TimedScriptEvent(t: 4, event: .set(key: "statusBar.time", value: .string("10:09"))),
        TimedScriptEvent(t: 5, event: .key(Shortcut(key: .slash, modifiers: .shift))),
        TimedScriptEvent(t: 5, event: .key(Shortcut(key: .r, modifiers: [.control, .shift]))),
      ])
    let text = original.encoded()
    #expect(try EventScript.decode(text, file: "rec.json", knownPresets: presets) == original)
    #expect(
      text.contains(
        #"    {"t": 0.5, "type": "swipe", "x": 195, "fromY": 650, "toY": 250, "duration": 0.15, "hold": 0.2},"#
      ))
    #expect(text.contains(#"{"t": 5, "type": "key", "key": "?"}"#))
    #expect(text.contains(#""type": "touchUp", "x": 195.5, "y": 590, "velocity": -1234.5}"#))
    #expect(try EventScript.decode(EventScript().encoded(), file: "e.json") == EventScript())
  }

  @Test func mutatedScriptsNeverTrap() throws {
    let url = packageRoot().appendingPathComponent("Assets/Scripts/shift-enabled.json")
    let original = Array(try String(contentsOf: url, encoding: .utf8).utf8)
    let replacements = Array("{}[]\":,-0159.eEtn ax".utf8)
    var state: UInt64 = 42
    for _ in 0..<1500 {
      var bytes = original
      for _ in 0..<3 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let position = Int(state >> 33) % bytes.count
        bytes[position] = replacements[Int(state >> 17) % replacements.count]
      }
      let text = String(decoding: bytes, as: UTF8.self)
      if let script = try? EventScript.decode(text, file: "m.json") {
        _ = script.expandedInputs()
        _ = script.encoded()
      } else {
        #expect(!EventScript.validate(text, file: "m.json").isEmpty)
      }
    }
  }

  @Test func handBuiltDegenerateSwipeDoesNotTrap() {
    let inputs = EventScript(events: [
      TimedScriptEvent(t: 0, event: .swipe(x: 0, fromY: 0, toY: 10, duration: 0, hold: .nan))
    ]).expandedInputs()
    #expect(inputs.count == 3)
    #expect(
      inputs.last == .input(TimedInputEvent(time: 0, event: .pointerUp(.finger(0), x: 0, y: 10))))
  }

  @Test func everyDemoScriptValidates() throws {
    let files = try jsonFiles(in: "Assets/Scripts")
    let names = Set(files.map(\.lastPathComponent))
    for required in [
      "shift-disabled.json", "shift-enabled.json", "shift-enabled-with-status-bar.json",
      "shift-hideable.json", "quick-return.json", "over-extension.json", "short-content.json",
      "wheel-scrolling.json",
    ] {
      #expect(names.contains(required))
    }
    let presets = try shippedPresetNames()
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(EventScript.validate(text, file: file.lastPathComponent, knownPresets: presets) == [])
      let script = try EventScript.decode(text, file: file.lastPathComponent, knownPresets: presets)
      #expect(script.viewport.width == 390 && script.viewport.height == 844)
      #expect((4...8).contains(script.effectiveDuration), "\(file.lastPathComponent)")
      #expect(try EventScript.decode(script.encoded(), file: "re.json") == script)
    }
  }
}

@Suite struct ShortcutTests {
  static let cases: [(String, Key, KeyModifiers)] = [
    ("H", .h, []), ("1", .digit1, []), ("Ctrl+R", .r, .control), ("?", .slash, .shift),
    ("Space", .space, []), ("Shift+Space", .space, .shift), ("PageDown", .pageDown, []),
    ("F12", .f12, []), ("ctrl+shift+r", .r, [.control, .shift]), ("Enter", .enter, []),
    ("Alt+Left", .left, .alt),
  ]

  @Test(arguments: cases)
  func parses(name: String, key: Key, modifiers: KeyModifiers) {
    #expect(Shortcut(parsing: name) == Shortcut(key: key, modifiers: modifiers))
  }

  @Test(arguments: ["", "Ctrl+", "Hyper+H", "K", "F13", "+", "Ctrl++"])
  func rejects(name: String) {
    #expect(Shortcut(parsing: name) == nil)
  }

  @Test func canonicalNamesRoundTrip() {
    for key in Key.allCases {
      for modifiers: KeyModifiers in [[], .shift, .control, [.control, .alt, .shift]] {
        let shortcut = Shortcut(key: key, modifiers: modifiers)
        #expect(Shortcut(parsing: shortcut.description) == shortcut)
      }
    }
    #expect(Shortcut(key: .slash, modifiers: .shift).description == "?")
    #expect(Shortcut(key: .r, modifiers: [.shift, .control]).description == "Ctrl+Shift+R")
  }
}
