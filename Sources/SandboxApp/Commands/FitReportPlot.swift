import MotionFit
import SDLPlatform
import SandboxStage

/// `fit --report FILE.png`: the measured, fitted and residual curves drawn offscreen, the way
/// `render` draws its frames, and saved as PNG (written whole or not at all).
enum FitReportPlot {
  static func write(
    result: FitResult, series: MeasuredSeries, to path: String
  ) throws(CommandFailure) {
    guard let best = result.best else { return }
    let objective = FitObjective(
      series: series, script: result.script, latencies: [result.latency])
    let simulated = objective.simulate(result.values, latency: result.latency) ?? [:]
    let title =
      "fit: \(best.candidate.label)" + (result.partial ? " (partial)" : "")
    let list = FitReportPainter.draw(
      series: series, simulated: simulated, fit: best, title: title)
    let temporary = AtomicFile.temporaryPath(for: path)
    do {
      let canvas = try SDLPlatform.offscreenCanvas(size: list.size, scale: 2)
      try canvas.draw(list)
      try canvas.savePNG(to: temporary)
    } catch {
      throw CommandFailure(.unavailable, "\(path): cannot draw the report (\(error))")
    }
    try AtomicFile.commit(temporary: temporary, to: path)
  }
}
