import Foundation
import PhoneSimulation
import SDLPlatform
import SandboxStage
import SandboxFormats
import SandboxPrimitives

/// `reference.scrubMs` and `reference.peakMB`: a phone-sized recording (1179 × 2556 px, 60 fps,
/// 10 s, `MeasureBench`'s pattern) opened as a `--reference` at 2 px per point beside a phone,
/// then scrubbed: frames all over it, out of order, each fetched (cache or scratch file), handed
/// to the renderer and the stage's frame drawn offscreen with it. The time is per shown frame;
/// the memory is the process's resident growth from before the decode to its highest point
/// while scrubbing (the decoded frames live in the scratch file, not in memory).
enum ReferenceBench {
  static func run(_ plan: BenchPlan, directory: String) throws(CommandFailure) -> [BenchFigure] {
    let ffmpeg = try FFmpegEncoder.locate()
    let seconds = plan.measureSeconds
    let video = directory + "/reference-bench.mp4"
    _ = try BenchProcess.checked(
      [ffmpeg] + MeasureBench.generateArguments(seconds: seconds, output: video))
    defer { unlink(video) }
    let before = MemoryBench.residentMB()
    let viewport = Size(width: 393, height: 852)
    let reference = try ReferenceVideo(
      path: video, viewport: viewport, pixelsPerPoint: 2, measure: false)
    var peak = MemoryBench.residentMB()
    var stage: Stage
    do {
      var setup = StageSetup(
        phones: [StageSetup.Phone(settings: try SandboxSettings(values: ConfigValues()))],
        viewport: viewport)
      setup.showTimeline = true
      stage = try Stage(setup)
    } catch {
      throw CommandFailure(.software, "bench: reference stage: \(error)")
    }
    _ = stage.start()
    stage.setReference(reference.track(offset: 0), source: reference)
    let canvas: Canvas
    do {
      canvas = try SDLPlatform.offscreenCanvas(size: stage.canvasSize, scale: 2)
    } catch {
      throw CommandFailure(.unavailable, "bench: \(error)")
    }
    try reference.attach(to: canvas)
    let count = reference.times.count
    guard count > 0 else {
      throw CommandFailure(.software, "bench: the reference recording decoded to no frames")
    }
    // Every frame once in a scattered order (each a long jump), then back and forth over a
    // second of it, or all of a shorter one such as the quick run's (what the cache is for).
    var targets = (0..<count).map { ($0 * 7919) % count }
    let window = min(60, count)
    let first = max(0, count / 2 - window / 2)
    targets += (0..<(2 * window)).map { first + $0 % window }
    var samples: [Double] = []
    for target in targets.prefix(plan.runs >= BenchPlan.full.runs ? targets.count : 60) {
      let start = BenchStatistics.nanoseconds()
      // The timeline's time at which the recording shows `target`.
      var track = reference.track(offset: 0)
      track.offset = reference.times[target]
      stage.setReference(track, source: reference)
      let frame = stage.frame(StageInput(realSeconds: 0, hadEvents: true))
      if let list = frame.list {
        do { try canvas.draw(list) } catch {
          throw CommandFailure(.software, "bench: drawing failed: \(error)")
        }
      }
      samples.append(BenchStatistics.seconds(since: start) * 1000)
      peak = max(peak, MemoryBench.residentMB())
    }
    let sorted = samples.sorted()
    let p95 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
    let size = "1179×2556 px, 60 fps, \(Int(seconds.rounded())) s, shown at 786×1704"
    return [
      BenchFigure(
        "reference.scrubMs", unit: "ms", samples: [p95], target: .below(50),
        note:
          "95th percentile of \(samples.count) reference frames shown out of order and drawn "
          + "beside a phone, \(size) (median \(BenchFigure.format(sorted[sorted.count / 2])) ms)"),
      BenchFigure(
        "reference.peakMB", unit: "MB", samples: [max(0, peak - before)], target: .below(300),
        note:
          "resident growth from before the decode to the highest point while scrubbing "
          + "(\(ReferenceVideo.memoryBudgetMB) MB frame cache), \(size)"),
    ]
  }
}
