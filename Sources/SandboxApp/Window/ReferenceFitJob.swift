import Foundation
import MotionFit
import MotionMeasure
import SandboxStage

/// "Fit to reference": measures a reference video and fits phone A's parameters to it on a
/// thread of its own, so the window's frame loop keeps drawing. The loop polls `status` each
/// frame (a progress bar from `progress`), may `cancel()`, and once it is `.finished` hands
/// `ReferenceFitOutcome.changes` to `Stage.applyParameterChanges` as one undoable action.
///
/// ```swift
/// let job = ReferenceFitJob(request)
/// job.start()
/// // every frame:
/// if case .finished(let outcome) = job.status {
///   stage.applyParameterChanges(outcome.changes, reason: "fit to reference")
/// }
/// ```
///
/// Progress: decoding and measuring the video is the first `measureShare` of the bar, the fit
/// the rest, counted in simulations against the search's budget (a search that converges early
/// jumps to 1 when it ends).
final class ReferenceFitJob: @unchecked Sendable {
  /// Where a job is.
  enum Status: Sendable {
    case waiting
    case measuring
    case fitting
    case finished(ReferenceFitOutcome)
    case failed(String)
    case cancelled
  }

  /// The share of the progress bar that measuring the video takes.
  static let measureShare = 0.25

  let request: ReferenceFitRequest
  private let lock = NSLock()
  private var currentStatus = Status.waiting
  private var currentProgress = 0.0
  private var stopRequested = false
  private var thread: Thread?
  private let done = DispatchSemaphore(value: 0)

  init(_ request: ReferenceFitRequest) { self.request = request }

  /// What the job is doing, or how it ended.
  var status: Status { locked { currentStatus } }

  /// 0…1; 1 exactly when the job has finished (successfully).
  var progress: Double { locked { currentProgress } }

  /// Whether the job has ended (finished, failed or cancelled).
  var isDone: Bool {
    switch status {
    case .finished, .failed, .cancelled: return true
    case .waiting, .measuring, .fitting: return false
    }
  }

  /// Starts the work on a background thread (once).
  func start() {
    locked {
      guard thread == nil else { return }
      let thread = Thread { [self] in
        run()
        done.signal()
      }
      thread.name = "reference fit"
      thread.stackSize = 8 << 20
      self.thread = thread
      thread.start()
    }
  }

  /// Asks the job to stop: ffmpeg is stopped, the search ends at its next simulation, and the
  /// status becomes `.cancelled` (no changes are delivered).
  func cancel() { locked { stopRequested = true } }

  /// Blocks until the job has ended (tests and shutdown; never the frame loop).
  func wait() {
    guard locked({ thread != nil }) else { return }
    done.wait()
    done.signal()
  }

  private var shouldStop: Bool { locked { stopRequested } }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  private func set(_ status: Status, progress: Double? = nil) {
    locked {
      currentStatus = status
      if let progress { currentProgress = progress }
    }
  }

  private func report(_ fraction: Double) {
    locked { currentProgress = max(currentProgress, min(1, fraction)) }
  }

  private func run() {
    do {
      set(.measuring)
      guard let (rows, scale) = try measure() else { return set(.cancelled) }
      set(.fitting, progress: Self.measureShare)
      guard let outcome = try fit(rows, scale: scale) else { return set(.cancelled) }
      set(.finished(outcome), progress: 1)
    } catch let failure as CommandFailure {
      set(.failed(failure.message))
    } catch {
      set(.failed("\(request.videoPath): \(error)"))
    }
  }

  /// The video's rows and the pixels per point they were read at, or nil when cancelled.
  private func measure() throws -> (rows: [MeasureRow], scale: Double)? {
    let decoder = try VideoDecoder(path: request.videoPath, pixels: .gray)
    let stream = decoder.stream
    let guess = DeviceGuess.guess(width: stream.width)
    let scale = request.pointScale ?? guess.scale
    var analyzer = MotionAnalyzer(
      settings: MeasureSettings(pointScale: scale, topInset: guess.statusBarHeight))
    try decoder.start()
    var buffer: [UInt8] = []
    var index = 0
    let spacing = stream.times.count > 1 ? stream.times[1] - stream.times[0] : 1.0 / 60
    while decoder.read(into: &buffer) {
      if shouldStop {
        decoder.stop()
        return nil
      }
      let time =
        index < stream.times.count
        ? stream.times[index]
        : (stream.times.last ?? 0) + Double(index - stream.times.count + 1) * spacing
      analyzer.add(
        MeasureFrame(
          width: stream.width, height: stream.height, format: .gray, time: time, pixels: buffer))
      index += 1
      report(Self.measureShare * Double(index) / Double(max(1, stream.times.count)))
    }
    try decoder.finish()
    guard index > 0 else {
      throw CommandFailure(.dataError, "\(request.videoPath): expected video frames, found none")
    }
    guard analyzer.foundMotion() else {
      throw CommandFailure(.dataError, "\(request.videoPath): no content motion found")
    }
    return (analyzer.rows(), scale)
  }

  /// The fit's outcome for `rows` read at `scale` pixels per point, or nil when cancelled.
  private func fit(_ rows: [MeasureRow], scale: Double) throws -> ReferenceFitOutcome? {
    var (series, gesture) = try request.aligned(rows)
    series.slowReadingError = MeasuredSeries.slowReadingError(scale: scale)
    let plan = request.plan(series: series, gesture: gesture)
    let budget = Double(ReferenceFitJob.budget(of: plan))
    let counter = SimulationCounter()
    let result = plan.run(
      runner: FitSlots.parallel, shouldStop: { [self] in shouldStop },
      progress: { [self] _ in
        let done = Double(counter.increment())
        report(Self.measureShare + (1 - Self.measureShare) * min(0.99, done / budget))
      })
    if shouldStop || result.partial { return nil }
    guard let best = result.best else {
      throw CommandFailure(
        .dataError, "\(request.videoPath): no candidate configuration could be simulated")
    }
    let before =
      FitObjective(series: series, gesture: gesture)
      .residuals(request.values).map(ReferenceFitJob.rms) ?? .infinity
    return ReferenceFitOutcome(
      changes: ReferenceFitOutcome.changes(result, from: request.values, fixed: request.fixed),
      rmsBefore: before, rmsAfter: best.rms, result: result)
  }

  /// Roughly how many simulations `plan` runs: each candidate's Nelder–Mead budget per start,
  /// half again for the polishing restart. Only scales the progress bar.
  static func budget(of plan: FitPlan) -> Int {
    func cost(_ candidate: FitCandidate) -> Int {
      let n = candidate.parameters.count
      guard n > 0 else { return 1 }
      let one = plan.evaluationsPerDimension * (n + 1)
      return max(1, plan.starts) * (n > 1 ? one * 3 / 2 : one) + 2 * n
    }
    let physics = plan.physicsCandidates()
    let header = plan.headerCandidates(physics: physics.first?.choices ?? [])
    return max(1, (physics + header).map(cost).reduce(0, +))
  }

  static func rms(_ residuals: [Double]) -> Double {
    guard !residuals.isEmpty else { return .infinity }
    return (residuals.reduce(0) { $0 + $1 * $1 } / Double(residuals.count)).squareRoot()
  }
}

/// Simulations done so far across the fit's threads.
private final class SimulationCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count
  }
}
