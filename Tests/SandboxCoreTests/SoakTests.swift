import Foundation
import HeaderEngine
import SandboxFormats
import SandboxPrimitives
import SoakSupport
import TestSupport
import Testing

@testable import SandboxStage

/// Ticks per behaviour: `HEADER_SANDBOX_SOAK_TICKS` (Scripts/soak.sh), else 10⁶ (≈ 69 min of
/// simulated time at 240 Hz).
func soakTicks() -> Int {
  if let text = ProcessInfo.processInfo.environment["HEADER_SANDBOX_SOAK_TICKS"],
    let ticks = Int(text), ticks > 0
  {
    return ticks
  }
  return 1_000_000
}

/// The base seed: `HEADER_SANDBOX_SOAK_SEED`, else a fixed one so CI is reproducible.
func soakSeed() -> UInt64 {
  if let text = ProcessInfo.processInfo.environment["HEADER_SANDBOX_SOAK_SEED"],
    let seed = UInt64(text)
  {
    return seed
  }
  return 20_261_129
}

/// The shipped presets' values, for preset switches.
func shippedPresetLayers() throws -> [ConfigLayer] {
  try jsonFiles(in: "Assets/Presets").map { url in
    let text = try String(contentsOf: url, encoding: .utf8)
    return try Preset.decode(
      text, name: url.deletingPathExtension().lastPathComponent, file: url.lastPathComponent
    ).values
  }
}

/// Shrinks a failure, writes its reproducer under `.build/soak-failures/` and describes it.
func reportSoakFailure(
  _ scenario: SoakScenario, _ violation: SoakViolation, seed: UInt64, behavior: ShiftBehavior
) -> String {
  let (small, smallViolation) = SoakRunner.shrink(scenario, violation: violation)
  let directory = packageRoot().appendingPathComponent(".build/soak-failures")
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let file = directory.appendingPathComponent("seed-\(seed)-\(behavior.rawValue).json")
  let written =
    (try? small.eventScript().encoded().write(to: file, atomically: true, encoding: .utf8)) != nil
  let message =
    "soak \(behavior.rawValue) seed \(seed): \(violation)\n"
    + "minimal reproducer (\(small.events.count) events): \(smallViolation)\n"
    + (written ? "script: \(file.path)" : "could not write \(file.path)")
  return message
}

extension LongRuns {
  @Suite struct SoakTests {
    /// Long soaks run as consecutive one-hour segments (each with its own seed and a fresh
    /// sandbox) so the pre-generated input stays a few MB instead of growing with the soak.
    static let segmentTicks = 240 * 3600

    @Test(arguments: ShiftBehavior.allCases)
    func invariantsHoldUnderRandomInput(_ behavior: ShiftBehavior) throws {
      let ticks = soakTicks()
      let base = soakSeed() &+ UInt64(ShiftBehavior.allCases.firstIndex(of: behavior)!)
      let presets = try shippedPresetLayers()
      var soaked = 0
      var segment: UInt64 = 0
      while soaked < ticks {
        let length = min(SoakTests.segmentTicks, ticks - soaked)
        // Segment 0 uses the base seed, so a short soak is reproducible from the seed alone.
        let seed = base &+ segment &* 1_000_003
        let scenario = SoakGenerator.scenario(
          seed: seed, behavior: behavior, duration: Double(length) / 240, presets: presets)
        let outcome = try SoakRunner.run(scenario)
        if let violation = outcome.violation {
          Issue.record(
            Comment(
              rawValue: "segment \(segment) (after \(soaked) ticks): "
                + reportSoakFailure(scenario, violation, seed: seed, behavior: behavior)))
          return
        }
        soaked += outcome.ticks
        segment += 1
      }
      #expect(soaked >= ticks)
    }
  }
}

/// `HEADER_SANDBOX_SOAK_REPLAY=path.json swift test --filter replaySoakReproducer` replays a
/// reproducer written by the soak and prints a trace row per tick around the failure.
@Test(.enabled(if: ProcessInfo.processInfo.environment["HEADER_SANDBOX_SOAK_REPLAY"] != nil))
func replaySoakReproducer() throws {
  let path = ProcessInfo.processInfo.environment["HEADER_SANDBOX_SOAK_REPLAY"]!
  let text = try String(contentsOfFile: path, encoding: .utf8)
  let script = try EventScript.decode(text, file: path, knownPresets: try shippedPresetNames())
  let values = try ConfigValues.resolve(config: script.config)
  let scenario = SoakScenario(
    values: values, viewport: Size(width: script.viewport.width, height: script.viewport.height),
    events: script.events.map { .script($0) }, duration: script.effectiveDuration)
  let from = Double(ProcessInfo.processInfo.environment["HEADER_SANDBOX_SOAK_FROM"] ?? "0") ?? 0
  let outcome = try SoakRunner.run(scenario) { sandbox, _ in
    guard sandbox.time >= from else { return }
    let row = sandbox.traceRow(frame: 0)
    print(
      String(
        format: "%.4f off %.2f v %.1f h %.2f top %.2f acc %.2f sb %.2f wants %d anim %d trk %d %@",
        row.time, row.scrollOffset, row.scrollVelocity, row.headerHeight, row.headerTop,
        row.shiftAccumulator, row.statusBarShift, row.wantsToBeHidden ? 1 : 0,
        sandbox.engine.layout.isAnimating ? 1 : 0, row.isTracking ? 1 : 0,
        sandbox.settings.header.shiftBehavior.rawValue))
  }
  print("outcome: \(outcome.violation.map(String.init(describing:)) ?? "no violation")")
}
