import Foundation
import MotionMeasure
import PhoneSimulation
import SandboxStage
import SandboxFormats
import SandboxPrimitives

/// Which reference recording a window or a render shows, and how its offset is found: the
/// `--reference` flag, else the session's or the script's `reference`. See docs/reference.md.
struct ReferenceRequest {
  /// The file to open.
  var file: String
  /// The path as it is saved back (the session's or script's own spelling; the flag's made
  /// absolute, as the saved session may live in another folder).
  var written: String
  /// The offset to use; nil lines the recording's motion up with phone A's (`MotionSync`).
  var offset: Double?

  /// The flag's recording (lined up by motion), else `script`'s `reference` (a relative path
  /// from the script's folder); nil without either.
  static func resolve(flag: String?, script: EventScript?, scriptFile: String?) -> ReferenceRequest?
  {
    if let flag {
      let absolute = URL(fileURLWithPath: flag).standardizedFileURL.path
      return ReferenceRequest(file: flag, written: absolute, offset: nil)
    }
    guard let reference = script?.reference else { return nil }
    let file = scriptFile.map { LoadedSession.resolvePath(reference.path, sessionFile: $0) }
    return ReferenceRequest(
      file: file ?? reference.path, written: reference.path,
      offset: reference.offsetGiven ? reference.offset : nil)
  }

  /// The flag's recording, else the session's (its saved offset kept), else its script's.
  static func resolve(flag: String?, session loaded: LoadedSession) -> ReferenceRequest? {
    if flag == nil, let reference = loaded.session.reference {
      return ReferenceRequest(
        file: LoadedSession.resolvePath(reference.path, sessionFile: loaded.file),
        written: reference.path, offset: reference.offsetGiven ? reference.offset : nil)
    }
    return resolve(flag: flag, script: loaded.script, scriptFile: loaded.scriptFile)
  }
}

/// Opens a `ReferenceRequest` for a stage: decodes the recording at the size it is shown and
/// finds its offset.
enum ReferenceOpener {
  struct Opened {
    var track: ReferenceTrack
    var video: ReferenceVideo
    /// What was decided about the offset, for the log.
    var note: String
  }

  /// The recording of `request` at phone A's `viewport` × `pixelsPerPoint`, its offset the
  /// request's or the one lining its motion up with phone A's (`settings` playing `script`,
  /// `MotionSync`). Exit 66 for a missing file, 65 for one that is not a video, 69 without
  /// ffmpeg (as `measure`).
  static func open(
    _ request: ReferenceRequest, viewport: Size, pixelsPerPoint: Double, script: EventScript?,
    settings: SandboxSettings
  ) throws(CommandFailure) -> Opened {
    let phoneMotion =
      request.offset == nil ? script.flatMap { motion(of: settings, playing: $0) } : nil
    Console.errLine("header-sandbox: reference \(request.file): decoding…")
    let video: ReferenceVideo
    do {
      video = try ReferenceVideo(
        path: request.file, viewport: viewport, pixelsPerPoint: pixelsPerPoint, measure: true)
    } catch {
      throw CommandFailure(error.code, "--reference: \(error.message)")
    }
    var offset = request.offset ?? 0
    var note: String
    if let given = request.offset {
      note = "offset \(seconds(given)) as given"
    } else if let phoneMotion {
      let recording = video.motion ?? MotionSync.Motion(times: video.times, velocities: [])
      switch MotionSync.match(recording: recording, phone: phoneMotion) {
      case .success(let match):
        offset = match.offset
        note =
          "offset \(seconds(offset)), matched by motion, score \(MotionSync.formatted(match.score))"
      case .failure(let reason):
        note = "offset 0.000 s: nothing to match by motion (\(reason.reason))"
      }
    } else {
      note = "offset 0.000 s: no script to match the recording's motion with"
    }
    var track = video.track(offset: offset)
    track.path = request.written
    note =
      "\(request.file): \(video.times.count) frames at \(video.width)×\(video.height) px; " + note
    return Opened(track: track, video: video, note: note)
  }

  /// `time` to the millisecond: "1.267 s".
  static func seconds(_ time: Double) -> String {
    String(format: "%.3f s", time)
  }

  /// Phone A's content velocity playing `script`, measured as the recording's is: its trace's
  /// scroll offsets per frame through `VelocityEstimator`, so both curves carry the same
  /// smoothing. Nil when the script cannot be played.
  static func motion(of settings: SandboxSettings, playing script: EventScript)
    -> MotionSync.Motion?
  {
    guard var runner = try? ScriptRunner(script: script, settings: [settings]) else { return nil }
    var times: [Double] = []
    var offsets: [Double] = []
    while let frame = runner.nextFrame() {
      let row = runner.traceRow(frame: frame)
      times.append(row.time)
      offsets.append(row.scrollOffset)
    }
    return MotionSync.Motion(
      times: times, velocities: VelocityEstimator.velocities(times: times, positions: offsets))
  }
}
