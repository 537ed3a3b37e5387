import PhoneDrawing
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SandboxStage

/// Each compared phone on its own device (`--compare PRESET@DEVICE`): its own screen size,
/// status bar, cutout and home indicator, top-aligned beside the others at one scale; and
/// captions and the timeline strip that stay readable when the window shrinks the canvas.
@Suite struct PhoneDeviceTests {
  static let iPhone = DeviceCatalog.standard
  static let pixel = DeviceCatalog.profile(named: "pixel-8")!

  /// A on the default iPhone, B on a Pixel 8, C sharing A's screen.
  static func stage() throws -> Stage {
    var android = StageSetup.Phone(settings: SandboxSettings.defaults(), label: "B · android")
    android.device = pixel
    var setup = StageSetup(
      phones: [
        StageSetup.Phone(settings: SandboxSettings.defaults(), label: "A · ios"), android,
        StageSetup.Phone(settings: SandboxSettings.defaults(), label: "C · shared"),
      ],
      viewport: Size(width: iPhone.width, height: iPhone.height))
    setup.device = iPhone
    var stage = try Stage(setup)
    _ = stage.start()
    return stage
  }

  /// The cutout shapes drawn inside canvas x-range `frame`.
  static func cutouts(_ list: DisplayList, in frame: Rect) -> (islands: Int, holes: Int) {
    var islands = 0
    var holes = 0
    for command in list.commands {
      switch command {
      case .fillRoundedRect(let rect, _, let color)
      where color == Theme.cutout && rect.minX >= frame.minX && rect.maxX <= frame.maxX
        && rect.height > 30:
        islands += 1
      case .fillCircle(let center, _, let color)
      where color == Theme.cutout && center.x > frame.minX && center.x < frame.maxX:
        holes += 1
      default: break
      }
    }
    return (islands, holes)
  }

  @Test func eachPhoneHasItsOwnDeviceSizeAndHardware() throws {
    var stage = try Self.stage()
    #expect(stage.phones.map(\.viewport.width) == [393, 412, 393])
    #expect(stage.phones[1].viewport == Size(width: 412, height: 915))
    #expect(stage.phones.map(\.device.statusBarStyle) == [.iosNotch, .android, .iosNotch])
    let arrangement = stage.layout.arrangement
    // Top-aligned under the band, each at its own size, one scale for all.
    #expect(Set((0..<3).map { arrangement.frame($0).y }).count == 1)
    #expect(arrangement.frame(1).width == 412 && arrangement.frame(1).height == 915)
    #expect(arrangement.frame(2).x == arrangement.frame(1).maxX + 16)
    #expect(stage.canvasSize.height == 915 + arrangement.captionBand)
    let list = try #require(StageTests.frame(&stage).list)
    let a = Self.cutouts(list, in: arrangement.frame(0))
    let b = Self.cutouts(list, in: arrangement.frame(1))
    #expect(a.islands == 1 && a.holes == 0, "the iPhone has its Dynamic Island")
    #expect(b.islands == 0 && b.holes == 1, "the Pixel has a punch hole and no island")
    // The Pixel's gesture handle: 108 dp, centred in its 24-dp gesture bar.
    let frameB = arrangement.frame(1)
    let handle = list.commands.contains {
      if case .fillRoundedRect(let rect, _, _) = $0 {
        return rect.width == 108 && rect.height == Theme.navigationHandleHeight
          && abs(rect.y + rect.height / 2 - (frameB.maxY - 12)) < 0.01
          && abs(rect.x + rect.width / 2 - (frameB.x + frameB.width / 2)) < 0.01
      }
      return false
    }
    #expect(handle)
    // A pointer on B lands in B's own points.
    let local = stage.layout.localized(
      .pointerDown(.mouse, x: frameB.x + 400, y: frameB.y + 900), phone: 1)
    #expect(local == .pointerDown(.mouse, x: 400, y: 900))
  }

  @Test func captionsAndTheStripStayReadableAt1280By800() throws {
    let phones = (0..<5).map { index -> StageSetup.Phone in
      var values = ConfigValues()
      try! values.set(key: "header.maximumHeight", value: .number(120 + Double(index) * 10))
      try! values.set(key: "header.minimumHeight", value: .number(50 + Double(index)))
      try! values.set(key: "scroll.touchSlop", value: .number(10 + Double(index)))
      var phone = StageSetup.Phone(
        settings: try! SandboxSettings(values: values),
        label: "\(CompareCaption.letter(index)) · a-rather-long-preset-name-\(index)")
      if index == 2 { phone.device = Self.pixel }
      return phone
    }
    var setup = StageSetup(phones: phones, viewport: Size(width: 393, height: 852))
    setup.preferences.showPanel = true
    setup.showTimeline = true
    var stage = try Stage(setup)
    _ = stage.start()
    let window = Size(width: 1280, height: 800)
    _ = stage.noteWindowSize(window)
    let list = try #require(StageTests.frame(&stage).list)
    let canvas = stage.canvasSize
    #expect(list.size == canvas)
    let pixelsPerPoint = min(window.width / canvas.width, window.height / canvas.height)
    #expect(pixelsPerPoint < 0.6, "five phones and the panel shrink the canvas")
    let band = stage.layout.arrangement.captionBand
    let captions = list.commands.compactMap { command -> TextRun? in
      if case .text(let run) = command, run.origin.y < band,
        run.origin.x < stage.layout.phonesWidth
      {
        return run
      }
      return nil
    }
    #expect(captions.count >= 10)
    for run in captions {
      #expect(run.size * pixelsPerPoint >= 11, "\(run.text): \(run.size * pixelsPerPoint) px")
    }
    // B..E say what differs on two lines rather than in smaller text.
    let secondLines = captions.filter { $0.origin.y > band / 2 }
    #expect(secondLines.count >= 4)
    let strip = try #require(stage.layout.timelineFrame)
    #expect(strip.height * pixelsPerPoint >= 20)
    let tickLabels = list.commands.compactMap { command -> TextRun? in
      if case .text(let run) = command, run.origin.y > strip.y, run.text.hasSuffix(" s"),
        run.text.first?.isNumber == true
      {
        return run
      }
      return nil
    }
    #expect(tickLabels.count >= 3, "time ticks are labelled")
    #expect(tickLabels.allSatisfy { $0.size * pixelsPerPoint >= 10 })
  }

  @Test func anUnscaledWindowKeepsTheBaseSizes() throws {
    var stage = try Self.stage()
    let canvas = stage.canvasSize
    _ = stage.noteWindowSize(Size(width: canvas.width * 2, height: canvas.height * 2))
    #expect(stage.layout.captionScale == 1)
    #expect(stage.layout.arrangement.captionBand == PhoneArrangement.captionBandHeight)
  }

  @Test func aRecordingSavesTheComparedPhonesWithTheirDevices() throws {
    var android = StageSetup.Phone(settings: SandboxSettings.defaults(), label: "B · android")
    android.device = Self.pixel
    android.spec = "android-views@pixel-8"
    var ios = StageSetup.Phone(settings: SandboxSettings.defaults(), label: "C · ios")
    ios.spec = "ios-large-title@iphone-15-pro"
    var setup = StageSetup(
      phones: [StageSetup.Phone(settings: SandboxSettings.defaults(), label: "A"), android, ios],
      viewport: Size(width: 393, height: 852))
    setup.device = Self.iPhone
    var stage = try Stage(setup)
    _ = stage.start()
    StageTests.frame(&stage, [StageTests.key(.r, .control)])
    StageTests.frame(&stage, [.pointerDown(.mouse, x: 100, y: 400)])
    StageTests.frame(&stage, [.pointerUp(.mouse, x: 100, y: 300)])
    let stopped = StageTests.frame(&stage, [StageTests.key(.r, .control)]).effects
    let script = try #require(
      stopped.lazy.compactMap { if case .saveRecording(let s) = $0 { s } else { nil } }.first)
    #expect(script.compare == ["android-views@pixel-8", "ios-large-title@iphone-15-pro"])
    #expect(script.viewport.device == "iphone-15-pro")
    let again = try EventScript.decode(script.encoded(), file: "r.json")
    #expect(again == script, "the compared phones survive the round trip")
  }

  @Test func lightAndDarkArePerPhone() throws {
    var dark = ConfigValues()
    try dark.set(key: "theme.mode", value: .string("dark"))
    try dark.set(key: "header.model", value: .string("composeM3"))
    var android = StageSetup.Phone(settings: try SandboxSettings(values: dark), label: "B")
    android.device = Self.pixel
    let stage = try Stage(
      StageSetup(
        phones: [StageSetup.Phone(settings: SandboxSettings.defaults(), label: "A"), android],
        viewport: Size(width: 393, height: 852)))
    let hud = HUDStatus(framesPerSecond: 60, frameMilliseconds: 0, renderer: "test")
    let states = PhoneScenes.states(stage.phones, hud: hud)
    #expect(states.map(\.palette.isDark) == [false, true])
    #expect(states.map(\.device.name) == ["iphone-15-pro", "pixel-8"])
  }
}
