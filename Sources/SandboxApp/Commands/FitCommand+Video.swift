import MotionFit
import MotionMeasure

extension FitCommand {
  /// A video input, measured as `measure` would (device guessed from the width unless `--scale`
  /// says), as the series the fit compares with.
  static func measureVideo(_ path: String, scale: Double?) throws(CommandFailure) -> MeasuredSeries
  {
    let decoder = try VideoDecoder(path: path, pixels: .gray)
    let width = decoder.stream.width
    let guess =
      scale.map { DeviceGuess(device: nil, scale: $0, guessed: false) }
      ?? DeviceGuess.guess(width: width)
    if guess.guessed {
      Console.errLine(
        "header-sandbox: \(path): \(width) px wide, measuring as \(guess.description) "
          + "(--scale to change)")
    }
    let (rows, analyzer) = try MeasureCommand.analyse(
      decoder,
      settings: MeasureSettings(pointScale: guess.scale, topInset: guess.statusBarHeight))
    guard analyzer.foundMotion() else {
      throw CommandFailure(
        .dataError,
        "\(path): no content motion found; measure it with `header-sandbox measure` and --roi, "
          + "then fit the CSV")
    }
    var series = MeasuredSeries(
      time: rows.map(\.time), scrollOffset: rows.map(\.scrollOffset),
      headerBottom: rows.map(\.headerBottom))
    series.slowReadingError = MeasuredSeries.slowReadingError(scale: guess.scale)
    return series
  }
}
