import PhoneSimulation
import SandboxPrimitives

/// The stage without a window: `trace`, `render` and the bench play a script through the same
/// stage the window runs (`ScriptRunner` says when), so a render lays out its phones, plots,
/// onion skin and captions exactly as the window does.
extension Stage {
  /// One headless frame at simulation time `time` (a headless stage only): hands the phones the
  /// script's inputs due by then, in script order (a phone's view shortcuts act on each phone as
  /// they do in the window; the stage's own, such as the panel, a recording or a screenshot,
  /// have no host to serve and do nothing), advances every phone to exactly `time`, and lets
  /// the plots and the onion skin take the frame when they are shown. Nothing is kept in the
  /// history and nothing is composed: a trace only reads the phones.
  public mutating func play(toTime time: Double) {
    if session.recording.replayFeed != nil {
      session.recording.replayFeed?.play(&session.phones, toTime: time)
    } else {
      for index in phones.indices { session.phones[index].advance(toTime: time) }
    }
    var effects: [StageEffect] = []
    endFrame(live: false, effects: &effects)
  }

  /// The headless frame as `render` draws it: the window's composition with the overlays the
  /// setup forces, without the window's own marks (badge, hint, strip).
  public func headlessList(hud: HUDStatus) -> DisplayList {
    compose(hud: hud, forScreenshot: false)
  }

  /// Warnings every phone collected since the last call (bad `set` values at run time), with
  /// the phone's index, and forgets them.
  public mutating func takeWarnings() -> [(phone: Int, message: String)] {
    Sandbox.takeWarnings(from: &session.phones)
  }
}
