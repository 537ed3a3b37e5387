import MotionFit
import PhoneSimulation
import Testing

/// Issue 33, items 5 and 6: an empty `headerBottom` cell is a row whose edge was not seen, left
/// out of that column (never fitted as 0); and the rule that calls a fit poor.
@Suite struct UnseenHeaderRowsTests {
  @Test func emptyCellsAndNullsAreUnseenRows() throws {
    var csv = "time,scrollOffset,headerBottom\n"
    var jsonl = ""
    for i in 0..<24 {
      let cell = i % 3 == 0 ? "" : "\(100 + i)"
      csv += "\(Double(i) / 60),\(i * 2),\(cell)\n"
      jsonl +=
        "{\"time\":\(Double(i) / 60),\"scrollOffset\":\(i * 2),\"headerBottom\":"
        + "\(cell.isEmpty ? "null" : cell)}\n"
    }
    for text in [csv, jsonl] {
      let series = try SeriesTableParser.parse(text)
      #expect(series.headerBottom?[0] == .some(nil))
      #expect(series.headerBottom?[1] == 101)
      #expect(series.unseenHeaderRows == 8)
      #expect(series.measuredRows(.headerBottom).count == 16)
      #expect(series.columns == [.scrollOffset, .headerBottom])
    }
    // Not a number is still an error naming the line.
    #expect(throws: FitInputError.self) {
      try SeriesTableParser.parse(csv.replacingOccurrences(of: ",101\n", with: ",abc\n"))
    }
    // Nothing but empty cells: no header was measured.
    let empty = try SeriesTableParser.parse(
      "time,scrollOffset,headerBottom\n"
        + (0..<24).map { "\(Double($0) / 60),\($0 * 2)," }.joined(separator: "\n"))
    #expect(empty.headerUnmeasured)
    #expect(empty.columns == [.scrollOffset])
  }

  /// At the true values every compared residual is the noise: the unseen rows (whose value a 0
  /// would have made 60–160 pt wrong) are not compared at all.
  @Test func unseenRowsAreLeftOutOfTheHeaderColumn() throws {
    let (traced, values) = try RoundTripFixture.series(
      RoundTripFixture.flick(length: 2), [("header.maximumHeight", .number(160))], noise: 0)
    let bottoms = traced.headerBottom ?? []
    let unseen = Set(stride(from: 0, to: bottoms.count, by: 2))
    let series = MeasuredSeries(
      time: traced.time, scrollOffset: traced.scrollOffset,
      headerBottom: bottoms.indices.map { unseen.contains($0) ? nil : bottoms[$0] })
    let objective = FitObjective(
      series: series,
      script: RoundTripFixture.flick(length: 2))
    #expect(objective.residualCounts == [series.count, series.count - unseen.count])
    let residuals = try #require(objective.residuals(values))
    let header = residuals.suffix(series.count - unseen.count)
    #expect(header.allSatisfy { abs($0) < 1e-6 }, "\(header.max() ?? 0)")
  }

  @Test func aFitIsPoorOverTwoPointsOrOnePercentOfTheScrollRange() {
    #expect(FitQuality(scrollRMS: 1.9, scrollRange: 100).limit == 2)
    #expect(!FitQuality(scrollRMS: 1.9, scrollRange: 100).isPoor)
    #expect(FitQuality(scrollRMS: 2.1, scrollRange: 100).isPoor)
    #expect(FitQuality(scrollRMS: 11, scrollRange: 1200).limit == 12)
    #expect(!FitQuality(scrollRMS: 11, scrollRange: 1200).isPoor)
    #expect(FitQuality(scrollRMS: 13, scrollRange: 1200).label == "poor")
    #expect(FitQuality(scrollRMS: .nan, scrollRange: 1200).isPoor)
  }
}
