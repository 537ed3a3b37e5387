import SandboxFormats

extension TitleStyle {
  /// Where the title (and any subtitle) is drawn for `layout`, back to front.
  public func placements(
    _ layout: TitleLayout, collapsing: CollapsingTitleMetrics = .standard
  ) -> [TitlePlacement] {
    switch self {
    case .largeTitle: return LargeTitleMotion.placements(layout)
    case .m3: return TwoRowTitleMotion.placements(layout)
    case .collapsingToolbar: return CollapsingTitleMotion.placements(layout, metrics: collapsing)
    case .fade: return CrossFadeTitleMotion.placements(layout)
    }
  }
}
