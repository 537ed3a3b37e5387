import Foundation

/// A page in a `ChromiumPipe`'s browser, emulating a phone, that logs `scrollY` at every
/// animation frame and takes scripted touch drags (`Input.dispatchTouchEvent`): the live peer of
/// docs/research/chromium's recordings.
public final class ChromiumPage: @unchecked Sendable {
  /// What one run of drags produced, on the page's clock (seconds since its time origin).
  public struct Recording: Sendable {
    /// (time, scrollY) at every animation frame.
    public let frames: [(time: Double, y: Double)]
    /// The touch events sent: kind (`touchStart`, `touchMove`, `touchEnd`), time and y.
    public let touches: [(kind: String, time: Double, y: Double)]
  }

  private let pipe: ChromiumPipe
  private let session: String
  private let pageURL: URL
  /// `Browser.getVersion`'s product, e.g. `Chrome/156.0.8078.129`.
  public let product: String

  /// Attaches to the browser's page, emulates a `width`×`height` phone at scale 3 and writes the
  /// logging page into `scratch`. The page has no touch listeners: with them the main thread's
  /// `scrollY` can trail the compositor by a frame (the research's pitfall 3).
  public init(pipe: ChromiumPipe, scratch: URL, width: Int = 390, height: Int = 844) throws {
    self.pipe = pipe
    product = try pipe.call("Browser.getVersion")["product"] as? String ?? "?"
    let targets = try pipe.call("Target.getTargets")["targetInfos"] as? [[String: Any]] ?? []
    guard let page = targets.first(where: { $0["type"] as? String == "page" }),
      let targetID = page["targetId"] as? String
    else { throw ChromiumPipe.Failure(description: "no page target") }
    let attached = try pipe.call(
      "Target.attachToTarget", ["targetId": targetID, "flatten": true])
    guard let session = attached["sessionId"] as? String else {
      throw ChromiumPipe.Failure(description: "attachToTarget gave no session")
    }
    self.session = session
    try pipe.call("Page.enable", session: session)
    try pipe.call("Runtime.enable", session: session)
    try pipe.call(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": 3, "mobile": true],
      session: session)
    try pipe.call(
      "Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 5],
      session: session)
    pageURL = scratch.appendingPathComponent("fling.html")
    let html = """
      <!doctype html><meta name=viewport content="width=device-width,initial-scale=1">
      <style>body{margin:0;height:20000px;background:linear-gradient(#fff,#88a)}</style>
      <script>
      // The frame's own timestamp, not performance.now(): on a busy machine the callback runs
      // late, and scrollY is the frame's.
      window.__log = [];
      function tick(ts) { __log.push([ts, scrollY]); requestAnimationFrame(tick); }
      requestAnimationFrame(tick);
      </script>
      """
    try html.write(to: pageURL, atomically: true, encoding: .utf8)
  }

  /// Loads the page at `url` (a file the test wrote) and waits for its load event and then
  /// `settle` seconds for its first frames.
  public func load(_ url: URL, settle: Double = 0.3) throws {
    pipe.clearEvents()
    try pipe.call("Page.navigate", ["url": url.absoluteString], session: session)
    _ = try pipe.waitForEvent("Page.loadEventFired")
    Thread.sleep(forTimeInterval: settle)
  }

  /// Evaluates `expression` in the page and returns its value.
  public func evaluate(_ expression: String) throws -> Any? {
    let result = try pipe.call(
      "Runtime.evaluate", ["expression": expression, "returnByValue": true], session: session)
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Loads a fresh page (scroll at 0, empty log), plays `drags` on a real-time schedule with
  /// explicit timestamps (the velocity tracker then reads the intended speed), waits until the
  /// page has been still for 0.6 s, and returns the log.
  public func record(_ drags: [TouchDrag], timeout: Double = 15) throws -> Recording {
    try load(pageURL, settle: 0.5)
    let origin = (try evaluate("performance.timeOrigin") as? Double ?? 0) / 1000

    var schedule: [(kind: String, time: Double, x: Double, y: Double)] = []
    var time = Date().timeIntervalSince1970 + 0.2
    for drag in drags {
      time += drag.gap
      schedule.append(("touchStart", time, drag.x, drag.startY))
      for move in 1...max(1, drag.moves) {
        time += drag.interval
        schedule.append(("touchMove", time, drag.x, drag.startY + Double(move) * drag.step))
      }
      time += drag.interval
      schedule.append(("touchEnd", time, drag.x, schedule.last!.y))
    }
    // Sent when due and not waited for one by one: a fling start that reaches the browser two
    // frames after the last move's timestamp would restart its curve (fling_controller.cc).
    var ids: [Int] = []
    for event in schedule {
      let wait = event.time - Date().timeIntervalSince1970
      if wait > 0 { Thread.sleep(forTimeInterval: wait) }
      let points: [[String: Any]] =
        event.kind == "touchEnd" ? [] : [["x": event.x, "y": event.y, "id": 0]]
      ids.append(
        try pipe.send(
          "Input.dispatchTouchEvent",
          ["type": event.kind, "touchPoints": points, "timestamp": event.time], session: session))
    }
    for id in ids { _ = try pipe.reply(to: id, method: "Input.dispatchTouchEvent") }

    let deadline = Date(timeIntervalSinceNow: timeout)
    let stillFor = """
      (() => { const l = __log, n = l.length; if (n < 2) return 0; let i = n - 1;
        while (i > 0 && l[i - 1][1] === l[n - 1][1]) i--; return l[n - 1][0] - l[i][0]; })()
      """
    while (try evaluate(stillFor) as? Double ?? 0) < 600 {
      guard Date() < deadline else {
        throw ChromiumPipe.Failure(description: "the page did not come to rest in \(timeout) s")
      }
      Thread.sleep(forTimeInterval: 0.2)
    }
    let text = try evaluate("JSON.stringify(__log)") as? String ?? "[]"
    let rows = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[Double]] ?? []
    return Recording(
      frames: rows.compactMap { $0.count == 2 ? ($0[0] / 1000, $0[1]) : nil },
      touches: schedule.map { ($0.kind, $0.time - origin, $0.y) })
  }
}
