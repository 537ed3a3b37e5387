/// A platform model whose programmatic show and hide run through its own snap: AppBarLayout's
/// `setExpanded(_:animate:)`, Compose's and Flutter's animated offsets, UIKit's
/// `setContentOffset(_:animated:)`. The web model's headroom pins by its CSS transition instead.
protocol SnappingHeaderModel: PlatformHeaderModel {
  /// Starts the model's snap toward `target`, with its own duration, curve or spring (and its
  /// own rule for a target the content cannot reach).
  mutating func animate(to target: Double)
}

extension SnappingHeaderModel {
  /// Shows or hides the header programmatically: any running snap stops, then the header
  /// animates to `target` or is placed there at once (where the snap's last step would put it,
  /// `snapMoved(to:)`), remembered as hidden when `hidden`; the layout is committed either way.
  mutating func shift(to target: Double, hidden: Bool, animated: Bool) {
    core.snap = nil
    if animated {
      animate(to: target)
    } else {
      core.wantsHidden = hidden
      snapMoved(to: target)
    }
    commit()
  }
}

extension AppBarLayoutModel: SnappingHeaderModel {}
extension ComposeTopAppBarModel: SnappingHeaderModel {}
extension SliverAppBarModel: SnappingHeaderModel {}
extension UIKitLargeTitleModel: SnappingHeaderModel {}
