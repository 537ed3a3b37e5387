import Foundation
import MotionMeasure
import SandboxCore

/// Which reference recording a window or a render shows, and how its offset is found: the
/// `--reference` flag, else the session's or the script's `reference`. See docs/reference.md.
struct ReferenceRequest {
  /// The file to open.
  var file: String
  /// The path as it is saved back (the session's or script's own spelling; the flag's made
  /// absolute, as the saved session may live in another folder).
  var written: String
  /// The offset to use; nil lines the first releases up (`ReferenceSync`).
  var offset: Double?

  /// The flag's recording (its releases lined up), else `script`'s `reference` (a relative path
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
  /// request's or the one lining its first release up with phone A's (`settings` playing
  /// `script`). Exit 66 for a missing file, 65 for one that is not a video, 69 without ffmpeg
  /// (as `measure`).
  static func open(
    _ request: ReferenceRequest, viewport: Size, pixelsPerPoint: Double, script: EventScript?,
    settings: SandboxSettings
  ) throws(CommandFailure) -> Opened {
    let phoneRelease =
      request.offset == nil ? script.flatMap { firstRelease(of: settings, playing: $0) } : nil
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
    } else if let phoneRelease, let release = video.firstRelease {
      offset = ReferenceSync.offset(referenceRelease: release, phoneRelease: phoneRelease)
      note =
        "its first release at \(seconds(release)) lined up with phone A's at "
        + "\(seconds(phoneRelease)): offset \(seconds(offset))"
    } else {
      note =
        phoneRelease == nil
        ? "offset 0 (no release in the script to line up with)"
        : "offset 0 (no release found in the recording)"
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

  /// Phone A's first release playing `script`, found as the recording's is: its trace's scroll
  /// offsets per frame, velocities by `VelocityEstimator`, the release by `MeasuredGesture`
  /// (the end of the first drag's peak speed), so both sides are measured alike. Falls back to
  /// the script's first finger lift when the content never moves.
  static func firstRelease(of settings: SandboxSettings, playing script: EventScript) -> Double? {
    guard var runner = try? ScriptRunner(script: script, settings: [settings]) else {
      return ReferenceSync.firstRelease(in: script)
    }
    var times: [Double] = []
    var offsets: [Double] = []
    while let frame = runner.nextFrame() {
      let row = runner.traceRow(frame: frame)
      times.append(row.time)
      offsets.append(row.scrollOffset)
    }
    let velocities = VelocityEstimator.velocities(times: times, positions: offsets)
    let rows = times.indices.map {
      MeasureRow(
        time: times[$0], scrollOffset: offsets[$0], scrollVelocity: velocities[$0],
        headerBottom: nil, confidence: 1)
    }
    return MeasuredGesture.first(in: rows)?.travel.last?.time
      ?? ReferenceSync.firstRelease(in: script)
  }
}
