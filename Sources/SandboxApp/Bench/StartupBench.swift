import SDLPlatform

/// `startup.ratio` (with `startup.appMs` and `startup.floorMs`): launch of the real window
/// (`--software --scale 2`, offscreen video driver) until it exits right after its first
/// present, against this binary doing only SDL init + window + renderer + one present.
enum StartupBench {
  /// The hidden child mode that runs the floor (`HEADER_SANDBOX_BENCH_MODE=startup-floor`).
  static let floorMode = "startup-floor"

  static func run(_ plan: BenchPlan) throws(CommandFailure) -> [BenchFigure] {
    let exe = BenchProcess.executablePath
    let headless = ["SDL_VIDEODRIVER": "offscreen"]
    let removing = ["DISPLAY", "WAYLAND_DISPLAY"]
    var app: [Double] = []
    var floor: [Double] = []
    // Start-up is short and noisy: three times the process runs, alternating the two.
    let runs = plan.processRuns * 3
    for run in 0...runs {
      let f = try BenchProcess.checked(
        [exe, "bench"],
        environment: headless.merging([BenchCommand.modeVariable: floorMode]) {
          $1
        }, removing: removing)
      let a = try BenchProcess.checked(
        [exe, "--software", "--scale", "2"],
        environment: headless.merging(["HEADER_SANDBOX_EXIT_AFTER_FIRST_FRAME": "1"]) { $1 },
        removing: removing)
      if run == 0 { continue }
      floor.append(f.seconds * 1000)
      app.append(a.seconds * 1000)
    }
    let appFigure = BenchFigure(
      "startup.appMs", unit: "ms", samples: app,
      note: "`header-sandbox --software --scale 2`, spawn until exit after the first present")
    let floorFigure = BenchFigure(
      "startup.floorMs", unit: "ms", samples: floor,
      note: "same binary: SDL_Init + 780×1688 window + software renderer + present, then exit")
    return [
      BenchFigure.ratio("startup.ratio", appFigure, floorFigure, target: .atMost(1.4)),
      appFigure, floorFigure,
    ]
  }

  /// The child side of the floor.
  static func runFloor() throws(CommandFailure) {
    do {
      try StartupFloor.run(width: 780, height: 1688)
    } catch {
      throw CommandFailure(.unavailable, "bench: \(error)")
    }
  }
}
