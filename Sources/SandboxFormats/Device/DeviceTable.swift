/// The table `header-sandbox devices` prints: one row per profile, columns padded to align.
public enum DeviceTable {
  /// The column titles.
  public static let columns = [
    "name", "device", "points", "scale", "status bar", "safe top", "style", "corners",
    "cutout", "aliases",
  ]

  /// The header line and one line per profile; the default device is marked.
  public static func lines(_ profiles: [DeviceProfile] = DeviceCatalog.all) -> [String] {
    func f(_ x: Double) -> String { JSONSerializer.format(x) }
    var rows = [columns]
    for p in profiles {
      let aliases = DeviceCatalog.aliases.filter { $0.name == p.name }.map(\.alias)
      let cutout = p.cutout == .none ? "none" : "\(p.cutout.kind) \(p.cutout.sizeText)"
      rows.append([
        p.name + (p.name == DeviceCatalog.defaultName ? " *" : ""), p.displayName,
        "\(f(p.width))×\(f(p.height))", "×\(f(p.pixelRatio))", f(p.statusBarHeight),
        f(p.topSafeArea), p.statusBarStyle.rawValue, f(p.cornerRadius), cutout,
        aliases.joined(separator: ", "),
      ])
    }
    let widths = columns.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    var lines = rows.map { row in
      row.indices.map { column in
        column == row.count - 1
          ? row[column]
          : row[column] + String(repeating: " ", count: widths[column] - row[column].count + 2)
      }.joined().trimmingTrailingSpaces()
    }
    lines.append("* the default device. Sizes in points (dp on Android).")
    return lines
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
