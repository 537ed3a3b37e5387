import SandboxCore

/// The plots column of `render --plots`: one history per phone, fed once per frame.
struct PlotColumn {
  /// Width of the column in points.
  static let width = 360.0

  init(sandboxCount: Int) {}

  mutating func record(_ sandboxes: [Sandbox]) {}

  func paint(in frame: Rect, into list: inout DisplayList) {}
}
