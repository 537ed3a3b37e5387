import Foundation
import SandboxCore

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
    guard let script = loaded.script else {
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
        fontPath: nil, arguments: args, device: nil, tuning: TuningOptions())
      try RenderCommand.runSession(options)
      let page = try reviewPage(loaded, script: script, file: path)
      try AtomicFile.write(page.html(), to: "\(temporary)/index.html")
      if fm.fileExists(atPath: out) { try? fm.removeItem(atPath: out) }
      try AtomicFile.commit(temporary: temporary, to: out)
    } catch {
      try? fm.removeItem(atPath: temporary)
      throw error
    }
    Console.outLine("review written: \(out)/index.html")
  }

  /// The page's data: each phone's values and its trace at every frame of the script.
  static func reviewPage(
    _ loaded: LoadedSession, script: EventScript, file: String
  ) throws(CommandFailure) -> ReviewPage {
    var runner: ScriptRunner
    do {
      // The phones on their own devices, as the video shows them.
      let setup = StageSetup.headless(script, phones: loaded.phones.map(\.stagePhone))
      runner = try ScriptRunner(setup)
    } catch {
      throw CommandFailure(.dataError, "\(loaded.scriptFile): \(error)")
    }
    var rows = Array(repeating: [TraceRow](), count: runner.phones.count)
    while let frame = runner.nextFrame() {
      for index in runner.phones.indices {
        rows[index].append(runner.phones[index].traceRow(frame: frame))
      }
    }
    let phones = loaded.phones.enumerated().map { index, phone in
      ReviewPage.Phone(
        name: phone.label.isEmpty ? "A" : phone.label, values: phone.settings.values,
        rows: rows[index])
    }
    let title = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    return ReviewPage(
      title: "Review: \(title)", video: videoName, phones: phones,
      markers: loaded.session.markers,
      duration: Double(runner.frameCount) / Double(runner.fps))
  }
}
