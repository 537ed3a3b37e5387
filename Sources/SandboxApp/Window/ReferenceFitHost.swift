import SandboxStage

/// The window's side of "Fit to reference": turns the stage's `ReferenceFitOrder` into a
/// `ReferenceFitJob`, and each frame turns the job's state into the `ReferenceFitProgress` the
/// stage shows. Polling reads two locked values and never waits, so the frame loop keeps its
/// pace while the fit uses the other cores.
final class ReferenceFitHost {
  /// The job running, nil when none.
  private(set) var job: ReferenceFitJob?

  /// What the job fits for `order`: the video at `file` (the host's resolved path; the order's
  /// own when nil), phone A's values and the session's finger on the session's clock, varying
  /// what `fit` varies by default (`FitDefaults.varied`: the keys acting on phone A's header
  /// and deceleration models) and trying every deceleration model (`fit --physics auto`).
  static func request(for order: ReferenceFitOrder, file: String?) -> ReferenceFitRequest {
    // The video's first frame sits at timeline time −offset. Without a script the finger is
    // derived from the video itself, so all of it is used.
    let offset = order.script == nil ? 0 : -order.offset
    return ReferenceFitRequest(
      videoPath: file ?? order.videoPath, timeOffset: offset, values: order.values,
      script: order.script)
  }

  /// Starts `request` on a thread of its own (a running job is cancelled first).
  func start(_ request: ReferenceFitRequest) {
    job?.cancel()
    let job = ReferenceFitJob(request)
    self.job = job
    job.start()
  }

  /// Asks the running job to stop; the next `poll` reports it once it has.
  func cancel() { job?.cancel() }

  /// The job's news for the stage: progress while it runs, then its end once (the job is then
  /// dropped); nil without a job.
  func poll() -> ReferenceFitProgress? {
    guard let job else { return nil }
    switch job.status {
    case .waiting, .measuring:
      return .measuring(job.progress)
    case .fitting:
      return .fitting(job.progress)
    case .finished(let outcome):
      self.job = nil
      let quality = outcome.result.quality
      return .finished(
        changes: outcome.changes, rmsBefore: outcome.rmsBefore, rmsAfter: outcome.rmsAfter,
        headerUnmeasured: outcome.result.headerUnmeasured, scrollRMS: quality?.scrollRMS ?? 0,
        rmsLimit: quality?.limit ?? .infinity)
    case .failed(let reason):
      self.job = nil
      return .failed(reason)
    case .cancelled:
      self.job = nil
      return .cancelled
    }
  }
}
