import Foundation
import PhoneSimulation
import SandboxStage
import SandboxFormats

/// `header-sandbox review SESSION.json --out DIR`: the review as one page to send on:
/// `DIR/index.html` (self-contained: styles and script inline) and `DIR/review.mp4` (the session
/// rendered with its notes and chapters). Written into a temporary folder renamed when complete.
enum ReviewCommand {
  static let videoName = "review.mp4"

  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    let usage = Subcommand.review.usageLine
    guard args.positionals.count == 1 else {
      throw CommandFailure(
        .usage, "review takes one SESSION, found \(args.positionals.count)\n\(usage)")
    }
    guard let out = args.value("out"), !out.isEmpty else {
      throw CommandFailure(.usage, "review needs --out DIR\n\(usage)")
    }
    let path = args.positionals[0]
    let fm = FileManager.default
    if fm.fileExists(atPath: out) && !args.has("force") {
      throw CommandFailure(.ioError, "\(out): already exists; pass --force to replace it")
    }
    let setup = try ConfigSources.locate()
    let loaded = try LoadedSession.load(path, setup: setup)
    guard loaded.script != nil else {
      throw CommandFailure(.noInput, "\(path): the session's script is missing, nothing to review")
    }
    let temporary = AtomicFile.temporaryPath(for: out.hasSuffix("/") ? String(out.dropLast()) : out)
    do {
      try fm.createDirectory(atPath: temporary, withIntermediateDirectories: false)
    } catch {
      throw CommandFailure(.ioError, "\(out): cannot create the folder (\(error))")
    }
    do throws(CommandFailure) {
      let options = RenderCommand.Options(
        scriptPath: path, outPath: "\(temporary)/\(videoName)", output: .video(.mp4), fps: nil,
        frame: nil, from: 0, touches: true, hud: false, plots: false, ghosts: nil, force: true,
        fontPath: nil, arguments: args, device: nil, tuning: TuningOptions(), announce: false)
      // The page's rows come from the video's own run: the session is simulated once.
      var rows = Array(repeating: [TraceRow](), count: loaded.phones.count)
      let grid = try RenderCommand.runSession(options) { runner, frame in
        for index in rows.indices {
          rows[index].append(runner.phones[index].traceRow(frame: frame))
        }
      }
      let page = reviewPage(loaded, rows: rows, grid: grid, file: path)
      try AtomicFile.write(page.html(), to: "\(temporary)/index.html")
      if fm.fileExists(atPath: out) { try? fm.removeItem(atPath: out) }
      try AtomicFile.commit(temporary: temporary, to: out)
    } catch {
      try? fm.removeItem(atPath: temporary)
      throw error
    }
    Console.outLine("review written: \(out)/index.html")
  }

  /// The page's data: each phone's values and its trace `rows` at every frame of the script's
  /// `grid`.
  static func reviewPage(
    _ loaded: LoadedSession, rows: [[TraceRow]], grid: FrameGrid, file: String
  ) -> ReviewPage {
    // A phone without a device of its own shares phone A's screen, the script's viewport.
    let shared = loaded.script?.viewport.profile ?? DeviceCatalog.standard
    let phones = loaded.phones.enumerated().map { index, phone in
      ReviewPage.Phone(
        name: phone.label.isEmpty ? "A" : phone.label, values: phone.settings.values,
        rows: rows[index], device: phone.device ?? shared)
    }
    let title = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    return ReviewPage(
      title: "Review: \(title)", video: videoName, phones: phones,
      markers: loaded.session.markers, duration: grid.duration)
  }
}
