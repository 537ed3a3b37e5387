import MotionFit
import Testing

@Suite("Fit input rows")
struct SeriesTableParserTests {
  static func rows(_ count: Int, _ line: (Int) -> String) -> String {
    (0..<count).map(line).joined(separator: "\n")
  }

  @Test("a device log in pixels is read in points with --scale")
  func deviceLogWithScale() throws {
    let text =
      "# logged from scrollViewDidScroll\ntime,scrollOffset,headerBottom\n"
      + Self.rows(30) { "\(10 + Double($0) / 60),\($0 * 3),\(300 - $0 * 3)" }
    let series = try SeriesTableParser.parse(text, scale: 3)
    #expect(series.count == 30)
    #expect(series.time[0] == 0, "times start at the first sample")
    #expect(abs(series.time[1] - 1.0 / 60) < 1e-9)
    #expect(series.scrollOffset[2] == 2)
    #expect(series.headerBottom?[2] == 98)
  }

  @Test("JSONL trace rows give headerBottom as headerTop + headerHeight")
  func traceJSONL() throws {
    let text = Self.rows(25) {
      #"{"frame":\#($0),"time":\#(Double($0) / 60),"scrollOffset":\#($0),"headerHeight":110,"headerTop":-\#($0),"phase":"shifting","isTracking":0}"#
    }
    let series = try SeriesTableParser.parse(text)
    #expect(series.headerBottom?[4] == 106)
    #expect(series.columns == [.scrollOffset, .headerBottom])
  }

  @Test("a measurement without headerBottom fits scrollOffset alone")
  func offsetOnly() throws {
    let text = "time,scrollOffset,confidence\n" + Self.rows(25) { "\(Double($0) / 60),\($0),1" }
    let series = try SeriesTableParser.parse(text)
    #expect(series.headerBottom == nil)
    #expect(series.columns == [.scrollOffset])
  }

  @Test("missing columns, bad rows and time going back are named")
  func errors() {
    #expect(throws: FitInputError.missingColumns(["scrollOffset"], found: ["time", "y"])) {
      try SeriesTableParser.parse("time,y\n0,1\n")
    }
    let bad = "time,scrollOffset\n" + Self.rows(25) { $0 == 5 ? "0.1,x" : "\(Double($0) / 60),1" }
    #expect(throws: FitInputError.badRow(line: 7, reason: "scrollOffset is not a number")) {
      try SeriesTableParser.parse(bad)
    }
    let back = "time,scrollOffset\n0,0\n0.5,1\n0.2,2\n"
    #expect(throws: FitInputError.badRow(line: 4, reason: "time 0.2 does not follow 0.5")) {
      try SeriesTableParser.parse(back)
    }
  }
}
