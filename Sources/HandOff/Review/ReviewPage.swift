import PhoneDrawing
import PhoneSimulation
import SandboxFormats

/// `header-sandbox review`'s page: one self-contained `index.html` (styles and script inline, no
/// network) carrying a review to the people who build it: the video with its chapters, the
/// phones' values with what differs from A highlighted, the plots, the markers linked to their
/// time in the video, and each phone's hand-off code in every export dialect with copy buttons.
///
/// Opened as `index.html#selftest`, the page checks itself (no console errors, the video plays,
/// a marker seeks, one series per phone in every plot) and writes the result as JSON into
/// `<pre id="selftest-result">`, which a headless browser's `--dump-dom` reads.
public struct ReviewPage: Sendable {
  /// One phone of the review.
  public struct Phone: Sendable {
    /// `A · showcase`.
    public var name: String
    public var values: ConfigValues
    /// Trace rows at every frame (the plots' data).
    public var rows: [TraceRow]
    /// The device the phone is drawn on: its own values (the status bar) are not differences,
    /// and its JSON hand-off names it.
    public var device: DeviceProfile

    public init(
      name: String, values: ConfigValues, rows: [TraceRow],
      device: DeviceProfile = DeviceCatalog.standard
    ) {
      self.name = name
      self.values = values
      self.rows = rows
      self.device = device
    }

    /// The value of `key` as a tuning, or nil when it is none: inert under the phone's models
    /// (`ParameterRelevance`), or the device's own (`DeviceProfile.baseLayer`: the status bar).
    func tuned(_ key: String) -> ParameterValue? {
      guard let value = values[key], !ParameterRelevance.isInactive(key, in: values) else {
        return nil
      }
      let own = device.baseLayer(deviceFrame: false, headerModel: values[Param.header.model])
      return own[key] == value ? nil : value
    }
  }

  public var title: String
  /// The video's file name next to `index.html`.
  public var video: String
  public var phones: [Phone]
  public var markers: [ReviewSession.Marker]
  /// The script's length, seconds.
  public var duration: Double

  public init(
    title: String, video: String, phones: [Phone], markers: [ReviewSession.Marker],
    duration: Double
  ) {
    self.title = title
    self.video = video
    self.phones = phones
    self.markers = markers
    self.duration = duration
  }

  /// The page.
  public func html() -> String {
    var body: [String] = []
    body.append("<h1>\(ReviewPage.escape(title))</h1>")
    body.append("<div class=\"top\"><div>")
    body.append(
      "<video id=\"video\" controls preload=\"auto\" src=\"\(ReviewPage.escape(video))\"></video>")
    body.append("</div><div>")
    body.append("<h2>Notes</h2>")
    body.append(markersList())
    body.append("</div></div>")
    body.append("<h2>Parameters</h2>")
    body.append(
      "<p class=\"hint\">Set away from the defaults or differing between phones; a cell that "
        + "differs from phone A's is highlighted. Keys that do nothing under a phone's model (—) "
        + "and a device's own values, such as its status bar, are not differences.</p>")
    body.append("<div class=\"scroll-box\">" + parameterTable() + "</div>")
    body.append("<h2>Plots</h2>")
    body.append(plots().joined(separator: "\n"))
    body.append("<h2>Hand-off code</h2>")
    body.append(handOff())
    body.append("<pre id=\"selftest-result\" hidden></pre>")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(ReviewPage.escape(title))</title>
      <script>\(ReviewPageScript.errorTrap)</script>
      <style>\(ReviewPageScript.style)</style>
      </head>
      <body>
      \(body.joined(separator: "\n"))
      <script>\(ReviewPageScript.behaviour)</script>
      </body>
      </html>

      """
  }

  private func markersList() -> String {
    guard !markers.isEmpty else { return "<p>No notes.</p>" }
    let items = markers.sorted { $0.t < $1.t }.map { marker in
      "<li><a href=\"#t=\(JSONSerializer.format(marker.t))\" class=\"marker\" "
        + "data-t=\"\(JSONSerializer.format(marker.t))\">\(MarkerCaption.timeText(marker.t))</a> "
        + "<span class=\"who\">\(marker.phoneName)</span> \(ReviewPage.escape(marker.text))</li>"
    }
    return "<ul class=\"markers\">\n" + items.joined(separator: "\n") + "\n</ul>"
  }

  /// The keys the parameter table lists: those some phone tunes (`Phone.tuned`) away from the
  /// registry's default, or to another value than a phone that also tunes it. A key inert on
  /// every phone, or holding only the devices' own values, is no difference.
  func tableKeys() -> [String] {
    let defaults = ConfigValues()
    return ParameterRegistry.keys.filter { key in
      let tuned = phones.compactMap { $0.tuned(key) }
      return tuned.contains { $0 != defaults[key] } || Set(tuned).count > 1
    }
  }

  /// Every parameter some phone tunes away from its default or differently from another phone;
  /// a cell whose tuning differs from phone A's value is highlighted. Inert cells show a dash with the
  /// reason; a device's own value is shown, marked as the device's, never highlighted.
  private func parameterTable() -> String {
    var rows = [
      "<table class=\"parameters\"><thead><tr><th>parameter</th>"
        + phones.map { "<th>\(ReviewPage.breakable($0.name, before: "@"))</th>" }.joined()
        + "</tr></thead><tbody>",
      "<tr class=\"device\"><th scope=\"row\">device</th>"
        + phones.map { "<td>\(ReviewPage.escape($0.device.name))</td>" }.joined() + "</tr>",
    ]
    for key in tableKeys() {
      // A's value as A runs it (its device's own included); nil when A's model ignores the key,
      // and then there is nothing of A's to differ from.
      let reference = phones.first.flatMap { phone in
        ParameterRelevance.isInactive(key, in: phone.values) ? nil : phone.values[key]
      }
      var cells = "<tr><th scope=\"row\"><code>\(ReviewPage.breakable(key, after: "."))</code></th>"
      for (index, phone) in phones.enumerated() {
        if let reason = ParameterRelevance.inactiveReason(key, in: phone.values) {
          cells += "<td class=\"inert\" title=\"\(ReviewPage.escape(reason))\">—</td>"
          continue
        }
        let value = ReviewPage.breakable(phone.values[key].map(\.description) ?? "", after: "|")
        guard let tuned = phone.tuned(key) else {
          cells +=
            "<td class=\"own\" title=\"the device's own\">\(value) <small>device</small></td>"
          continue
        }
        let differs = index > 0 && reference != nil && reference != tuned
        cells += (differs ? "<td class=\"differs\">" : "<td>") + value + "</td>"
      }
      rows.append(cells + "</tr>")
    }
    rows.append("</tbody></table>")
    return rows.joined(separator: "\n")
  }

  private func plots() -> [String] {
    let quantities: [(String, String, (TraceRow) -> Double)] = [
      ("Scroll offset", "pt", \.scrollOffset), ("Header height", "pt", \.headerHeight),
      ("Scroll velocity", "pt/s", \.scrollVelocity),
    ]
    let names = phones.map(\.name)
    return quantities.map { title, unit, value in
      ReviewPlot(
        title: title, unit: unit,
        series: phones.map { phone in phone.rows.map { ($0.time, value($0)) } }, names: names,
        markers: markers.map(\.t), duration: duration
      ).figure()
    }
  }

  private func handOff() -> String {
    var parts: [String] = []
    for (index, phone) in phones.enumerated() {
      parts.append("<section class=\"handoff\"><h3>\(ReviewPage.escape(phone.name))</h3>")
      for dialect in ExportDialect.allCases {
        let id = "code-\(index)-\(dialect.rawValue)"
        let code = ConfigExport.text(
          dialect, phone.values, device: phone.device, namingDevice: true)
        parts.append(
          "<div class=\"code\"><div class=\"bar\"><span>\(dialect.rawValue)</span>"
            + "<button class=\"copy\" data-target=\"\(id)\">Copy</button></div>"
            + "<pre><code id=\"\(id)\">\(ReviewPage.escape(code))</code></pre>"
            + "</div>")
      }
      parts.append("</section>")
    }
    return parts.joined(separator: "\n")
  }

  /// `text` escaped, with a line-break opportunity (`<wbr>`) after each `after` or before each
  /// `before` character: a table cell wraps `header.statusBarHeight` at its dots and
  /// `scroll|exitUntilCollapsed` at its bars rather than mid-word.
  static func breakable(_ text: String, after: Character? = nil, before: Character? = nil)
    -> String
  {
    var result = ""
    for character in text {
      if character == before { result += "<wbr>" }
      result += escape(String(character))
      if character == after { result += "<wbr>" }
    }
    return result
  }

  /// Text made safe for HTML element content and attribute values: XML's five special
  /// characters escaped, as the Android hand-off's XML escapes them (`&apos;` is HTML5's too).
  public static func escape(_ text: String) -> String {
    ConfigExport.xmlEscaped(text)
  }
}
