import Foundation

/// `idle.cpuPercent`: the CPU time an idle window uses, as a percentage of one core: the real
/// window (offscreen video driver, default renderer) is started, left alone to settle, then its
/// user + system time is read from /proc over `seconds` of nothing happening.
enum IdleBench {
  /// Seconds the window gets to start and settle before measuring.
  static let settleSeconds = 2.0

  static func run(_ plan: BenchPlan) throws(CommandFailure) -> BenchFigure {
    let seconds = plan.idleSeconds
    let pid = try BenchProcess.start(
      [BenchProcess.executablePath], environment: ["SDL_VIDEODRIVER": "offscreen"],
      removing: ["DISPLAY", "WAYLAND_DISPLAY"])
    defer { BenchProcess.stop(pid) }
    usleep(UInt32(settleSeconds * 1_000_000))
    guard let before = cpuSeconds(pid) else {
      throw CommandFailure(.software, "bench: the idle window exited during start-up")
    }
    let start = BenchStatistics.nanoseconds()
    usleep(UInt32(seconds * 1_000_000))
    guard let after = cpuSeconds(pid) else {
      throw CommandFailure(.software, "bench: the idle window exited while idle")
    }
    let wall = BenchStatistics.seconds(since: start)
    return BenchFigure(
      "idle.cpuPercent", unit: "%", samples: [100 * (after - before) / wall],
      target: .atMost(2),
      note:
        "CPU time (user + system) of the window left idle for \(Int(seconds)) s, offscreen driver, % of one core"
    )
  }

  /// User + system CPU seconds of a running process (fields 14 and 15 of /proc/PID/stat).
  static func cpuSeconds(_ pid: pid_t) -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // Fields after the command name (which may contain spaces) start at field 3.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return nil
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }
}
