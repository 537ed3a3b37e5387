import Foundation

/// What the figures were measured on: CPU model, cores, memory, Swift version, build, date.
struct BenchMachine: Sendable {
  var cpuModel: String
  var cores: Int
  var memoryMB: Int
  var swiftVersion: String
  var build: String
  var date: String

  /// Reads /proc/cpuinfo and /proc/meminfo; asks `swift --version` if a toolchain is on PATH.
  static func current() -> BenchMachine {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model =
      cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
    let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
    let totalKB =
      meminfo.split(separator: "\n").first { $0.hasPrefix("MemTotal:") }
      .flatMap { line in line.split(separator: " ").compactMap { Int($0) }.first } ?? 0
    #if DEBUG
      let build = "debug"
    #else
      let build = "release"
    #endif
    let formatter = ISO8601DateFormatter()
    return BenchMachine(
      cpuModel: model, cores: ProcessInfo.processInfo.activeProcessorCount,
      memoryMB: totalKB / 1024, swiftVersion: swiftVersion(), build: build,
      date: formatter.string(from: Date()))
  }

  /// First line of `swift --version`, or the compiler this binary was built with.
  private static func swiftVersion() -> String {
    if let output = try? BenchProcess.capture(["swift", "--version"]),
      let line = output.split(separator: "\n").first(where: { $0.contains("Swift version") })
    {
      return line.trimmingCharacters(in: .whitespaces)
    }
    #if compiler(>=6.3)
      return "Swift 6.3 or later (compiler of this build)"
    #else
      return "Swift 6 (compiler of this build)"
    #endif
  }
}
