import Foundation
import HeaderEngine
import PhoneSimulation
import SoakSupport
import TestSupport
import Testing

@testable import SandboxStage

/// Resident set size of this process in bytes, from /proc/self/statm (Linux); nil elsewhere.
func residentBytes() -> Int? {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return nil
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The long headless runs, one at a time: the memory test reads the whole process's resident
/// size, which a soak allocating its input next to it would blur.
@Suite(.serialized, .tags(.slow), .enabled(if: SlowTests.enabled, SlowTests.reason)) struct LongRuns
{}

extension LongRuns {
  /// Long headless runs keep memory flat and every collection in the sandbox bounded.
  @Suite struct MemoryTests {
    /// Runs the hour below in a process of its own: this one runs every other suite at the
    /// same time, and frames, fonts and textures they allocate and free would read as growth.
    @Test func anHourOfRandomInteractionKeepsMemoryFlat() throws {
      if ProcessInfo.processInfo.environment[Self.childVariable] != nil {
        try hourOfRandomInteraction()
        return
      }
      let child = Process()
      child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      child.arguments = [
        "--testing-library", "swift-testing", "--filter",
        "anHourOfRandomInteractionKeepsMemoryFlat",
      ]
      var environment = ProcessInfo.processInfo.environment
      environment[Self.childVariable] = "1"
      child.environment = environment
      let output = Pipe()
      child.standardOutput = output
      child.standardError = output
      try child.run()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      child.waitUntilExit()
      let memoryLine = text.split(separator: "\n").first { $0.hasPrefix("memory:") }
      if let memoryLine { print(memoryLine) }
      #expect(child.terminationStatus == 0, "the memory run failed:\n\(text.suffix(3000))")
      #expect(memoryLine != nil, "the memory run reported no reading:\n\(text.suffix(3000))")
    }

    static let childVariable = "HEADER_SANDBOX_MEMORY_TEST_CHILD"

    private func hourOfRandomInteraction() throws {
      // One simulated hour at 240 Hz of soak input (touches, flings, wheel, switches, resizes).
      let hour = 3600.0
      let scenario = SoakGenerator.scenario(
        seed: 77, behavior: .enabledWithStatusBar, duration: hour,
        presets: try shippedPresetLayers())
      let warmUpTicks = 240 * 60
      // One sample per simulated minute; compare the lowest reading of the first ten minutes
      // after warm-up with the lowest of the last ten: a leak widens the gap, a passing
      // allocation of the test runner does not.
      var samples: [Int] = []
      var largestQueue = 0
      var largestPointers = 0
      let outcome = try SoakRunner.run(scenario) { sandbox, tick in
        if tick >= warmUpTicks, tick % (240 * 60) == 0, let bytes = residentBytes() {
          samples.append(bytes)
        }
        largestQueue = max(largestQueue, sandbox.queuedInputCount)
        largestPointers = max(largestPointers, sandbox.pointers.count)
      }
      #expect(outcome.violation == nil, "\(outcome.violation.map(String.init(describing:)) ?? "")")
      #expect(outcome.ticks == Int(hour * 240))
      #expect(largestQueue <= 1, "inputs are submitted a tick ahead; the queue drains every tick")
      #expect(largestPointers <= 1)
      #expect(outcome.sandbox.warnings.count <= Sandbox.maximumWarnings)
      #expect(samples.count >= 50)
      if samples.count >= 20, let start = samples.prefix(10).min(),
        let end = samples.suffix(10).min()
      {
        let growth = end - start
        print("memory: resident \(start / 1024) KiB after warm-up, \(end / 1024) KiB after an hour")
        #expect(growth < 4 << 20, "resident memory grew by \(growth / 1024) KiB")
      }
    }

    @Test func warningsKeepOnlyTheLatestHundred() {
      var sandbox = showcaseSandbox("enabled")
      for i in 0..<250 {
        sandbox.submit(.set(key: "header.minimumHeight", value: .number(-Double(i + 1))), at: 0.1)
      }
      sandbox.advance(toTime: 0.2)
      #expect(sandbox.warnings.count == Sandbox.maximumWarnings)
      #expect(sandbox.warnings.last?.contains("-250") == true, "\(sandbox.warnings.last ?? "")")
      #expect(sandbox.warnings.first?.contains("-151") == true, "\(sandbox.warnings.first ?? "")")
      #expect(sandbox.settings.header.minimumHeight == 56)
    }
  }
}
