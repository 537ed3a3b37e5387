import Foundation
import TestSupport
import Testing

/// The house rule the compiler cannot see: the pure targets import no SDL, read no clock and
/// touch no files or processes. `Package.swift` keeps SDL out of their dependency lists; this
/// scans their sources for the Foundation and libc APIs that would break the rule from inside.
@Suite("Core purity")
struct CorePurityTests {
  /// The targets the architecture calls pure.
  static let pureTargets = [
    "MotionPhysics", "HeaderEngine", "SandboxPrimitives", "SandboxFormats", "PhoneDrawing",
    "PhoneSimulation", "TuningPanel", "SandboxStage", "MotionMeasure",
    "MotionFit",
  ]

  /// Spellings that mean SDL, a clock, the file system, the environment or a process.
  static let forbidden = [
    "import CSDL", "import SDLPlatform", "import Glibc", "import Dispatch", "Date()",
    "Date.now", "DispatchTime", "clock_gettime", "ContinuousClock", "SuspendingClock",
    "FileManager", "FileHandle", "ProcessInfo", "Process(", "contentsOfFile", "contentsOf: URL",
    "Data(contentsOf", "String(contentsOf", "write(to:", "fopen(", "getenv(",
  ]

  @Test("no pure target names SDL, a clock, files, the environment or processes")
  func pureTargetsStayPure() throws {
    var offences: [String] = []
    for target in Self.pureTargets {
      let folder = packageRoot().appendingPathComponent("Sources/\(target)")
      let files = try #require(FileManager.default.enumerator(atPath: folder.path))
      var scanned = 0
      for case let relative as String in files where relative.hasSuffix(".swift") {
        scanned += 1
        let text = try String(
          contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        {
          let code = line.split(separator: "//", maxSplits: 1).first.map(String.init) ?? ""
          for spelling in Self.forbidden where code.contains(spelling) {
            offences.append("Sources/\(target)/\(relative):\(number + 1): \(spelling)")
          }
        }
      }
      #expect(scanned > 0, "no sources found under Sources/\(target)")
    }
    #expect(offences.isEmpty, "pure targets must stay pure:\n\(offences.joined(separator: "\n"))")
  }
}
