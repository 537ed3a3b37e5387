import PhoneDrawing
import SandboxPrimitives

/// The window's own marks over the phones: phone A's state badge, the reference's offset badge,
/// the first launch's hint and the toast. They are enlarged with the captions
/// (`StageLayout.captionScale`), so their text reads as the captions' does however small five
/// phones are drawn; never in a screenshot or a render.
struct WindowMarks {
  var layout: StageLayout
  var status: SessionStatus
  /// The top of phone A's error banner (canvas points), which the state badge stays above.
  var bannerTop: Double?
  /// False while the help card covers the phones (the badge would hide its rows).
  var showsStatus: Bool
  var review: StageReview
  var referenceSlot: ReferenceSlot?
  var hint: FirstLaunchHint?
  var toast: Toast?

  /// The marks' commands, in canvas points.
  func paint() -> [DrawCommand] {
    let scale = layout.captionScale
    let arrangement = layout.arrangement
    let phoneA = arrangement.frame(0)
    var commands: [DrawCommand] = []
    let statusBadge =
      showsStatus ? status.badgeFrame(in: phoneA, above: bannerTop, scale: scale) : nil
    if statusBadge != nil {
      status.paintBadge(in: phoneA, above: bannerTop, scale: scale, into: &commands)
    }
    if let referenceSlot {
      review.paintReferenceBadge(
        referenceSlot, arrangement: arrangement, scale: scale, avoiding: statusBadge,
        into: &commands)
    }
    // The hint and the toast are laid out over the phones' row shrunk by the scale, from its
    // top left, then drawn enlarged: centred on the row, as wide as their enlarged text needs.
    let row = Rect(
      x: 0, y: phoneA.y / scale, width: layout.phonesWidth / scale,
      height: phoneA.height / scale)
    var notes: [DrawCommand] = []
    hint?.paint(in: row, into: &notes)
    toast?.paint(in: row, into: &notes)
    commands.append(contentsOf: notes.map { $0.scaled(by: scale, about: Point(x: 0, y: 0)) })
    return commands
  }
}
