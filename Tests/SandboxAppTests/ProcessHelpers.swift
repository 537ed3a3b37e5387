import Foundation
import TestSupport

/// What a finished process printed and returned.
struct ProcessResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// The `header-sandbox` binary built next to the test bundle.
func sandboxBinary() -> URL {
  let bundle = Bundle.main.bundleURL
  let candidates = [
    bundle.deletingLastPathComponent().appendingPathComponent("header-sandbox"),
    bundle.appendingPathComponent("header-sandbox"),
    packageRoot().appendingPathComponent(".build/debug/header-sandbox"),
  ]
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    ?? candidates[2]
}

/// An empty HOME and XDG_CONFIG_HOME for one test's child processes, and what was written there.
///
/// The tests run as root in CI, where a read-only directory stops nothing, so the directories
/// are watched instead: a child that writes anything under them is caught by `writtenFiles`.
struct WatchedHome {
  let root: URL
  var home: String { root.appendingPathComponent("home").path }
  var config: String { root.appendingPathComponent("config").path }
  /// HOME and XDG_CONFIG_HOME pointing into the watched directories.
  var environment: [String: String] { ["HOME": home, "XDG_CONFIG_HOME": config] }

  init() throws {
    root = try ScratchDirectory.make("home")
    for path in [root.appendingPathComponent("home"), root.appendingPathComponent("config")] {
      try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
    }
  }

  /// Every path created under the two directories, relative to them.
  func writtenFiles() throws -> [String] {
    var found: [String] = []
    for base in [home, config] {
      let items = FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? []
      found += items.map { "\(base)/\($0)" }
    }
    return found
  }
}

/// Runs `header-sandbox` with `arguments` and an environment without a display unless given.
/// Unless the caller passes its own, HOME and XDG_CONFIG_HOME are fresh empty directories, so no
/// test can touch the real ones.
func runSandbox(
  _ arguments: [String], environment: [String: String]? = nil, stdin: Data? = nil,
  currentDirectory: URL? = nil
) throws -> ProcessResult {
  let process = Process()
  process.executableURL = sandboxBinary()
  process.arguments = arguments
  var env = ProcessInfo.processInfo.environment
  env.removeValue(forKey: "DISPLAY")
  env.removeValue(forKey: "WAYLAND_DISPLAY")
  env.removeValue(forKey: "SDL_VIDEODRIVER")
  for (k, v) in try WatchedHome().environment { env[k] = v }
  for (k, v) in environment ?? [:] { env[k] = v }
  process.environment = env
  if let currentDirectory { process.currentDirectoryURL = currentDirectory }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  let input = Pipe()
  process.standardInput = input
  try process.run()
  if let stdin { input.fileHandleForWriting.write(stdin) }
  try input.fileHandleForWriting.close()
  // Read both pipes concurrently so a chatty child never blocks on a full pipe.
  nonisolated(unsafe) var outData = Data()
  let group = DispatchGroup()
  group.enter()
  DispatchQueue.global().async {
    outData = out.fileHandleForReading.readDataToEndOfFile()
    group.leave()
  }
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  group.wait()
  process.waitUntilExit()
  return ProcessResult(
    status: process.terminationStatus,
    stdout: String(decoding: outData, as: UTF8.self),
    stderr: String(decoding: errData, as: UTF8.self))
}

/// `runSandbox`, awaited: the child runs while the test's thread is handed back to the test pool.
///
/// Swift Testing runs tests on a pool as wide as the machine (two threads on two cores); a test
/// that blocks in `waitUntilExit` holds one of them for the child's whole life, which for a
/// window replay (real time, mostly idle) or a fit is seconds the other tests could have used.
/// The blocking wait moves to a thread of its own. At most `childSlots` children run at once, so
/// the suspended tests do not start a child each on a shared machine.
func runSandbox(
  _ arguments: [String], environment: [String: String]? = nil, stdin: Data? = nil,
  currentDirectory: URL? = nil
) async throws -> ProcessResult {
  try await childSlots.holding {
    try await awaitOffPool {
      try runSandbox(
        arguments, environment: environment, stdin: stdin, currentDirectory: currentDirectory)
    }
  }
}

/// Children of `runSandbox` awaited at once: a few beyond the cores, since a window replay
/// mostly sleeps and a short command mostly starts up.
let childSlots = TurnQueue(slots: 6)

/// Runs the blocking `work` on a thread of its own and awaits its result, so a test waiting on
/// a child process or a lock does not hold a thread of the test pool.
func awaitOffPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try work() }) }.start()
  }
}
