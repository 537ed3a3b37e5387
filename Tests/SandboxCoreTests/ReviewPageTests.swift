import PhoneDrawing
import PhoneSimulation
import SandboxFormats
import Testing

@testable import HandOff
@testable import SandboxStage

@Suite struct ReviewPageTests {
  private func page() throws -> String {
    let a = try ConfigValues.resolve()
    var b = a
    try b.set(key: "header.minimumHeight", value: .number(60))
    func rows(_ offset: Double) -> [TraceRow] {
      (0..<3).map { frame in
        TraceRow(
          frame: frame, time: Double(frame) / 2, scrollOffset: offset * Double(frame),
          scrollVelocity: 0, headerHeight: 100, headerTop: 0, shiftAccumulator: 0,
          statusBarShift: 0, phase: "collapsing", phasePercentage: 0, shadowOpacity: 0,
          wantsToBeHidden: false, isTracking: false)
      }
    }
    return ReviewPage(
      title: "Review <x>", video: "review.mp4",
      phones: [
        .init(name: "A · showcase", values: a, rows: rows(10)),
        .init(name: "B · mdc-default", values: b, rows: rows(20)),
      ],
      markers: [.init(t: 0.5, phone: 1, text: "snap <sooner>")], duration: 1
    ).html()
  }

  private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func holdsEveryPartWithOneSeriesPerPhoneInEachPlot() throws {
    let html = try page()
    #expect(count("<svg class=\"plot\"", in: html) == 3)
    #expect(count("<polyline class=\"series\"", in: html) == 6)
    #expect(html.contains("data-phone=\"B · mdc-default\""))
    #expect(html.contains("<title>Review &lt;x&gt;</title>"))
    #expect(html.contains("<video id=\"video\" controls preload=\"auto\" src=\"review.mp4\">"))
    #expect(
      html.contains(
        "<a href=\"#t=0.5\" class=\"marker\" data-t=\"0.5\">0.500 s · frame 30</a> "
          + "<span class=\"who\">B</span> "
          + "snap &lt;sooner&gt;"))
    #expect(count("<button class=\"copy\"", in: html) == 12, "six dialects for each phone")
    #expect(html.contains("id=\"code-1-kotlin\""))
    #expect(!html.contains("http://") || !html.contains("src=\"http"), "nothing from the network")
  }

  @Test func valuesThatDifferFromPhoneAAreHighlighted() throws {
    let html = try page()
    #expect(
      html.contains(
        "<tr><th scope=\"row\"><code>header.<wbr>minimumHeight</code></th><td>56</td>"
          + "<td class=\"differs\">60</td></tr>"))
    #expect(count("class=\"differs\"", in: html) == 1)
  }

  @Test func noteTimesAreMillisecondsAndTheFirst60FPSFrameShowingThem() {
    // A marker stored at a 1/240 s multiple, between two 60 fps frames.
    #expect(MarkerCaption.timeText(1.2041666666666666) == "1.204 s · frame 73")
    #expect(MarkerCaption.timeText(0.5) == "0.500 s · frame 30")
    #expect(MarkerCaption.timeText(0) == "0.000 s · frame 0")
  }

  /// Phones on different devices and models: the status bar each device gives its phone is no
  /// difference, nor is a key no phone's model reads; a tuned status bar and a key that acts
  /// are.
  @Test func theDifferencesLeaveOutDeviceValuesAndInertKeys() throws {
    let pixel = try #require(DeviceCatalog.profile(named: "pixel-8"))
    let iphone = DeviceCatalog.standard
    func values(_ device: DeviceProfile, _ model: String) throws -> ConfigValues {
      var values = try ConfigValues.resolve(
        device: device.baseLayer(deviceFrame: false, headerModel: .mdc))
      try values.set(key: "header.model", value: .string(model))
      try values.set(
        key: "header.statusBarHeight",
        value: .number(device.topInset(for: values[Param.header.model])))
      return values
    }
    let a = try values(iphone, "mdc")
    var b = try values(pixel, "composeM3")
    try b.set(key: "header.shiftSpring.stiffness", value: .number(900))  // MDC's, inert here
    var c = try values(pixel, "mdc")
    try c.set(key: "header.statusBarHeight", value: .number(30))  // tuned, not the Pixel's
    let page = ReviewPage(
      title: "t", video: "v.mp4",
      phones: [
        .init(name: "A", values: a, rows: [], device: iphone),
        .init(name: "B", values: b, rows: [], device: pixel),
        .init(name: "C", values: c, rows: [], device: pixel),
      ],
      markers: [], duration: 1)
    let keys = page.tableKeys()
    #expect(keys.contains("header.model"))
    #expect(!keys.contains("header.shiftSpring.stiffness"), "inert under composeM3, default on A")
    #expect(keys.contains("header.statusBarHeight"), "C tunes it")
    let html = page.html()
    let row = try #require(
      html.components(separatedBy: "<tr>").first { $0.contains("statusBarHeight</code>") })
    #expect(!row.contains("class=\"differs\">24"), "B's is the Pixel's own: \(row)")
    #expect(row.contains("class=\"own\""))
    #expect(row.contains("<td class=\"differs\">30</td>"), "\(row)")
    // Without C, nothing differs in the status bar: the row goes.
    let two = ReviewPage(
      title: "t", video: "v.mp4", phones: Array(page.phones.prefix(2)), markers: [], duration: 1)
    #expect(!two.tableKeys().contains("header.statusBarHeight"))
    #expect(!two.html().contains("statusBarHeight</code>"))
  }

  @Test func everyPlotHasALegendAndAValueAxisHoldingEverySample() throws {
    let html = try page()
    #expect(count("<figcaption class=\"legend\">", in: html) == 3)
    #expect(count("<span class=\"swatch note\"></span>note", in: html) == 3)
    #expect(html.contains("</span>B · mdc-default</span>"))
    // A fling at 4,100 pt/s is inside the axis, with room above it, not drawn along its top.
    let plot = ReviewPlot(
      title: "v", unit: "pt/s", series: [[(0, 0), (0.5, 4_100), (1, -6_500)], [(0, 3_999)]],
      names: ["A", "B"], markers: [], duration: 1)
    let range = plot.valueRange()
    #expect(range.high > 4_100 && range.low < -6_500)
    #expect(range.ticks.first == range.low && range.ticks.last == range.high, "\(range)")
  }

  @Test func axisTicksAreRoundAndCoverTheRange() {
    #expect(ReviewPlot.ticks(0, 7) == [0, 2, 4, 6, 8])
    #expect(ReviewPlot.ticks(-130, 40) == [-150, -100, -50, 0, 50])
  }
}
