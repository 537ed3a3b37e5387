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

    public init(name: String, values: ConfigValues, rows: [TraceRow]) {
      self.name = name
      self.values = values
      self.rows = rows
    }
  }

  /// The export dialects, as `export --format` names them.
  static let dialects = ["json", "swift", "kotlin", "dart"]

  /// One dialect's hand-off code for `values`.
  static func code(_ dialect: String, _ values: ConfigValues) -> String {
    switch dialect {
    case "swift": return ConfigExport.swiftSnippet(values)
    case "kotlin": return ConfigExport.kotlinSnippet(values)
    case "dart": return ConfigExport.dartSnippet(values)
    default: return ConfigExport.json(values)
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
    body.append("<h2>Parameters</h2>")
    body.append(parameterTable())
    body.append("</div></div>")
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
        + "data-t=\"\(JSONSerializer.format(marker.t))\">\(JSONSerializer.format(marker.t)) s</a> "
        + "<span class=\"who\">\(marker.phoneName)</span> \(ReviewPage.escape(marker.text))</li>"
    }
    return "<ul class=\"markers\">\n" + items.joined(separator: "\n") + "\n</ul>"
  }

  /// Every parameter set away from its default on some phone, or differing between phones; a
  /// cell that differs from phone A's is highlighted.
  private func parameterTable() -> String {
    let reference = phones.first?.values ?? ConfigValues()
    let defaults = ConfigValues()
    let keys = ParameterRegistry.keys.filter { key in
      phones.contains { $0.values[key] != defaults[key] || $0.values[key] != reference[key] }
    }
    var rows = [
      "<table class=\"parameters\"><thead><tr><th>parameter</th>"
        + phones.map { "<th>\(ReviewPage.escape($0.name))</th>" }.joined() + "</tr></thead><tbody>"
    ]
    for key in keys {
      var cells = "<tr><th scope=\"row\"><code>\(ReviewPage.escape(key))</code></th>"
      for (index, phone) in phones.enumerated() {
        let value = phone.values[key].map(\.description) ?? ""
        let differs = index > 0 && phone.values[key] != reference[key]
        cells += differs ? "<td class=\"differs\">" : "<td>"
        cells += ReviewPage.escape(value) + "</td>"
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
      ).svg()
    }
  }

  private func handOff() -> String {
    var parts: [String] = []
    for (index, phone) in phones.enumerated() {
      parts.append("<section class=\"handoff\"><h3>\(ReviewPage.escape(phone.name))</h3>")
      for dialect in ReviewPage.dialects {
        let id = "code-\(index)-\(dialect)"
        parts.append(
          "<div class=\"code\"><div class=\"bar\"><span>\(dialect)</span>"
            + "<button class=\"copy\" data-target=\"\(id)\">Copy</button></div>"
            + "<pre><code id=\"\(id)\">\(ReviewPage.escape(ReviewPage.code(dialect, phone.values)))</code></pre>"
            + "</div>")
      }
      parts.append("</section>")
    }
    return parts.joined(separator: "\n")
  }

  /// Text made safe for HTML element content and attribute values.
  public static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
