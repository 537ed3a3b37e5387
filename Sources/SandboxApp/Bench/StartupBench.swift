import Foundation
import SDLPlatform

/// `startup.ratio` (with `startup.appMs` and `startup.floorMs`): launch of the real window
/// (`--software --scale 2`, offscreen video driver) until it exits right after its first
/// present, against this binary doing only SDL init + a window of the same size + renderer +
/// one present.
enum StartupBench {
  /// The hidden child mode that runs the floor (`HEADER_SANDBOX_BENCH_MODE=startup-floor`).
  static let floorMode = "startup-floor"
  /// The floor's window size in pixels, `WIDTHxHEIGHT` (hidden; default 780x1688).
  static let floorSizeVariable = "HEADER_SANDBOX_BENCH_FLOOR_SIZE"
  /// The most the launch may cost over the floor: issue 36's target (issue 26's was 1.4).
  static let targetRatio = 1.35
  /// The floor's window when the app does not say its size: the phone alone at ×2.
  static let defaultFloorSize: (width: Int32, height: Int32) = (780, 1688)

  static func run(_ plan: BenchPlan) throws(CommandFailure) -> [BenchFigure] {
    let exe = BenchProcess.executablePath
    let headless = ["SDL_VIDEODRIVER": "offscreen"]
    let removing = ["DISPLAY", "WAYLAND_DISPLAY"]
    let appArguments = [exe, "--software", "--scale", "2"]
    let appEnvironment = headless.merging(["HEADER_SANDBOX_EXIT_AFTER_FIRST_FRAME": "1"]) { $1 }
    // The app's window is the phone and the timeline strip below it: the floor opens a window
    // of the size the app's first frame reports, so both pay SDL for the same pixels.
    let first = try BenchProcess.checked(
      appArguments, environment: appEnvironment, removing: removing, captureStdout: true)
    let size = firstFrameSize(first.stdout) ?? defaultFloorSize
    let floorEnvironment = headless.merging([
      BenchCommand.modeVariable: floorMode, floorSizeVariable: "\(size.width)x\(size.height)",
    ]) { $1 }
    // Start-up is short and noisy: three times the process runs, alternating the two.
    let pairs = try BenchProcess.interleaved(
      runs: plan.processRuns * 3,
      { () throws(CommandFailure) in
        try BenchProcess.checked([exe, "bench"], environment: floorEnvironment, removing: removing)
      },
      { () throws(CommandFailure) in
        try BenchProcess.checked(appArguments, environment: appEnvironment, removing: removing)
      })
    let floor = pairs.map { $0.first.seconds * 1000 }
    let app = pairs.map { $0.second.seconds * 1000 }
    let appFigure = BenchFigure(
      "startup.appMs", unit: "ms", samples: app,
      note: "`header-sandbox --software --scale 2`, spawn until exit after the first present")
    let floorFigure = BenchFigure(
      "startup.floorMs", unit: "ms", samples: floor,
      note: "same binary: SDL_Init + a \(size.width)×\(size.height) window (the app's first "
        + "frame) + software renderer + present, then exit")
    return [
      BenchFigure.ratio(
        "startup.ratio", appFigure, floorFigure, target: .atMost(StartupBench.targetRatio)),
      appFigure, floorFigure,
    ]
  }

  /// `WIDTHxHEIGHT` from the app's `first frame WIDTHxHEIGHT` line, or nil.
  static func firstFrameSize(_ output: String) -> (width: Int32, height: Int32)? {
    for line in output.split(separator: "\n") where line.hasPrefix("first frame ") {
      return pixelSize(String(line.dropFirst("first frame ".count)))
    }
    return nil
  }

  /// `WIDTHxHEIGHT` as pixels, each 1…16384, or nil.
  static func pixelSize(_ text: String) -> (width: Int32, height: Int32)? {
    let parts = text.split(separator: "x")
    guard parts.count == 2, let w = Int32(parts[0]), let h = Int32(parts[1]),
      (1...16384).contains(w), (1...16384).contains(h)
    else { return nil }
    return (w, h)
  }

  /// The child side of the floor.
  static func runFloor() throws(CommandFailure) {
    let asked = EnvironmentVariables.value(floorSizeVariable)
    let size = asked.flatMap(pixelSize) ?? defaultFloorSize
    do {
      try StartupFloor.run(width: size.width, height: size.height)
    } catch {
      throw CommandFailure(.unavailable, "bench: \(error)")
    }
  }
}
