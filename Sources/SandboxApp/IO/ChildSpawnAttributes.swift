import Foundation

/// `posix_spawn` attributes that give a child the signal state of a freshly started program.
///
/// Children are often spawned from libdispatch worker threads, which run with most signals
/// blocked, and a spawned program inherits its parent thread's mask. A bench window started that
/// way never saw the SIGTERM that should end it. The child therefore gets an empty mask, and
/// default handling for the signals the app itself handles or ignores (SIGPIPE is ignored while
/// writing to ffmpeg; SIGINT and SIGTERM have the app's interrupt handler).
final class ChildSpawnAttributes {
  /// The attributes, for `posix_spawn`.
  var raw = posix_spawnattr_t()

  /// `newProcessGroup` puts the child in a group of its own (so a terminal's Ctrl+C reaches
  /// only the app, which then ends the child in order).
  init(newProcessGroup: Bool = false) {
    posix_spawnattr_init(&raw)
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    if newProcessGroup {
      flags |= POSIX_SPAWN_SETPGROUP
      posix_spawnattr_setpgroup(&raw, 0)
    }
    posix_spawnattr_setflags(&raw, Int16(flags))
    var emptyMask = sigset_t()
    sigemptyset(&emptyMask)
    posix_spawnattr_setsigmask(&raw, &emptyMask)
    var defaultSignals = sigset_t()
    sigemptyset(&defaultSignals)
    for signal in [SIGPIPE, SIGINT, SIGTERM] { sigaddset(&defaultSignals, signal) }
    posix_spawnattr_setsigdefault(&raw, &defaultSignals)
  }

  deinit { posix_spawnattr_destroy(&raw) }
}
