import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import PhoneDrawing
@testable import SandboxStage

@Suite("Scene builder: status bars per platform and the device's hardware")
struct SceneDeviceTests {
  private func state(_ name: String, shift: Double = 0) throws -> SceneState {
    var s = DeviceProfileTests.halfway(try #require(DeviceCatalog.profile(named: name)))
    s.statusBarShift = shift
    s.headerTop = -shift
    return s
  }

  @Test func androidPutsTheClockAndDotsLeftAndItsGlyphsRight() throws {
    let s = try state("pixel-8")
    let commands = SceneProbe.painted(s, StatusBarPainter.paint)
    let clock = try #require(SceneProbe.texts(commands, equalTo: "9:41").first)
    #expect(clock.origin.x == Theme.androidStatusInset && clock.alignment == .leading)
    #expect(clock.size == Theme.androidClockSize)
    let dots = commands.filter { if case .fillCircle = $0 { true } else { false } }
    #expect(dots.count == 2)
    // Wi-Fi, cellular and battery are each one filled path, ending 16 dp from the right edge.
    let glyphs = commands.compactMap { c -> Rect? in
      if case .fillPath = c { SceneProbe.bounds(c) } else { nil }
    }
    #expect(glyphs.count == 3)
    #expect(glyphs.allSatisfy { $0.minX > 412 / 2 })
    #expect(glyphs.map(\.maxX).max().map { $0 <= 412 - Theme.androidStatusInset + 1e-9 } == true)
  }

  @Test func iPadPutsTheClockAtTheLeftEdge() throws {
    let clock = try #require(
      SceneProbe.texts(
        SceneProbe.painted(try state("ipad-11"), StatusBarPainter.paint), equalTo: "9:41"
      )
      .first)
    #expect(clock.origin.x == Theme.padStatusInset && clock.alignment == .leading)
  }

  @Test func faceIDPhonesCentreTheClockInTheEarBesideTheirCutout() throws {
    let notch = try #require(
      SceneProbe.texts(
        SceneProbe.painted(try state("iphone-14"), StatusBarPainter.paint), equalTo: "9:41"
      ).first)
    #expect(notch.origin.x == (390 - 162) / 4 && notch.size == 17)
    let classic = try #require(
      SceneProbe.texts(
        SceneProbe.painted(try state("iphone-se"), StatusBarPainter.paint), equalTo: "9:41"
      ).first)
    #expect(classic.origin.x == 375 / 2 && classic.size == 12)
  }

  @Test func theIslandStaysWhenTheStatusBarShiftsOff() throws {
    let island = DrawCommand.fillRoundedRect(
      Rect(x: (393 - 126) / 2, y: 11, width: 126, height: 37.33), radius: 37.33 / 2, Theme.cutout)
    for shift in [0.0, 27, 54] {
      let commands = SceneBuilder.build(try state("iphone-15-pro", shift: shift)).commands
      #expect(commands.contains(island), "shift \(shift)")
    }
  }

  @Test func cutoutsAndHomeIndicatorsFollowTheDevice() throws {
    func hardware(_ name: String) throws -> [DrawCommand] {
      SceneProbe.painted(try state(name), DevicePainter.paintHardware)
    }
    #expect(try hardware("iphone-se").isEmpty)
    #expect(try hardware("ipad-11").isEmpty)
    let notch = try hardware("iphone-14")
    #expect(notch.count == 2)
    if case .fillPath(let path, let origin, let color) = notch[0] {
      #expect(color == Theme.cutout)
      let b = try #require(SceneProbe.tightBounds(path))
      #expect(isClose(origin.x + b.minX, (390 - 162) / 2 - DevicePainter.notchFillet))
      #expect(isClose(b.height, 34) && isClose(b.width, 162 + 2 * DevicePainter.notchFillet))
    } else {
      Issue.record("expected the notch path, found \(notch[0])")
    }
    #expect(
      notch[1]
        == .fillRoundedRect(
          Rect(x: (390 - 134) / 2, y: 844 - 8 - 5, width: 134, height: 5), radius: 2.5,
          Theme.homeIndicator))
    #expect(
      try hardware("pixel-8") == [
        .fillCircle(center: Point(x: 206, y: 12), radius: 6, Theme.cutout),
        // The gesture handle, 108 × 4 dp, centred in the 24-dp gesture bar.
        .fillRoundedRect(
          Rect(x: (412 - 108) / 2, y: 915 - 14, width: 108, height: 4), radius: 2,
          Theme.homeIndicator),
      ])
  }

  @Test func theDeviceFrameRoundsTheScreenCornersOnlyWhenOn() throws {
    var s = try state("iphone-15-pro")
    #expect(SceneProbe.painted(s, DevicePainter.paintScreenCorners).isEmpty)
    s.showDeviceFrame = true
    let corners = SceneProbe.painted(s, DevicePainter.paintScreenCorners)
    #expect(corners.count == 4)
    var origins: [Point] = []
    for corner in corners {
      guard case .fillPath(let path, let origin, let color) = corner else {
        Issue.record("expected a corner path, found \(corner)")
        continue
      }
      #expect(color == Theme.bezel)
      let b = try #require(SceneProbe.tightBounds(path))
      // The 55-pt corner square, reaching past both screen edges by the overshoot.
      let e = DevicePainter.screenCornerOvershoot
      #expect(isClose(b.width, 55 + e) && isClose(b.height, 55 + e))
      origins.append(origin)
    }
    // Each placed at the screen's own corner (where its edges round to at any scale).
    #expect(
      origins == [
        Point(x: 0, y: 0), Point(x: 393, y: 0), Point(x: 393, y: 852), Point(x: 0, y: 852),
      ])
    // Drawn last, over every overlay.
    #expect(Array(SceneBuilder.build(s).commands.suffix(4)) == corners)
    var se = try state("iphone-se")
    se.showDeviceFrame = true
    #expect(SceneProbe.painted(se, DevicePainter.paintScreenCorners).isEmpty, "square screen")
  }

  @Test func theBezelGrowsTheCanvasAndShiftsThePointer() {
    let viewport = Size(width: 390, height: 844)
    // Two phones: each 390 + 2 × 12 wide, a 16-pt gutter, a 40-pt caption band above.
    let gutter = PhoneArrangement.gutterWidth
    let band = PhoneArrangement.captionBandHeight
    #expect(
      PhonesPainter.canvasSize(viewport: viewport, phoneCount: 2, sideColumn: 100, bezel: 12)
        == Size(width: 2 * 414 + gutter + 100, height: 868 + band))
    var layout = StageLayout(viewport: viewport, phoneCount: 2)
    layout.bezel = 12
    #expect(layout.canvasSize == Size(width: 828 + gutter, height: 868 + band))
    #expect(layout.phonesSize == Size(width: 828 + gutter, height: 868 + band))
    // A finger on phone B's screen, 50 pt from its left edge and 30 pt from its top.
    let down = InputEvent.pointerDown(.finger(0), x: 414 + gutter + 12 + 50, y: band + 12 + 30)
    #expect(layout.localized(down, phone: 1) == .pointerDown(.finger(0), x: 50, y: 30))
    var single = StageLayout(viewport: viewport, phoneCount: 1)
    single.bezel = 12
    #expect(
      single.localized(.pointerMove(.mouse, x: 12, y: 12), phone: 0)
        == .pointerMove(.mouse, x: 0, y: 0))
  }

  @Test func composedFramesPutEachScreenInsideItsBezel() throws {
    var s = try state("iphone-14")
    s.showDeviceFrame = true
    let viewport = Size(width: 390, height: 844)
    let list = PhonesPainter.paint([s], viewport: viewport, bezel: 12)
    #expect(list.size == Size(width: 414, height: 868))
    let outer = Rect(x: 0, y: 0, width: 414, height: 868)
    let bezelRadius: Double = 47.33 + 12
    let expected: [DrawCommand] = [
      .fillRoundedRect(outer, radius: bezelRadius, Theme.bezelRim),
      .fillRoundedRect(
        outer.insetBy(Theme.bezelRimWidth), radius: bezelRadius - Theme.bezelRimWidth,
        Theme.bezel),
      .pushClip(Rect(x: 12, y: 12, width: 390, height: 844)),
    ]
    #expect(Array(list.commands.prefix(3)) == expected)
    // The bezel's straight sides again over the screen's edge pixels, where the screen's edges
    // are straight: run on into the corners, they squared off the bezel's rounded outer corners.
    let w = 12 - Theme.bezelRimWidth
    let r = 47.33
    #expect(
      Array(list.commands.suffix(4)) == [
        .fillRect(Rect(x: 12 + r, y: 12 - w, width: 390 - 2 * r, height: w), Theme.bezel),
        .fillRect(Rect(x: 12 + r, y: 856, width: 390 - 2 * r, height: w), Theme.bezel),
        .fillRect(Rect(x: 12 - w, y: 12 + r, width: w, height: 844 - 2 * r), Theme.bezel),
        .fillRect(Rect(x: 402, y: 12 + r, width: w, height: 844 - 2 * r), Theme.bezel),
      ])
  }
}
