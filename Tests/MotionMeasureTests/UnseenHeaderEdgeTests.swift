import MotionMeasure
import Testing

/// Issue 33, item 5: a frame without a header edge is unknown (nil), unless the header left the
/// screen through its top (0).
@Suite struct UnseenHeaderEdgeTests {
  @Test func aBarThatStopsShowingItsEdgeIsUnknownNotZero() {
    // A collapsed iOS bar seen at 103 pt, then transparent at the scroll edge.
    let found: [Double?] = [103, 103, 103, nil, nil, nil]
    #expect(MotionAnalyzer.headerBottoms(found) == [103, 103, 103, nil, nil, nil])
    // Transparent from the start, seen later where it is not near the top.
    #expect(MotionAnalyzer.headerBottoms([nil, nil, 98, 103]) == [nil, nil, 98, 103])
    #expect(MotionAnalyzer.headerBottoms([nil, nil, nil]) == [nil, nil, nil])
  }

  @Test func aHeaderThatLeftThroughTheTopIsZero() {
    // Shifted off with the content, 30 pt a frame: the last edge seen at 20 pt.
    let left: [Double?] = [80, 50, 20, nil, nil]
    #expect(MotionAnalyzer.headerBottoms(left) == [80, 50, 20, 0, 0])
    // …and back in from the top.
    let entered: [Double?] = [nil, nil, 12, 40, 70]
    #expect(MotionAnalyzer.headerBottoms(entered) == [0, 0, 12, 40, 70])
    // Slowly, a point a frame, the last seen 4 pt from the top.
    #expect(MotionAnalyzer.headerBottoms([6, 5, 4, nil]) == [6, 5, 4, 0])
  }

  @Test func theRowsCarryNilForAFrameWithoutAnEdge() {
    // A frame of flat content: nothing above the content differs from the page.
    var analyzer = MotionAnalyzer(settings: MeasureSettings(pointScale: 1))
    let pixels = [UInt8](repeating: 240, count: 64 * 200)
    for index in 0..<3 {
      analyzer.add(
        MeasureFrame(
          width: 64, height: 200, format: .gray, time: Double(index) / 60, pixels: pixels))
    }
    #expect(analyzer.rows().allSatisfy { $0.headerBottom == nil })
  }
}
