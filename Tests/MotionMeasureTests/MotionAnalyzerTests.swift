import MotionMeasure
import Testing

@Suite("Motion analysis on synthetic frames")
struct MotionAnalyzerTests {
  let screen = SyntheticScreen()

  /// Runs the analysis over frames at `offsets` (pixels) with a header edge at `bottoms`.
  func measure(
    _ offsets: [Double], bottoms: [Double]? = nil, scale: Double = 1, fps: Double = 60,
    noise: Bool = false
  ) -> [MeasureRow] {
    var analyzer = MotionAnalyzer(settings: MeasureSettings(pointScale: scale))
    for (index, offset) in offsets.enumerated() {
      analyzer.add(
        screen.frame(
          offset: offset, headerBottom: bottoms?[index] ?? 80, time: Double(index) / fps,
          noise: noise ? UInt64(index + 1) : 0))
    }
    return analyzer.rows()
  }

  @Test("whole-pixel shifts come back exactly, positive into the content")
  func wholeShifts() {
    let offsets: [Double] = [0, 3, 10, 30, 55, 60, 60, 52]
    let rows = measure(offsets)
    for (row, expected) in zip(rows, offsets) {
      #expect(abs(row.scrollOffset - expected) < 0.05, "\(row.scrollOffset) vs \(expected)")
    }
  }

  @Test("sub-pixel shifts within a tenth of a pixel")
  func subPixelShifts() {
    let offsets = (0..<12).map { Double($0) * 2.375 }
    let rows = measure(offsets)
    for (row, expected) in zip(rows, offsets) {
      #expect(abs(row.scrollOffset - expected) < 0.1, "\(row.scrollOffset) vs \(expected)")
    }
  }

  @Test("points from pixels through the scale; the velocity is the travel's slope")
  func scaleAndVelocity() {
    let offsets = (0..<10).map { Double($0) * 6 }  // 6 px a frame at ×2 and 60 fps: 180 pt/s
    let rows = measure(offsets, scale: 2)
    #expect(abs(rows[9].scrollOffset - 27) < 0.1)
    #expect(abs(rows[5].scrollVelocity - 180) < 3)
  }

  @Test("large jumps between frames (a fast fling at a low frame rate) are found")
  func largeJumps() {
    let offsets: [Double] = [0, 90, 180, 250, 290]
    let rows = measure(offsets)
    for (row, expected) in zip(rows, offsets) {
      #expect(abs(row.scrollOffset - expected) < 0.1, "\(row.scrollOffset) vs \(expected)")
    }
  }

  @Test("compression-like noise does not make a still recording drift")
  func noiseNoDrift() {
    let rows = measure([Double](repeating: 17.25, count: 30), noise: true)
    #expect(rows.allSatisfy { abs($0.scrollOffset) < 0.05 })
  }

  @Test("the header's edge is found to a fraction of a pixel while the content moves under it")
  func headerEdge() {
    let bottoms: [Double] = [80, 76.5, 70.25, 61, 55.75]
    let rows = measure([0, 5, 11, 18, 26], bottoms: bottoms)
    for (row, expected) in zip(rows, bottoms) {
      #expect(
        abs((row.headerBottom ?? .nan) - expected) < 0.1,
        "\(String(describing: row.headerBottom)) vs \(expected)")
      #expect(abs(row.scrollOffset) >= 0)
    }
    #expect(abs(rows[4].scrollOffset - 26) < 0.1)
  }

  @Test("a given header colour finds the same edge")
  func headerColour() {
    var analyzer = MotionAnalyzer(
      settings: MeasureSettings(
        pointScale: 1, headerColor: MeasureSettings.RGB(red: 60, green: 60, blue: 60)))
    analyzer.add(screen.frame(offset: 0, headerBottom: 91.5, time: 0))
    #expect(abs((analyzer.rows()[0].headerBottom ?? .nan) - 91.5) < 0.1)
  }

  @Test("a still recording finds no motion")
  func noMotion() {
    var analyzer = MotionAnalyzer(settings: MeasureSettings(pointScale: 1))
    for index in 0..<4 {
      analyzer.add(screen.frame(offset: 0, headerBottom: 80, time: Double(index) / 30))
    }
    #expect(!analyzer.foundMotion())
  }
}
