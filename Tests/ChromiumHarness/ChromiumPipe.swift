import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A headless Chromium driven over `--remote-debugging-pipe`: the DevTools protocol as
/// NUL-terminated JSON messages, commands on the browser's fd 3 and replies and events on its
/// fd 4. No port, no network.
///
/// The browser runs in its own process group with a scratch HOME, XDG_CONFIG_HOME,
/// XDG_CACHE_HOME and profile, so a test never touches the user's; `close()` (or deinit) kills
/// exactly that group.
public final class ChromiumPipe: @unchecked Sendable {
  /// Why a call failed.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// The `chromium` executable on PATH (Debian's wrapper, which `exec`s the browser and keeps
  /// the fds), or nil when it is not installed.
  public static var executable: String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      for name in ["chromium", "chromium-browser"] {
        let candidate = "\(directory)/\(name)"
        if access(candidate, X_OK) == 0 { return candidate }
      }
    }
    return nil
  }

  private let pid: pid_t
  private let commands: Int32
  private let lock = NSCondition()
  private var replies: [Int: [String: Any]] = [:]
  private var events: [[String: Any]] = []
  private var closed = false
  private var nextID = 1
  /// Where the browser's stdout and stderr go (for a failure's message).
  public let logFile: URL

  /// The flags of a quiet browser (no network chatter, no extensions, no throttled timers) with
  /// a `width`×`height` window on about:blank: what the live tests run.
  public static func quietArguments(width: Int, height: Int) -> [String] {
    [
      "--no-first-run", "--disable-background-networking", "--disable-component-update",
      "--disable-sync", "--disable-extensions", "--mute-audio",
      "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
      "--window-size=\(width),\(height)", "about:blank",
    ]
  }

  /// Starts the browser with `arguments` after the pipe and profile flags, in `scratch`.
  public init(executable: String, scratch: URL, arguments: [String]) throws {
    let home = scratch.appendingPathComponent("home")
    let profile = scratch.appendingPathComponent("profile")
    for directory in [
      home, profile, home.appendingPathComponent(".config"),
      home.appendingPathComponent(".cache"),
    ] {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    logFile = scratch.appendingPathComponent("chromium.log")
    var toBrowser: [Int32] = [0, 0]
    var fromBrowser: [Int32] = [0, 0]
    // Glibc's module does not export pipe2; close-on-exec is set right after (our own ends stay
    // out of every other child, the browser's get dup2'd to 3 and 4).
    guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
      throw Failure(description: "pipe: \(String(cString: strerror(errno)))")
    }
    for fd in toBrowser + fromBrowser { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    // The ends the browser gets are moved above 9 first: dup2 onto an fd that already is 3 or 4
    // would keep its close-on-exec flag, and the browser would find its pipe closed.
    let browserReads = fcntl(toBrowser[0], F_DUPFD_CLOEXEC, 10)
    let browserWrites = fcntl(fromBrowser[1], F_DUPFD_CLOEXEC, 10)
    Glibc.close(toBrowser[0])
    Glibc.close(fromBrowser[1])
    defer {
      Glibc.close(browserReads)
      Glibc.close(browserWrites)
    }

    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    environment["HOME"] = home.path
    environment["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
    environment["XDG_CACHE_HOME"] = home.appendingPathComponent(".cache").path
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for p in envp { free(p) } }
    let argv =
      [
        executable, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
        "--user-data-dir=\(profile.path)",
      ] + arguments
    let args = argv.map { strdup($0) } + [nil]
    defer { for p in args { free(p) } }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, logFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    posix_spawn_file_actions_adddup2(&actions, browserReads, 3)
    posix_spawn_file_actions_adddup2(&actions, browserWrites, 4)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Its own process group, so the renderer and GPU children end with it.
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var child: pid_t = 0
    let spawned = posix_spawn(&child, executable, &actions, &attributes, args, envp)
    guard spawned == 0 else {
      Glibc.close(toBrowser[1])
      Glibc.close(fromBrowser[0])
      throw Failure(
        description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    pid = child
    commands = toBrowser[1]
    let replies = fromBrowser[0]
    let thread = Thread { [weak self] in self?.readLoop(replies) }
    thread.start()
  }

  deinit { close() }

  /// Kills the browser's process group and reaps it.
  public func close() {
    lock.lock()
    let wasClosed = closed
    closed = true
    lock.broadcast()
    lock.unlock()
    guard !wasClosed else { return }
    Glibc.close(commands)
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  }

  private func readLoop(_ fd: Int32) {
    var pending = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(fd, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      pending += buffer[0..<count]
      while let end = pending.firstIndex(of: 0) {
        let message = Data(pending[..<end])
        pending.removeSubrange(...end)
        guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any]
        else { continue }
        lock.lock()
        if let id = object["id"] as? Int {
          replies[id] = object
        } else {
          events.append(object)
        }
        lock.broadcast()
        lock.unlock()
      }
    }
    Glibc.close(fd)
    lock.lock()
    closed = true
    lock.broadcast()
    lock.unlock()
  }

  /// Sends a command without waiting; returns its id.
  @discardableResult
  public func send(_ method: String, _ params: [String: Any] = [:], session: String? = nil) throws
    -> Int
  {
    lock.lock()
    let id = nextID
    nextID += 1
    let isClosed = closed
    lock.unlock()
    guard !isClosed else { throw Failure(description: "\(method): the browser is gone") }
    var message: [String: Any] = ["id": id, "method": method, "params": params]
    if let session { message["sessionId"] = session }
    var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
    bytes.append(0)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { throw Failure(description: "\(method): the pipe closed") }
      offset += written
    }
    return id
  }

  /// Sends a command and waits up to `timeout` seconds for its result.
  @discardableResult
  public func call(
    _ method: String, _ params: [String: Any] = [:], session: String? = nil, timeout: Double = 20
  ) throws -> [String: Any] {
    let id = try send(method, params, session: session)
    return try reply(to: id, method: method, timeout: timeout)
  }

  /// Waits for the reply to command `id`.
  public func reply(to id: Int, method: String, timeout: Double = 20) throws -> [String: Any] {
    let deadline = Date(timeIntervalSinceNow: timeout)
    lock.lock()
    defer { lock.unlock() }
    while replies[id] == nil {
      guard !closed else { throw Failure(description: "\(method): the browser exited") }
      guard lock.wait(until: deadline) else {
        throw Failure(description: "\(method): no reply in \(timeout) s")
      }
    }
    let reply = replies.removeValue(forKey: id)!
    if let error = reply["error"] as? [String: Any] {
      throw Failure(description: "\(method): \(error["message"] ?? error)")
    }
    return reply["result"] as? [String: Any] ?? [:]
  }

  /// Waits up to `timeout` seconds for an event named `method` and removes it from the queue.
  public func waitForEvent(_ method: String, timeout: Double = 20) throws -> [String: Any] {
    let deadline = Date(timeIntervalSinceNow: timeout)
    lock.lock()
    defer { lock.unlock() }
    while true {
      if let index = events.firstIndex(where: { $0["method"] as? String == method }) {
        return events.remove(at: index)["params"] as? [String: Any] ?? [:]
      }
      guard !closed else { throw Failure(description: "waiting for \(method): the browser exited") }
      guard lock.wait(until: deadline) else {
        throw Failure(description: "no \(method) in \(timeout) s")
      }
    }
  }

  /// Forgets the events received so far.
  public func clearEvents() {
    lock.lock()
    events.removeAll()
    lock.unlock()
  }
}
