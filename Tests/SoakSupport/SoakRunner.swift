import PhoneSimulation

/// Replays a soak scenario tick by tick, checking the invariants after every tick, and shrinks a
/// failing scenario to a small one that still breaks the same invariant.
public enum SoakRunner {
  /// What a run did.
  public struct Outcome: Sendable {
    /// Ticks simulated (up to and including the failing one).
    public var ticks: Int
    /// The first broken invariant, or nil.
    public var violation: SoakViolation?
    /// The sandbox after the last tick.
    public var sandbox: Sandbox
  }

  /// Runs `scenario` to its end or its first violation. Inputs are submitted just before the tick
  /// they belong to, so the queue is empty between ticks and "settled" means input has stopped.
  /// `everyTick` sees the sandbox after each tick (for extra bookkeeping such as memory probes).
  public static func run(
    _ scenario: SoakScenario, everyTick: ((Sandbox, Int) -> Void)? = nil
  ) throws -> Outcome {
    let settings = try SandboxSettings(values: scenario.values)
    // One runner frame per simulation tick, so the invariants see the phone after every tick;
    // the inputs are expanded exactly as a script replay expands them (swipes into 120 Hz moves).
    let tickRate = Int((1 / FixedStepClock().tickDuration).rounded())
    let totalTicks = Int((scenario.duration * Double(tickRate)).rounded(.up))
    var script = scenario.eventScript()
    script.duration = Double(totalTicks + 1) / Double(tickRate)
    var runner = try PhoneRunner(script: script, settings: [settings], fps: tickRate)
    var checker = SoakInvariantChecker()
    var tick = 0
    _ = runner.nextFrame()
    if let violation = checker.check(runner.phones[0]) {
      return Outcome(ticks: 0, violation: violation, sandbox: runner.phones[0])
    }
    while runner.nextFrame() != nil {
      tick += 1
      everyTick?(runner.phones[0], tick)
      if let violation = checker.check(runner.phones[0]) {
        return Outcome(ticks: tick, violation: violation, sandbox: runner.phones[0])
      }
    }
    let sandbox = runner.phones[0]
    return Outcome(ticks: tick, violation: nil, sandbox: sandbox)
  }

  /// Whether `scenario` (run up to a little after `limit` seconds) breaks `invariant`.
  static func fails(_ scenario: SoakScenario, _ invariant: String) -> SoakViolation? {
    guard let outcome = try? run(scenario), let violation = outcome.violation,
      violation.invariant == invariant
    else { return nil }
    return violation
  }

  /// A smaller scenario that still breaks `violation.invariant`: first the shortest suffix of the
  /// input before the failure, then delta debugging (drop chunks of events while it still
  /// fails), then the shortest tail after the last event. At most `budget` replays.
  public static func shrink(
    _ scenario: SoakScenario, violation: SoakViolation, budget: Int = 400
  ) -> (scenario: SoakScenario, violation: SoakViolation) {
    let invariant = violation.invariant
    var runs = 0
    func attempt(_ candidate: SoakScenario) -> SoakViolation? {
      guard runs < budget else { return nil }
      runs += 1
      return fails(candidate, invariant)
    }
    var best = scenario
    var found = violation
    // Nothing after the failure matters.
    best.events = best.events.filter { $0.time <= found.time }
    best.duration = found.time + 0.01

    // Shortest suffix of the input that still fails, by doubling windows.
    var window = 0.5
    while window < found.time {
      let candidate = best.suffix(from: found.time - window)
      if let v = attempt(candidate) {
        best = candidate
        found = v
        best.duration = v.time + 0.01
        break
      }
      window *= 2
    }

    // ddmin over the events.
    var chunks = 2
    while best.events.count >= 1 && runs < budget {
      let count = best.events.count
      let size = max(1, count / chunks)
      var reduced = false
      var start = 0
      while start < best.events.count && runs < budget {
        var candidate = best
        let end = min(start + size, candidate.events.count)
        candidate.events.removeSubrange(start..<end)
        // Without some events the same failure may come a little later.
        candidate.duration = found.time + 2
        if let v = attempt(candidate) {
          best = candidate
          found = v
          best.duration = v.time + 0.01
          reduced = true
        } else {
          start += size
        }
      }
      if reduced {
        chunks = max(2, chunks - 1)
      } else if size == 1 {
        break
      } else {
        chunks = min(count, chunks * 2)
      }
    }
    best.duration = found.time + 0.01
    return (best, found)
  }
}
