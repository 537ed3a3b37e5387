import Foundation
import PhoneDrawing
import PhoneSimulation
import SDLPlatform
import SandboxStage

/// `memory.peakMB.interactive` and `memory.growthMB`: a child process draws 60 simulated
/// seconds of swipe-scrolling in the headless window at 60 fps (HUD on), as fast as it can,
/// printing its resident memory once per simulated second.
enum MemoryBench {
  /// The hidden child mode (`HEADER_SANDBOX_BENCH_MODE=interactive-memory`).
  static let mode = "interactive-memory"
  /// Simulated seconds for the child (`HEADER_SANDBOX_BENCH_SECONDS`).
  static let secondsVariable = "HEADER_SANDBOX_BENCH_SECONDS"

  static func run(_ plan: BenchPlan) throws(CommandFailure) -> [BenchFigure] {
    let outcome = try BenchProcess.checked(
      [BenchProcess.executablePath, "bench"],
      environment: [
        BenchCommand.modeVariable: mode, secondsVariable: String(plan.interactiveSeconds),
      ],
      captureStdout: true)
    var samples: [(second: Double, mb: Double)] = []
    for line in outcome.stdout.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 3, parts[0] == "rss", let s = Double(parts[1]), let mb = Double(parts[2]) {
        samples.append((s, mb))
      }
    }
    guard let last = samples.last?.second else {
      throw CommandFailure(.software, "bench: the interactive memory child printed no samples")
    }
    // Resident memory at the end of the first 10 s against the highest in the last 10 s.
    let window = min(10, last / 2)
    let first = samples.last { $0.second <= window }?.mb ?? samples[0].mb
    let lastWindow = samples.filter { $0.second > last - window }.map(\.mb)
    let growth = (lastWindow.max() ?? first) - first
    return [
      BenchFigure(
        "memory.peakMB.interactive", unit: "MB", samples: [outcome.peakMB],
        note: "ru_maxrss of a child drawing \(Int(last)) s of swipes at 60 fps, HUD on"),
      BenchFigure(
        "memory.growthMB", unit: "MB", samples: [growth], target: .atMost(1),
        note: "highest VmRSS in the last \(Int(window)) s − VmRSS at \(Int(window)) s"),
    ]
  }

  /// The child side: draws the frames and prints `rss SECOND MB` lines.
  static func runChild() throws(CommandFailure) {
    let seconds = Double(EnvironmentVariables.value(secondsVariable) ?? "") ?? 60
    let setup = try ConfigSources.locate()
    let settings = try setup.settings(TuningOptions())
    let viewport = FrameBench.viewport
    do {
      let window = try SDLPlatform.openWindow(
        options: PlatformOptions(headless: true, environment: [:]), canvas: viewport,
        scale: FrameBench.scale)
      var sandbox = try Sandbox(settings: settings, viewport: viewport)
      sandbox.view.showHUD = true
      let frames = Int(seconds * SyntheticScroll.fps)
      var out = ""
      for frame in 0...frames {
        SyntheticScroll.step(
          &sandbox, frame: frame, events: SyntheticScroll.swipeEvents(frame: frame))
        let hud = HUDText.lines(
          sandbox: sandbox, framesPerSecond: 60, frameMilliseconds: 1, renderer: "bench")
        try window.draw(
          PhonesPainter.paint([sandbox.sceneState(hudLines: hud)], viewport: viewport))
        window.present()
        if frame % 60 == 0 {
          out += "rss \(frame / 60) \(residentMB())\n"
        }
      }
      Console.out(out)
    } catch {
      throw CommandFailure(.software, "bench: interactive memory run failed: \(error)")
    }
  }

  /// VmRSS of this process in MB, from /proc/self/status.
  static func residentMB() -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kb = line.split(separator: " ").compactMap({ Double($0) }).first
    else { return 0 }
    return kb / 1024
  }
}
