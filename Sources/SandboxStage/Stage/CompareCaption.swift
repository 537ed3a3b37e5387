import PhoneDrawing
import SandboxFormats

/// The second line of a compared phone's caption: what its values change from phone A's, most
/// telling first (the header model, the scroll physics, the title style, then the rest in
/// registry order), short enough for the phone's width.
public enum CompareCaption {
  /// The keys that say what kind of phone it is, named first when they differ.
  public static let leadingKeys = [
    Param.header.model.name, Param.scroll.deceleration.name, Param.content.titleStyle.name,
  ]

  /// "maximumHeight 56 · rowCount 60 · +3 more" for `values` against `reference`, in at most
  /// `characters` characters; "same values as A" when nothing differs. View options (slow
  /// motion, overlays) are how it is watched, not what is compared; a value inert on both
  /// phones (`ParameterRelevance`) is left out.
  public static func differences(
    _ values: ConfigValues, from reference: ConfigValues, characters: Int
  ) -> String {
    // A value that acts on neither phone's models (a Compose stiffness between two MDC phones)
    // changes nothing on screen, so the caption does not claim it does.
    let differing = ParameterRegistry.keys.filter {
      !$0.hasPrefix("view.") && values[$0] != reference[$0]
        && !(ParameterRelevance.isInactive($0, in: values)
          && ParameterRelevance.isInactive($0, in: reference))
    }
    let changed =
      leadingKeys.filter(differing.contains) + differing.filter { !leadingKeys.contains($0) }
    guard !changed.isEmpty else { return "same values as A" }
    var line = ""
    for (index, key) in changed.enumerated() {
      let name = key.split(separator: ".").last.map(String.init) ?? key
      let part = "\(name) \(values[key]?.description ?? "—")"
      let rest = changed.count - index - 1
      let more = rest > 0 ? " · +\(rest) more" : ""
      let candidate = line.isEmpty ? part : line + " · " + part
      if candidate.count + more.count > characters && !line.isEmpty {
        return line + " · +\(changed.count - index) more"
      }
      line = candidate
    }
    return line
  }

  /// The letter of phone `index` (A first).
  public static func letter(_ index: Int) -> String {
    String(UnicodeScalar(UInt8(65 + min(max(index, 0), 25))))
  }

  /// The caption lines of every phone: its label, then A's role or what differs from A,
  /// wrapped onto at most two lines of the phone's width (`widths`, one per phone; the last
  /// width serves any phone without one) at caption text `scale` (11-pt text enlarged so it
  /// stays readable in a shrunk window).
  public static func lines(
    labels: [String], values: [ConfigValues], widths: [Double], scale: Double = 1
  ) -> [[String]] {
    guard values.count > 1 else { return [] }
    return values.indices.map { index in
      let width = index < widths.count ? widths[index] : widths.last ?? 390
      let perLine = max(12, Int(width / (6 * max(1, scale))))
      let label = index < labels.count ? labels[index] : ""
      let text =
        index == 0
        ? "the reference: the others say what differs"
        : differences(values[index], from: values[0], characters: 2 * perLine - 2)
      return [label] + TextWrap.lines(text, maxCharacters: perLine, maxLines: 2)
    }
  }

  /// The caption lines of phones all `width` wide.
  public static func lines(labels: [String], values: [ConfigValues], width: Double) -> [[String]] {
    lines(labels: labels, values: values, widths: [width])
  }
}
