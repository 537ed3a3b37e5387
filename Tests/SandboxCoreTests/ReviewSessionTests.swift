import PhoneDrawing
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SandboxStage

@Suite struct ReviewSessionTests {
  private let presets = ["showcase", "mdc-default"]

  private func errors(_ text: String) -> [String] {
    ReviewSession.validate(text, file: "s.json", knownPresets: presets, positioned: true)
      .map(\.description)
  }

  @Test func decodesEveryField() throws {
    let text = """
      {"version": 1, "script": "flick.json",
       "phones": [
         {"preset": "showcase", "device": "pixel-8", "set": {"header.minimumHeight": 60}},
         {"config": "snappy.json", "set": {"header": {"maximumHeight": 200}}}],
       "reference": {"path": "real.mp4", "offset": -0.25},
       "loops": [[0.5, 1.5], [2, 3]], "playhead": 1.25,
       "markers": [{"t": 1, "phone": "B", "text": "snap sooner"}, {"t": 2, "text": "good"}]}
      """
    let session = try ReviewSession.decode(text, file: "s.json", knownPresets: presets)
    #expect(session.script == .path("flick.json"))
    #expect(session.phones.count == 2)
    #expect(session.phones[0].preset == "showcase")
    #expect(session.phones[0].device == "pixel-8")
    #expect(session.phones[0].set["header.minimumHeight"] == .number(60))
    #expect(session.phones[1].config == "snappy.json")
    #expect(session.phones[1].set["header.maximumHeight"] == .number(200))
    #expect(session.reference == ReviewSession.Reference(path: "real.mp4", offset: -0.25))
    #expect(session.loops == [.init(from: 0.5, to: 1.5), .init(from: 2, to: 3)])
    #expect(session.playhead == 1.25)
    #expect(session.markers[0] == ReviewSession.Marker(t: 1, phone: 1, text: "snap sooner"))
    #expect(session.markers[1].phone == nil)
    #expect(session.markers[1].phoneName == "all")
  }

  @Test func readsAnInlineScriptWithItsProblemsAtTheirNestedPaths() throws {
    let good = #"{"version": 1, "script": {"version": 1, "events": []}, "phones": [{}]}"#
    let session = try ReviewSession.decode(good, file: "s.json")
    guard case .inline(let script) = session.script else {
      Issue.record("expected an inline script")
      return
    }
    #expect(script.events.isEmpty)
    let bad = """
      {"version": 1,
       "script": {"version": 1, "events": [{"t": 0, "type": "tap"}]},
       "phones": [{}]}
      """
    #expect(
      errors(bad).first?.hasPrefix("s.json:2:47: script.events[0].type: expected") == true,
      "\(errors(bad))")
  }

  @Test func reportsEveryProblemWithLineColumnAndPath() {
    let text = """
      {"version": 2, "script": 3,
       "phones": [{"preset": "nope", "device": "brick", "set": {"header.minimumHeight": 9000},
                   "colour": 1}],
       "reference": {"offset": 1},
       "loops": [[2, 1], [0], [-1, 1]],
       "playhead": -1,
       "markers": [{"t": 1, "phone": "C", "text": "a\\nb"}, {"text": "x"}],
       "extra": true}
      """
    let found = errors(text)
    let expected = [
      "s.json:8:2: extra: expected one of the session fields version, script, phones, "
        + "reference, loops, playhead, markers, found an unknown field",
      "s.json:1:2: version: expected 1, found 2",
      "s.json:1:16: script: expected a script file's path or an inline script object, found 3",
      "s.json:3:14: phones[0].colour: expected one of the phone fields preset, config, device, "
        + "set, found an unknown field",
      "s.json:2:14: phones[0].preset: expected a known preset (showcase, mdc-default), "
        + "found \"nope\"",
    ]
    #expect(Array(found.prefix(5)) == expected)
    #expect(
      found.contains { $0.hasPrefix("s.json:2:32: phones[0].device: expected a device name") })
    #expect(found.contains { $0.hasPrefix("s.json:2:59: phones[0].set.header.minimumHeight:") })
    #expect(found.contains("s.json:4:2: reference.path: expected a string, found nothing"))
    #expect(found.contains("s.json:5:12: loops[0]: expected FROM before TO, found [2, 1]"))
    #expect(found.contains("s.json:5:20: loops[1]: expected [FROM, TO] in seconds, found an array"))
    #expect(found.contains("s.json:5:26: loops[2][0]: expected seconds in 0…3600, found -1"))
    #expect(found.contains("s.json:6:2: playhead: expected seconds in 0…3600, found -1"))
    #expect(
      found.contains(
        "s.json:7:23: markers[0].phone: expected a phone of this session (A) or \"all\", found \"C\""
      ))
    #expect(
      found.contains("s.json:7:37: markers[0].text: expected a single line, found a line break"))
    #expect(found.contains("s.json:7:54: markers[1].t: expected a finite number, found nothing"))
    #expect(found.count == 15)
  }

  @Test func requiresVersionScriptAndOneToFivePhones() {
    #expect(
      errors("{}") == [
        "s.json:1:1: version: expected a finite number, found nothing",
        "s.json:1:1: script: expected a script file's path or an inline script object, "
          + "found nothing",
        "s.json:1:1: phones: expected an array of 1…5 phone objects, found nothing",
      ])
    let six = #"{"version": 1, "script": "a.json", "phones": [{}, {}, {}, {}, {}, {}]}"#
    #expect(
      errors(six) == ["s.json:1:36: phones: expected an array of 1…5 phone objects, found 6 phones"]
    )
  }

  @Test func syntaxErrorsAreDataErrorsWithTheirPosition() {
    do {
      _ = try ReviewSession.decode("{\"version\": 1,\n ]", file: "s.json", positioned: true)
      Issue.record("expected a syntax error")
    } catch {
      #expect(error.exitCode == 65)
      #expect(error.line == 2)
    }
  }

  @Test func encodesAndDecodesBackEqual() throws {
    var set = ConfigLayer()
    set.entries = [
      .init(key: "header.minimumHeight", value: .number(64)),
      .init(key: "header.shiftBehavior", value: .string("hideable")),
    ]
    let inline = EventScript(
      fps: 30, duration: 3,
      events: [
        TimedScriptEvent(
          t: 0.5, event: .swipe(x: 195, fromY: 650, toY: 250, duration: 0.15, hold: 0))
      ])
    let sessions = [
      ReviewSession(script: .path("flick.json"), phones: [.init(preset: "showcase")]),
      ReviewSession(
        script: .inline(inline),
        phones: [
          .init(preset: "showcase", device: "pixel-8", set: set),
          .init(preset: "mdc-default", config: "b.json"),
        ],
        reference: .init(path: "r.mp4", offset: 0.5), loops: [.init(from: 0.25, to: 1)],
        playhead: 0.75,
        markers: [.init(t: 0.5, phone: 1, text: "snap \"sooner\""), .init(t: 1, text: "ok")]),
    ]
    for session in sessions {
      let text = session.encoded()
      let decoded = try ReviewSession.decode(text, file: "s.json", knownPresets: presets)
      #expect(decoded == session, "\(text)")
    }
    #expect(sessions[1].encoded().contains(#"{"t": 0.5, "phone": "B", "text": "snap \"sooner\""}"#))
  }
}

@Suite struct SessionChaptersTests {
  @Test func oneChapterPerMarkerRunningToTheNext() {
    let markers: [ReviewSession.Marker] = [
      .init(t: 2, text: "b=2"), .init(t: 0.5, phone: 1, text: "a; #1"), .init(t: 9, text: "late"),
    ]
    let chapters = SessionChapters.chapters(markers, duration: 3)
    #expect(chapters.map(\.start) == [0, 500, 2000])
    #expect(chapters.map(\.end) == [500, 2000, 3000])
    #expect(chapters.map(\.title) == ["Start", "B: a; #1", "all: b=2"])
    #expect(SessionChapters.ffmetadata(chapters).contains("title=B: a\\; \\#1\n"))
    #expect(SessionChapters.ffmetadata(chapters).hasPrefix(";FFMETADATA1\n[CHAPTER]\n"))
  }

  @Test func aCommentShowsOverItsPhoneForItsHold() {
    let markers: [ReviewSession.Marker] = [.init(t: 1, phone: 1, text: "snap sooner")]
    let arrangement = PhoneArrangement(viewport: Size(width: 390, height: 844), count: 2)
    func texts(at time: Double) -> [TextRun] {
      var list = DisplayList(size: arrangement.size)
      MarkerCaption.paint(markers, at: time, arrangement: arrangement, into: &list)
      return list.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }
    #expect(texts(at: 0.9).isEmpty)
    #expect(texts(at: 1 + MarkerCaption.holdSeconds).isEmpty)
    let shown = texts(at: 1.2)
    #expect(shown.map(\.text) == ["1.000 s · frame 60 · snap sooner"])
    #expect(shown[0].origin.x > arrangement.frame(1).x, "over phone B, not A")
  }
}
