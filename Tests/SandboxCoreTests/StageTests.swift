import PhoneDrawing
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing
import TuningPanel

@testable import SandboxStage

/// The window's frame without a window: events and wall time in, a display list and effects out.
@Suite struct StageTests {
  static let viewport = Size(width: 390, height: 844)

  /// A stage of one phone, or an A/B pair when `compare` is set (B with a taller header).
  static func stage(
    compare: Bool = false, sections: Set<String> = ["header"], configPath: String? = nil,
    presets: StagePresets = StagePresets(), timeline: Bool = false
  ) -> Stage {
    var phones = [StageSetup.Phone(settings: SandboxSettings.defaults(), label: "A · x")]
    if compare {
      var values = ConfigValues()
      try! values.set(key: "header.maximumHeight", value: .number(200))
      phones.append(
        StageSetup.Phone(settings: try! SandboxSettings(values: values), label: "B · y"))
    }
    var setup = StageSetup(phones: phones, viewport: viewport)
    setup.preferences.openSections = sections
    setup.configPath = configPath
    setup.presets = presets
    setup.showTimeline = timeline
    var stage = try! Stage(setup)
    _ = stage.start()
    return stage
  }

  /// Runs one 1/60 s frame with `events`, spread evenly over it.
  @discardableResult
  static func frame(
    _ stage: inout Stage, _ events: [InputEvent] = [], config: StageInput.ConfigChange? = nil
  )
    -> StageFrame
  {
    let start = stage.phones[0].time
    let timed = events.enumerated().map {
      TimedInputEvent(
        time: start + Double($0.offset + 1) / Double(events.count + 1) / 60, event: $0.element)
    }
    return stage.frame(
      StageInput(
        events: timed, eventsFrom: start, eventsTo: start + 1.0 / 60, realSeconds: 1.0 / 60,
        config: config))
  }

  static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .keyDown(key, modifiers)
  }

  static func texts(_ list: DisplayList?) -> [String] {
    (list?.commands ?? []).compactMap {
      if case .text(let run) = $0 { return run.text } else { return nil }
    }
  }

  @Test func aDragOnTheColumnEditsOnlyThePhoneItTargets() throws {
    var stage = Self.stage(compare: true)
    Self.frame(&stage, [Self.key(.f2)])
    #expect(stage.layout.columnShown)
    let frame = try #require(stage.layout.panelFrame)
    #expect(frame.x == 796, "the column sits right of both phones and their gutter")
    let layout = PanelLayout(
      model: stage.column.panel, values: stage.phones[0].settings.values,
      presets: stage.column.presetNames, frame: frame)
    let item = try #require(layout.slider(.parameter("header.maximumHeight")))
    let track = try #require(item.track)
    let y = track.y + track.height / 2
    Self.frame(&stage, [.pointerDown(.mouse, x: track.x + 0.25 * track.width, y: y)])
    Self.frame(&stage, [.pointerMove(.mouse, x: track.x + 0.4 * track.width, y: y)])
    Self.frame(&stage, [.pointerUp(.mouse, x: track.x + 0.4 * track.width, y: y)])
    #expect(stage.phones[0].settings.values["header.maximumHeight"] == .number(240))
    #expect(stage.phones[1].settings.values["header.maximumHeight"] == .number(200))
    #expect(stage.phones[0].scroll.offset == 0 && stage.phones[1].scroll.offset == 0)
  }

  @Test func slowMotionThenThePanelShowsAQuarter() {
    var stage = Self.stage(sections: ["view"])
    Self.frame(&stage, [Self.key(.s)])
    let frame = Self.frame(&stage, [Self.key(.f2)])
    #expect(stage.phones[0].settings.values["view.timeScale"] == .number(0.25))
    #expect(Self.texts(frame.list).contains { $0.hasPrefix("0.25") }, "\(Self.texts(frame.list))")
  }

  @Test func ctrlRTwiceYieldsTheRecordedScript() throws {
    var stage = Self.stage()
    let started = Self.frame(&stage, [Self.key(.r, .control)]).effects
    #expect(stage.isRecording)
    #expect(started.contains { if case .recordingStarted = $0 { true } else { false } })
    Self.frame(&stage, [.pointerDown(.finger(0), x: 100, y: 600)])
    Self.frame(&stage, [.pointerMove(.finger(0), x: 100, y: 500)])
    Self.frame(&stage, [.pointerUp(.finger(0), x: 100, y: 400), Self.key(.s)])
    let stopped = Self.frame(&stage, [Self.key(.r, .control)]).effects
    #expect(!stage.isRecording)
    let script = try #require(
      stopped.lazy.compactMap { if case .saveRecording(let s) = $0 { s } else { nil } }.first)
    let kinds = script.events.map { "\($0.event)" }
    #expect(script.events.count == 4, "\(kinds)")
    #expect(script.events[0].event == .touchDown(x: 100, y: 600))
    #expect(script.events[2].event == .touchUp(x: 100, y: 400))
    #expect(script.events[3].event == .key(Shortcut(key: .s, modifiers: [])))
    #expect(script.events.allSatisfy { $0.t >= 0 && $0.t < 0.1 })
    #expect(!kinds.contains { $0.contains("Ctrl") }, "the session's own keys stay out")
  }

  @Test func anInvalidHotReloadShowsABannerAndKeepsTheValues() {
    var stage = Self.stage(configPath: "tune.json")
    Self.frame(&stage, config: .text(#"{"header": {"maximumHeight": 100}}"#))
    #expect(stage.phones[0].settings.values["header.maximumHeight"] == .number(100))
    #expect(stage.column.banner == nil)
    let frame = Self.frame(&stage, config: .text(#"{"header": {"maximumHeight": "tall"}}"#))
    #expect(stage.phones[0].settings.values["header.maximumHeight"] == .number(100))
    let banner = stage.column.banner
    #expect(banner?.contains("tune.json") == true)
    #expect(Self.texts(frame.list).contains { $0.contains("config not applied") })
    #expect(!frame.mayWait, "a reload is news to draw")
  }

  @Test func phoneBReceivesEveryShortcutThatAppliesToIt() {
    var stage = Self.stage(compare: true)
    Self.frame(&stage, [Self.key(.s), Self.key(.t), Self.key(.f1), Self.key(.slash, .shift)])
    for phone in stage.phones {
      #expect(phone.view.timeScale == 0.25)
      #expect(phone.view.showTouchIndicators && phone.view.showHUD && phone.view.showHelp)
    }
    Self.frame(&stage, [Self.key(.p)])
    let paused = stage.phones.map(\.time)
    Self.frame(&stage, [Self.key(.period)])
    for (index, phone) in stage.phones.enumerated() {
      #expect(phone.view.isPaused)
      #expect(abs(phone.time - paused[index] - 1.0 / 60) < 1e-9, "both phones step")
    }
    Self.frame(&stage, [Self.key(.escape)])
    #expect(stage.phones.allSatisfy { !$0.view.showHelp })
    // A simulation key with Ctrl (dropped for B before) reaches both phones.
    Self.frame(&stage, [Self.key(.p), Self.key(.digit4, .control)])
    Self.frame(&stage)
    #expect(stage.phones.allSatisfy { $0.settings.header.shiftBehavior == .hideable })
    // Stage-wide shortcuts act once, not once per phone.
    let effects = Self.frame(&stage, [Self.key(.f12), Self.key(.f11), Self.key(.e, .control)])
      .effects
    #expect(effects.filter { if case .screenshot = $0 { true } else { false } }.count == 1)
    #expect(effects.filter { if case .toggleFullscreen = $0 { true } else { false } }.count == 1)
    #expect(effects.filter { if case .export = $0 { true } else { false } }.count == 1)
  }

  @Test func pointersLandInEachPhonesOwnPoints() {
    var layout = StageLayout(viewport: Self.viewport, phoneCount: 2)
    layout.columnShown = true
    let band = PhoneArrangement.captionBandHeight
    #expect(
      layout.localized(.pointerDown(.mouse, x: 500, y: 300), phone: 0)
        == .pointerDown(.mouse, x: 94, y: 300 - band),
      "B starts after A and a 16 pt gutter, under the caption band")
    #expect(
      layout.localized(.pointerDown(.mouse, x: 500, y: 300), phone: 1)
        == .pointerDown(.mouse, x: 94, y: 300 - band))
    #expect(
      layout.localized(.wheel(dx: 0, dy: 1, precise: true, x: 20, y: band + 5), phone: 1)
        == .wheel(dx: 0, dy: 1, precise: true, x: 20, y: 5))
    #expect(layout.isOnColumn(x: 797) && !layout.isOnColumn(x: 795))
    // A drag on phone B scrolls both phones alike.
    var stage = Self.stage(compare: true)
    Self.frame(&stage, [.pointerDown(.finger(0), x: 601, y: 740)])
    for y in stride(from: 720.0, through: 440, by: -20) {
      Self.frame(&stage, [.pointerMove(.finger(0), x: 601, y: y)])
    }
    #expect(stage.phones[0].scroll.offset > 100)
    #expect(stage.phones[0].scroll.offset == stage.phones[1].scroll.offset)
    #expect(stage.phones[1].pointers[.finger(0)] == Point(x: 195, y: 440 - band))
  }

  @Test func theColumnSetsTheCanvasAndAResizeIsNoted() {
    var stage = Self.stage(compare: true)
    let height = 844 + PhoneArrangement.captionBandHeight
    #expect(stage.canvasSize == Size(width: 796, height: height))
    let opened = Self.frame(&stage, [Self.key(.f3)]).effects
    let sizes = opened.compactMap { if case .setCanvas(let size) = $0 { size } else { nil } }
    #expect(sizes == [Size(width: 796 + PanelStyle.columnWidth, height: height)])
    #expect(Self.frame(&stage).list?.size == sizes[0])
    // A window showing the canvas at its size or larger changes nothing but the note (a
    // shrinking one enlarges the captions: PhoneDeviceTests).
    let resized = Self.frame(&stage, [.resize(width: 1400, height: 1000)])
    #expect(stage.host.windowSize == Size(width: 1400, height: 1000))
    #expect(!resized.effects.contains { if case .setCanvas = $0 { true } else { false } })
    let closed = Self.frame(&stage, [Self.key(.f3)]).effects
    #expect(
      closed.compactMap { if case .setCanvas(let size) = $0 { size } else { nil } }
        == [Size(width: 796, height: height)])
  }

  @Test func aPresetSwitchComesFromTheLoadedValues() throws {
    var presets = StagePresets()
    let layer = ConfigLayer(entries: [.init(key: "header.maximumHeight", value: .number(150))])
    presets.add(
      "tall", .loaded(Preset(name: "tall", description: "", values: layer)), shipped: true)
    presets.add("broken", .failed("broken.json: not JSON"), shipped: true)
    var stage = Self.stage(compare: true, presets: presets)
    stage.switchPreset("tall")
    #expect(stage.phones[0].settings.values["header.maximumHeight"] == .number(150))
    #expect(stage.labels[0] == "A · tall")
    stage.switchPreset("broken")
    #expect(stage.column.panel.status == "preset broken: broken.json: not JSON")
    #expect(stage.phones[0].settings.values["header.maximumHeight"] == .number(150))
  }

  /// The window reads the presets its first frame does not need after that frame
  /// (`StagePresets.Entry.pending`): one chosen before then says so and changes nothing; once
  /// read, it switches, and an entry saved meanwhile is kept.
  @Test func pendingPresetsSwitchOnceTheHostHasReadThem() throws {
    let layer = ConfigLayer(entries: [.init(key: "header.maximumHeight", value: .number(150))])
    let tall = Preset(name: "tall", description: "", values: layer)
    var presets = StagePresets()
    presets.add("tall", .pending, shipped: true)
    presets.add("mine", .pending, shipped: false)
    var stage = Self.stage(compare: true, presets: presets)
    let before = stage.phones[0].settings.values["header.maximumHeight"]
    stage.switchPreset("tall")
    #expect(stage.column.panel.status == "preset tall: still being read")
    #expect(stage.phones[0].settings.values["header.maximumHeight"] == before)
    var read = StagePresets()
    read.add("tall", .loaded(tall), shipped: true)
    stage.presetsRead(read)
    stage.switchPreset("tall")
    #expect(stage.phones[0].settings.values["header.maximumHeight"] == .number(150))
    #expect(stage.labels[0] == "A · tall")
    // A preset the host no longer finds is reported when chosen, not dropped from the menu.
    #expect(stage.column.presetNames == ["tall", "mine"])
    stage.switchPreset("mine")
    #expect(stage.column.panel.status == "preset mine: no longer there")
  }

  /// `Stage.expectedText`, what the window warms its fonts with, is the text its first frame
  /// draws: the same words at the same sizes and weights (but for the strip's live clock, which
  /// the frame moves on), and asking changes nothing.
  @Test func expectedTextIsTheFirstFramesText() throws {
    var stage = Self.stage(compare: true, timeline: true)
    let expected = stage.expectedText().filter { !$0.text.hasPrefix("live ·") }
    #expect(stage.expectedText().filter { !$0.text.hasPrefix("live ·") } == expected)
    let list = try #require(Self.frame(&stage).list)
    let drawn = list.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
      .filter { !$0.text.hasPrefix("live ·") }
    #expect(!expected.isEmpty)
    #expect(expected.map(\.text) == drawn.map(\.text))
    #expect(expected.map(\.size) == drawn.map(\.size))
    #expect(expected.map(\.weight) == drawn.map(\.weight))
  }

  @Test func quitAndFinishSaveTheRecordingAndThePanelState() {
    var stage = Self.stage()
    Self.frame(&stage, [Self.key(.r, .control), Self.key(.f2)])
    let quit = Self.frame(&stage, [.quit]).effects
    #expect(quit.contains { if case .quit = $0 { true } else { false } })
    let finish = stage.finish()
    #expect(finish.contains { if case .saveRecording = $0 { true } else { false } })
    let saved = finish.compactMap {
      if case .savePreferences(let p, let canvas) = $0 { (p, canvas) } else { nil }
    }
    #expect(saved.count == 1 && saved[0].0.showPanel && saved[0].1 == stage.canvasSize)
  }
}
