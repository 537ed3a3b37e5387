import Foundation
import PhoneSimulation
import SandboxStage
import SandboxPrimitives

/// The one frame loop of every render: a script's, a session's and a sweep's contact sheet.
extension RenderCommand {
  /// Plays `grid`'s frames in order through `step(index, draw)`, which advances to frame
  /// `index` and, when `draw`, returns what it shows. A still (`.png`) output writes only frame
  /// `still` (the last when nil); a video or a folder writes every frame from `--from` on
  /// (`FrameGrid.firstFrame`: the frames before it are simulated, not written). Ctrl+C or
  /// SIGTERM stops it, and the output keeps every finished frame.
  static func writeFrames(
    grid: FrameGrid, still: Int?, options: Options, sink: FrameSink,
    step: (_ index: Int, _ draw: Bool) throws(CommandFailure) -> DisplayList?
  ) throws(CommandFailure) {
    if let still, still >= grid.frameCount {
      throw CommandFailure(
        .usage, "--frame \(still): the script has frames 0…\(grid.frameCount - 1)")
    }
    if options.from >= grid.duration {
      throw CommandFailure(
        .usage,
        "--from \(options.from): the script lasts \(grid.duration) s (\(grid.frameCount) frames)")
    }
    let isStill = options.output == .png
    let last = isStill ? still ?? grid.frameCount - 1 : grid.frameCount - 1
    let first = isStill ? last : grid.firstFrame(from: options.from)
    InterruptFlag.install()
    let progress = ProgressBar(total: last + 1, enabled: Console.stderrIsTerminal)
    var interrupted = false
    for index in 0...last {
      if InterruptFlag.isRaised {
        interrupted = true
        break
      }
      if let list = try step(index, index >= first) { try sink.write(list, frame: index) }
      progress.update(index + 1)
    }
    progress.finish()
    try sink.finish(interrupted: interrupted)
    if interrupted {
      // A GIF keeps every other frame of a 60 fps script: count what the file holds.
      var held = sink.framesWritten
      if case .video = options.output, let counted = VideoFrameCounter.frames(in: options.outPath) {
        held = counted
      }
      throw CommandFailure(
        .interrupted, "interrupted; \(options.outPath) holds the \(held) frames finished")
    }
    if options.announce { Console.outLine(summary(options, first: first, last: last, grid: grid)) }
  }

  /// What a finished render says it wrote: the path, the frames and the script time they span
  /// (`render: wrote flick.mp4: frames 0…29 (30 at 60 fps), 0.000…0.483 s`).
  static func summary(_ options: Options, first: Int, last: Int, grid: FrameGrid) -> String {
    let seconds = { (frame: Int) in HUDText.fixed(grid.time(ofFrame: frame), 3) }
    if first == last {
      return "render: wrote \(options.outPath): frame \(last) at \(seconds(last)) s"
    }
    return "render: wrote \(options.outPath): frames \(first)…\(last) "
      + "(\(last - first + 1) at \(grid.fps) fps), \(seconds(first))…\(seconds(last)) s"
  }
}
