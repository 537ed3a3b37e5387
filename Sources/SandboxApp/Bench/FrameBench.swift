import PhoneDrawing
import PhoneSimulation
import SDLPlatform
import SandboxStage
import SandboxPrimitives

/// `frame.floorMs`, `frame.showcaseMs`, `frame.ratio` and `frame.textRasterizations`: the
/// interactive window's per-frame cost at 390×844 points ×2 with the software renderer on the
/// offscreen video driver (`SDL_FRAMEBUFFER_ACCELERATION=0`, so present is synchronous and no
/// hidden GL upload is counted — reference §5).
enum FrameBench {
  static let viewport = Size(width: 390, height: 844)
  static let scale = 2.0

  static func run(_ plan: BenchPlan, settings: SandboxSettings) throws(CommandFailure)
    -> [BenchFigure]
  {
    let window: SDLWindow
    do {
      window = try SDLPlatform.openWindow(
        options: PlatformOptions(headless: true, environment: [:]), canvas: viewport,
        scale: scale)
    } catch {
      throw CommandFailure(.unavailable, "bench: cannot open the offscreen window: \(error)")
    }
    var sandbox: Sandbox
    do {
      sandbox = try Sandbox(settings: settings, viewport: viewport)
    } catch {
      throw CommandFailure(.dataError, "bench: showcase settings rejected: \(error)")
    }
    sandbox.view.showHUD = true
    var frame = 0
    var lastMilliseconds = 0.0

    func floorRun(_ count: Int) -> Double {
      let start = BenchStatistics.threadNanoseconds()
      for _ in 0..<count {
        window.presentPlatformFloor(Theme.contentBackground)
      }
      return BenchStatistics.cpuSeconds(since: start) * 1000 / Double(count)
    }
    func showcaseRun(_ count: Int) throws -> Double {
      let start = BenchStatistics.threadNanoseconds()
      for _ in 0..<count {
        let frameStart = BenchStatistics.nanoseconds()
        SyntheticScroll.step(
          &sandbox, frame: frame, events: SyntheticScroll.dragEvents(frame: frame))
        frame += 1
        let hud = HUDText.lines(
          sandbox: sandbox, framesPerSecond: 60, frameMilliseconds: lastMilliseconds,
          renderer: window.rendererName)
        let list = PhonesPainter.paint(
          [sandbox.sceneState(hudLines: hud)], viewport: viewport)
        try window.draw(list)
        window.present()
        lastMilliseconds = BenchStatistics.seconds(since: frameStart) * 1000
      }
      return BenchStatistics.cpuSeconds(since: start) * 1000 / Double(count)
    }

    var floor: [Double] = []
    var showcase: [Double] = []
    var edgeless: [Double] = []
    var rasterizations = 0
    var shapeRasterizations = 0
    do {
      // Warm-up: one full drag period, so every card title and HUD glyph is cached.
      _ = floorRun(max(plan.frames, 160))
      _ = try showcaseRun(max(plan.frames, 160))
      let before = window.canvas.rasterizations
      let shapesBefore = window.canvas.shapeRasterizations
      for _ in 0..<plan.runs {
        floor.append(floorRun(plan.frames))
        showcase.append(try showcaseRun(plan.frames))
        window.canvas.drawsShapeMasks = false
        edgeless.append(try showcaseRun(plan.frames))
        window.canvas.drawsShapeMasks = true
      }
      rasterizations = window.canvas.rasterizations - before
      shapeRasterizations = window.canvas.shapeRasterizations - shapesBefore
    } catch let error as CommandFailure {
      throw error
    } catch {
      throw CommandFailure(.software, "bench: drawing failed: \(error)")
    }
    let frames = Double(plan.frames * plan.runs)
    let floorFigure = BenchFigure(
      "frame.floorMs", unit: "ms", samples: floor,
      note: "SDL's own SDL_RenderClear + present, 780×1688 px, software renderer, offscreen "
        + "driver, FBACCEL=0, no app drawing code; thread CPU time per frame")
    let showcaseFigure = BenchFigure(
      "frame.showcaseMs", unit: "ms", samples: showcase,
      note: "showcase preset, finger dragging mid-scroll, HUD on; advance + build + draw + "
        + "present. The plots are a separate 360 pt column (a wider canvas), so they are not in this "
        + "same-size frame")
    return [
      floorFigure, showcaseFigure,
      BenchFigure.ratio("frame.ratio", showcaseFigure, floorFigure, target: .atMost(1.8)),
      BenchFigure(
        "frame.aaShowcaseMs", unit: "ms",
        samples: zip(showcase, edgeless).map { $0 - $1 },
        note: "what the anti-aliased curves (corner, disc, line and icon masks) add to "
          + "frame.showcaseMs: the same frames with every mask copy skipped, subtracted"),
      BenchFigure(
        "frame.textRasterizations", unit: "per frame",
        samples: [Double(rasterizations) / frames], target: .equal(0),
        note: "texture-cache misses over \(Int(frames)) steady-state scrolling frames"),
      BenchFigure(
        "frame.shapeRasterizations", unit: "per frame",
        samples: [Double(shapeRasterizations) / frames], target: .equal(0),
        note: "anti-aliased shape masks rasterized (mask-cache misses) over the same frames"),
    ]
  }
}
