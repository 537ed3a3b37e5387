import Foundation

/// Child processes for the bench: the real binary (`render`, the window's start-up) and ffmpeg,
/// timed from spawn to exit, with their peak resident memory from `wait4`.
enum BenchProcess {
  /// How a child ended.
  struct Outcome {
    var status: Int32
    /// Spawn to exit, in seconds.
    var seconds: Double
    /// The child's user and system CPU time (`ru_utime + ru_stime`), in seconds.
    var cpuSeconds: Double
    /// Peak resident set size (`ru_maxrss`), in MB. Linux folds in the child's own reaped
    /// children (ffmpeg under `render`).
    var peakMB: Double
    /// The child's own VmHWM from /proc/PID/status, sampled every 10 ms while it ran (when
    /// asked with `sampleOwnPeak`), in MB; excludes its children.
    var ownPeakMB: Double?
    /// What it wrote to standard output (when asked to capture it).
    var stdout: String
    /// The tail of what it wrote to standard error.
    var stderr: String
  }

  /// This executable (so the bench times the same build it is part of).
  static var executablePath: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }

  /// Finds `name` on PATH.
  static func which(_ name: String) -> String? {
    name.contains("/") ? name : EnvironmentVariables.onPath(name)
  }

  /// Runs `argv` with `environment` added to ours (and `removing` taken out); stdout to a
  /// temporary file read back when `captureStdout`, else /dev/null; stderr kept for errors.
  static func run(
    _ argv: [String], environment: [String: String] = [:], removing: [String] = [],
    captureStdout: Bool = false, sampleOwnPeak: Bool = false
  ) throws(CommandFailure) -> Outcome {
    let stamp = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let outPath = NSTemporaryDirectory() + "header-sandbox-bench-\(stamp).out"
    let errPath = NSTemporaryDirectory() + "header-sandbox-bench-\(stamp).err"
    defer {
      unlink(outPath)
      unlink(errPath)
    }
    let start = BenchStatistics.nanoseconds()
    let pid = try spawn(
      argv, environment: environment, removing: removing,
      stdout: captureStdout ? outPath : "/dev/null", stderr: errPath)
    var status: Int32 = 0
    var usage = rusage()
    var ownPeak: Double?
    if sampleOwnPeak {
      while true {
        let done = wait4(pid, &status, WNOHANG, &usage)
        if done == pid || (done < 0 && errno != EINTR) { break }
        if let kb = highWaterMarkKB(pid) { ownPeak = Swift.max(ownPeak ?? 0, kb / 1024) }
        usleep(10_000)
      }
    } else {
      while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    }
    let seconds = BenchStatistics.seconds(since: start)
    let exited = (status & 0x7f) == 0
    let code = exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    let out = captureStdout ? (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" : ""
    let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    return Outcome(
      status: code, seconds: seconds,
      cpuSeconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000,
      peakMB: Double(usage.ru_maxrss) / 1024, ownPeakMB: ownPeak,
      stdout: out, stderr: String(err.suffix(2000)))
  }

  /// Our environment with `environment` added and `removing` taken out, as a C array.
  private static func environmentBlock(
    _ environment: [String: String], removing: [String]
  ) -> [UnsafeMutablePointer<CChar>?] {
    var env = ProcessInfo.processInfo.environment
    for key in removing { env.removeValue(forKey: key) }
    for (k, v) in environment { env[k] = v }
    return env.map { strdup("\($0.key)=\($0.value)") } + [nil]
  }

  /// Starts `argv` in the background with every standard stream on /dev/null; pair with `stop`.
  static func start(
    _ argv: [String], environment: [String: String] = [:], removing: [String] = []
  ) throws(CommandFailure) -> pid_t {
    try spawn(
      argv, environment: environment, removing: removing, stdout: "/dev/null", stderr: "/dev/null")
  }

  /// Spawns `argv` (found on PATH) with stdin from /dev/null and stdout/stderr into the files
  /// at `stdout` and `stderr` (created or truncated).
  private static func spawn(
    _ argv: [String], environment: [String: String], removing: [String], stdout: String,
    stderr: String
  ) throws(CommandFailure) -> pid_t {
    guard let program = which(argv[0]) else {
      throw CommandFailure(.unavailable, "bench: \(argv[0]) not found on PATH")
    }
    let envp = environmentBlock(environment, removing: removing)
    defer { for p in envp { free(p) } }
    let args = ([program] + argv.dropFirst()).map { strdup($0) } + [nil]
    defer { for p in args { free(p) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let attributes = ChildSpawnAttributes()
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, program, &actions, &attributes.raw, args, envp)
    guard spawned == 0 else {
      throw CommandFailure(
        .unavailable, "bench: cannot start \(program) (\(String(cString: strerror(spawned))))")
    }
    return pid
  }

  /// Ends a child from `start` with SIGTERM and reaps it.
  static func stop(_ pid: pid_t) {
    kill(pid, SIGTERM)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  }

  /// VmHWM of a running process in kB, or nil once it is gone.
  private static func highWaterMarkKB(_ pid: pid_t) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return line.split(separator: " ").compactMap { Double($0) }.first
  }

  /// `first` then `second`, alternating, `runs` counted times after one warm-up pair (which
  /// fills the page cache and loads the dynamic libraries, and is not returned): a floor and
  /// the figure measured against it see the same machine, moment by moment.
  static func interleaved(
    runs: Int, _ first: () throws(CommandFailure) -> Outcome,
    _ second: () throws(CommandFailure) -> Outcome
  ) throws(CommandFailure) -> [(first: Outcome, second: Outcome)] {
    var pairs: [(first: Outcome, second: Outcome)] = []
    for run in 0...runs {
      let a = try first()
      let b = try second()
      if run > 0 { pairs.append((a, b)) }
    }
    return pairs
  }

  /// Like `run`, but fails (exit 70) naming the command when the child does not exit 0.
  static func checked(
    _ argv: [String], environment: [String: String] = [:], removing: [String] = [],
    captureStdout: Bool = false, sampleOwnPeak: Bool = false
  ) throws(CommandFailure) -> Outcome {
    let outcome = try run(
      argv, environment: environment, removing: removing, captureStdout: captureStdout,
      sampleOwnPeak: sampleOwnPeak)
    guard outcome.status == 0 else {
      throw CommandFailure(
        .software,
        "bench: `\(argv.joined(separator: " "))` exited \(outcome.status): "
          + outcome.stderr.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return outcome
  }

  /// Standard output of a quick command (for `swift --version`).
  static func capture(_ argv: [String]) throws -> String {
    do {
      let outcome = try run(argv, captureStdout: true)
      return outcome.status == 0 ? outcome.stdout : ""
    } catch {
      return ""
    }
  }
}
