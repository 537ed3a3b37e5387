/// How much work each figure does: the full plan for `make bench`, a short one for `--quick`
/// (which only proves every figure can be produced; its numbers are not meant to be read).
struct BenchPlan: Sendable {
  /// Timed runs per figure (after one warm-up run).
  var runs: Int
  /// Simulation evaluations / engine updates per micro-benchmark run.
  var evaluations: Int
  /// Frames per frame-cost run.
  var frames: Int
  /// Timed repetitions of the child-process figures (render, start-up).
  var processRuns: Int
  /// Length of the `render` script, in seconds.
  var renderSeconds: Double
  /// Pixels per point of the `render` script.
  var renderScale: Double
  /// Simulated seconds of interactive scrolling for the memory figure.
  var interactiveSeconds: Double
  /// Repetitions of the trace loop over all demo scripts per run.
  var traceRepetitions: Int
  /// Seconds the idle window is watched for `idle.cpuPercent`.
  var idleSeconds: Double
  /// Length of the recording `measure.ratio` measures, in seconds.
  var measureSeconds: Double = 10

  static let full = BenchPlan(
    runs: 15, evaluations: 400_000, frames: 240, processRuns: 5, renderSeconds: 5,
    renderScale: 2, interactiveSeconds: 60, traceRepetitions: 3, idleSeconds: 5)
  static let quick = BenchPlan(
    runs: 3, evaluations: 20_000, frames: 20, processRuns: 2, renderSeconds: 0.5,
    renderScale: 1, interactiveSeconds: 12, traceRepetitions: 1, idleSeconds: 1,
    measureSeconds: 0.5)
}
