import HeaderEngine
import MotionPhysics
import SandboxStage

/// `physics.evalNs` and `engine.updateNs`: nanoseconds per call in tight loops.
enum MicroBench {
  /// One figure per deceleration model and the spring, plus the headline `physics.evalNs`
  /// (the worst model). Each evaluation is x(t) + dx(t) through the `Simulation` protocol, at
  /// times spread over the fling and, where the fling reaches the edge, the edge spring.
  static func physics(_ plan: BenchPlan) throws -> [BenchFigure] {
    var simulations: [(String, any Simulation)] = []
    for name in DecelerationModelName.allCases {
      let model = try DecelerationModel(name: name)
      // 4000 pt/s from 100 pt toward a bound at 1500 pt: every model reaches the edge.
      let simulation = try model.scrollSimulation(
        position: 100, velocity: 4000, minOffset: 0, maxOffset: 1500)
      simulations.append((name.rawValue, simulation))
    }
    let spring = try SpringSimulation(
      spring: .scrollMechanicsBounce, start: 0, end: 120, velocity: 1500)
    simulations.append(("spring", spring))

    var figures: [BenchFigure] = []
    for (name, simulation) in simulations {
      let samples = BenchStatistics.repeated(runs: plan.runs) {
        evaluate(simulation, count: plan.evaluations)
      }
      figures.append(
        BenchFigure(
          "physics.evalNs.\(name)", unit: "ns", samples: samples, target: .below(100)))
    }
    let worst = figures.max { $0.median < $1.median }!
    var headline = BenchFigure(
      "physics.evalNs", unit: "ns", samples: worst.samples, target: .below(100),
      note: "worst model: \(worst.name.split(separator: ".").last ?? ""); thread CPU time")
    headline.samples = worst.samples
    return [headline] + figures
  }

  @inline(never)
  private static func evaluate(_ simulation: any Simulation, count: Int) -> Double {
    var sum = 0.0
    let start = BenchStatistics.threadNanoseconds()
    for i in 0..<count {
      // 1024 times over 0…3 s cover the fling, the edge crossing and the spring.
      let t = Double(i & 1023) * (3.0 / 1024)
      sum += simulation.x(t) + simulation.dx(t)
    }
    let elapsed = Double(BenchStatistics.threadNanoseconds() - start)
    BenchStatistics.consume(sum)
    return elapsed / Double(count)
  }

  /// `engine.updateNs`: one `didScroll` of the showcase header, alternating dragging and
  /// settling, over offsets that sweep through collapse, shift and expansion.
  static func engine(_ plan: BenchPlan, configuration: HeaderConfiguration) throws -> BenchFigure {
    try updateFigure(
      "engine.updateNs", plan, model: try HeaderEngine(configuration: configuration))
  }

  /// `engine.updateNs.<model>`: the same sweep through each platform model, driven through
  /// `AnyHeaderModel` as the sandbox drives it, with the options that give it the most work
  /// (snapping, quick return; the web's headroom, whose every reversal retargets a transition).
  static func models(_ plan: BenchPlan, configuration: HeaderConfiguration) throws
    -> [BenchFigure]
  {
    var figures: [BenchFigure] = []
    for name in HeaderModelName.allCases where name != .mdc {
      var options = HeaderModelOptions(model: name)
      options.appBarLayout.scrollFlags = [.scroll, .enterAlways, .snap]
      options.composeM3.behavior = .enterAlways
      options.sliverAppBar = SliverAppBarOptions(floating: true, snap: true)
      options.web.pattern = .headroom
      let model = try AnyHeaderModel(configuration: configuration, options: options)
      figures.append(try updateFigure("engine.updateNs.\(name.rawValue)", plan, model: model))
    }
    return figures
  }

  private static func updateFigure<Model: HeaderModel>(
    _ name: String, _ plan: BenchPlan, model: Model
  ) throws -> BenchFigure {
    var offsets: [Double] = []
    for i in 0..<1024 {
      // A triangle wave 0 → 640 → 0 pt in 5 pt steps: every delta is a real scroll.
      let phase = i % 256
      offsets.append(Double(phase < 128 ? phase : 256 - phase) * 5)
    }
    var engine = model
    let samples = BenchStatistics.repeated(runs: plan.runs) {
      let count = plan.evaluations
      let start = BenchStatistics.threadNanoseconds()
      for i in 0..<count {
        engine.didScroll(
          offset: offsets[i & 1023], contentHeight: 5000, viewportHeight: 844,
          isTracking: i & 4096 == 0)
      }
      let elapsed = Double(BenchStatistics.threadNanoseconds() - start)
      BenchStatistics.consume(engine.layout.height)
      return elapsed / Double(count)
    }
    return BenchFigure(name, unit: "ns", samples: samples, target: .below(200))
  }
}
