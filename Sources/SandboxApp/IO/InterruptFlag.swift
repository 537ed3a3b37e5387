import Foundation
import Synchronization

/// Set by the signal handler; read by the commands' loops.
private let interruptRaised = Atomic<Bool>(false)

/// Turns SIGINT and SIGTERM into a flag that long-running commands poll, so they can finish
/// cleanly (close ffmpeg's input, remove temporary files, save recordings) and exit 130.
///
/// A plain `sigaction` handler that only stores to a lock-free atomic, on whichever thread the
/// signal lands, with the two signals unblocked on the installing thread. `bench`'s idle window
/// and a test's replay window once waited forever for the `SIGTERM` that stops them: spawned
/// from a dispatch worker thread, they inherited its mask with the signal blocked.
public enum InterruptFlag {
  /// Installs the handlers (again is harmless). Later signals only set the flag.
  public static func install() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      interruptRaised.store(true, ordering: .relaxed)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(SIGINT, &action, nil)
    sigaction(SIGTERM, &action, nil)
    // A process spawned from a thread that blocks signals (a dispatch worker: a test, `bench`)
    // starts with them blocked, and a blocked SIGTERM waits forever: unblock them here.
    var mask = sigset_t()
    sigemptyset(&mask)
    sigaddset(&mask, SIGINT)
    sigaddset(&mask, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &mask, nil)
  }

  /// Whether SIGINT or SIGTERM arrived since `install()`.
  public static var isRaised: Bool { interruptRaised.load(ordering: .relaxed) }
}
