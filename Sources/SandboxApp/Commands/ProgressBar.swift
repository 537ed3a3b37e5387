/// A one-line progress bar on standard error, drawn only when it is a terminal (scripts and CI
/// see nothing but errors).
struct ProgressBar {
  let total: Int
  let enabled: Bool
  /// The verb in front of the bar.
  let label: String
  private static let width = 30

  init(total: Int, enabled: Bool, label: String = "rendering") {
    self.total = max(1, total)
    self.enabled = enabled
    self.label = label
  }

  func update(_ done: Int) {
    guard enabled, done == total || done % 5 == 0 else { return }
    let filled = ProgressBar.width * min(done, total) / total
    let bar =
      String(repeating: "█", count: filled)
      + String(repeating: "·", count: ProgressBar.width - filled)
    Console.err("\r\(label) \(bar) \(done)/\(total) frames")
  }

  func finish() {
    guard enabled else { return }
    Console.err("\n")
  }
}
