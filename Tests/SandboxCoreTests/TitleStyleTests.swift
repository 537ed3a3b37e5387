import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import PhoneDrawing
@testable import SandboxStage

/// The four title styles as pure functions of the header layout, against the reference's numbers
/// (shared/reference/header-models.md §1.6, §2.5, §3.5, §4).
@Suite("Title styles: frame, scale and alpha from the header layout")
struct TitleStyleTests {
  /// An iPhone 14-like header: 390 pt wide, 47-pt status bar, 56-pt toolbar, UIKit's 52-pt
  /// large-title extension.
  private func ios(_ f: Double, over: Double = 0, subtitle: Bool = false) -> TitleLayout {
    TitleLayout(
      width: 390, statusBarHeight: 47, minimumHeight: 56, maximumHeight: 108, collapseFraction: f,
      overExtension: over, hasSubtitle: subtitle)
  }

  /// The showcase header: 56…176 pt under a 20-pt status bar.
  private func showcase(_ f: Double, maximum: Double = 176) -> TitleLayout {
    TitleLayout(
      width: 390, statusBarHeight: 20, minimumHeight: 56, maximumHeight: maximum,
      collapseFraction: f)
  }

  @Test("largeTitle at f = 0: 34 pt bold, 16 pt from the left, 8 pt above the header's bottom")
  func largeTitleExpanded() throws {
    let p = try #require(LargeTitleMotion.placements(ios(0)).first)
    #expect(p.size == 34 && p.scale == 1 && p.rasterSize == 34 && p.weight == .bold)
    #expect(p.x == 16 && p.anchor == 0 && p.alpha == 1)
    #expect(isClose(p.top + Theme.lineHeight(34), 47 + 108 - 8))
  }

  @Test("largeTitle at f = 0.5: 25.5 pt, halfway to the centre, drawn from the 28.6-pt rung")
  func largeTitleHalfway() throws {
    let p = try #require(LargeTitleMotion.placements(ios(0.5)).first)
    #expect(isClose(p.size, 25.5) && isClose(p.scale, 0.75))
    #expect(isClose(p.x, 105.5) && isClose(p.anchor, 0.25))
    #expect(isClose(p.rasterSize, 17 * 2.0.squareRoot() * 2.0.squareRoot().squareRoot()))
    // Rides the bottom edge: the gap under it is between the expanded and collapsed gaps.
    let gap = (47 + 56 + 26) - (p.top + Theme.lineHeight(p.size))
    #expect(gap > 8 && gap < 28 - Theme.lineHeight(17) / 2)
  }

  @Test("largeTitle at f = 1: the 17-pt inline title centred in the toolbar row")
  func largeTitleCollapsed() throws {
    let p = try #require(LargeTitleMotion.placements(ios(1)).first)
    #expect(p.size == 17 && p.rasterSize == 17 && isClose(p.scale, 0.5))
    #expect(p.x == 195 && p.anchor == 0.5)
    #expect(isClose(p.top + Theme.lineHeight(17) / 2, 47 + 28))
  }

  @Test(
    "largeTitle over-extended grows 3 % per 44 pt, at most 1.1×",
    arguments: [(0.0, 1.0), (44.0, 1.03), (88.0, 1.06), (400.0, 1.1)])
  func largeTitleOverExtension(over: Double, scale: Double) throws {
    let p = try #require(LargeTitleMotion.placements(ios(0, over: over)).first)
    #expect(isClose(p.scale, scale))
    #expect(isClose(p.top + Theme.lineHeight(p.size), 47 + 108 + over - 8))
    #expect(p.rasterSize >= p.size && p.rasterSize < p.size * TitleRaster.outerStep)
  }

  @Test("m3: bottom alpha 1 − f, top alpha CubicBezier(0.8, 0, 0.8, 0.15)(f)")
  func twoRowAlphas() {
    #expect(TwoRowTitleMotion.alphas(0) == (0, 1))
    let half = TwoRowTitleMotion.alphas(0.5)
    #expect(isClose(half.bottom, 0.5))
    #expect(isClose(half.top, 0.045670218, 1e-6))
    #expect(isClose(TwoRowTitleMotion.alphas(0.9).top, 0.584521059, 1e-6))
    #expect(TwoRowTitleMotion.alphas(1) == (1, 0))
  }

  @Test("m3: Large variant's 28-pt title on a 28-pt baseline, clipped to the bottom row")
  func twoRowPlacement() throws {
    let placements = TwoRowTitleMotion.placements(showcase(0.5))
    #expect(placements.count == 2)
    let bottom = try #require(placements.first)
    let top = try #require(placements.last)
    #expect(bottom.size == 28 && bottom.x == 16 && bottom.scale == 1 && bottom.weight == .regular)
    let headerBottom = 20 + 56 + 60.0
    #expect(isClose(bottom.top + Theme.ascenderFactor * 28, headerBottom - 28))
    #expect(bottom.clip == Rect(x: 0, y: 76, width: 390, height: 60))
    #expect(top.size == 22 && top.x == 52 && top.clip == nil)
    #expect(isClose(top.top + Theme.lineHeight(22) / 2, 48))
    // A 100-pt header has 44 pt of room: the Medium variant (24 pt on a 24-pt baseline).
    let medium = try #require(TwoRowTitleMotion.placements(showcase(0, maximum: 100)).first)
    #expect(medium.size == 24)
  }

  @Test(
    "collapsingToolbar scales 1.5 → 1 linearly and moves from (16, bottom) to the toolbar",
    arguments: [(0.0, 1.5, 16.0), (0.5, 1.25, 44.0), (1.0, 1.0, 72.0)])
  func collapsingToolbar(f: Double, scale: Double, x: Double) throws {
    let p = try #require(CollapsingTitleMotion.placements(showcase(f)).first)
    #expect(isClose(p.scale, scale) && isClose(p.size, 22 * scale) && isClose(p.x, x))
    #expect(p.anchor == 0 && p.alpha == 1)
    let headerBottom = 20 + 56 + 120 * (1 - f)
    if f == 0 { #expect(isClose(p.top + Theme.lineHeight(33), headerBottom - 16)) }
    if f == 1 { #expect(isClose(p.top + Theme.lineHeight(22) / 2, 48)) }
    #expect(p.rasterSize >= p.size - 1e-9)
    // Rungs 22·1.5^(k/4): exact at rest, the k = 3 rung (29.8 pt) for 27.5 pt at f = 0.5.
    let rung = f == 0 ? 33 : f == 1 ? 22 : 22 * 1.5.squareRoot() * 1.5.squareRoot().squareRoot()
    #expect(isClose(p.rasterSize, rung))
  }

  @Test("fade: CollapsingToolbarLayout's window, fadeStart = (room − 56) / room, threshold halfway")
  func fadeWindow() {
    let layout = showcase(0)
    let window = CrossFadeTitleMotion.fadeWindow(layout)
    #expect(isClose(window.start, 64.0 / 120) && isClose(window.threshold, 92.0 / 120))
    #expect(CrossFadeTitleMotion.alphas(showcase(0.5)) == (1, 0))
    let mid = CrossFadeTitleMotion.alphas(showcase(78.0 / 120))
    #expect(isClose(mid.large, 0.5) && isClose(mid.compact, 0.5))
    #expect(CrossFadeTitleMotion.alphas(showcase(1)) == (0, 1))
    // An M3 Medium header (112 → 56 + …): fadeStart 0, threshold 0.5, as the reference works out.
    let medium = CrossFadeTitleMotion.fadeWindow(showcase(0, maximum: 112))
    #expect(medium.start == 0 && medium.threshold == 0.5)
  }

  @Test(
    "No style leaves the band empty: a visible title within 30 pt of the header's bottom",
    arguments: TitleStyle.allCases, [100.0, 112, 176, 260])
  func bandNeverEmpty(style: TitleStyle, maximum: Double) {
    for step in 0...40 {
      let f = Double(step) / 40
      for subtitle in [false, true] {
        let layout = TitleLayout(
          width: 390, statusBarHeight: 47, minimumHeight: 56, maximumHeight: maximum,
          collapseFraction: f, hasSubtitle: subtitle)
        let band = layout.headerBottom - layout.toolbarBottom
        guard band >= 30 else { continue }
        let needed = min(0.5, 1 - f)
        let covered = style.placements(layout).contains { p in
          let bottom = p.top + TitlePlacement.blockHeight(p.size, hasSubtitle: subtitle)
          return p.alpha >= needed - 1e-9 && layout.headerBottom - bottom <= 30
            && bottom > layout.toolbarBottom
        }
        #expect(covered, "\(style) f=\(f) max=\(maximum) subtitle=\(subtitle)")
      }
    }
  }

  @Test(
    "An expanded title never covers the menu icon, however short the header",
    arguments: TitleStyle.allCases)
  func expandedClearsIcons(style: TitleStyle) {
    for maximum in [60.0, 70, 84, 100, 176] {
      let layout = showcase(0, maximum: maximum)
      let iconBottom = layout.toolbarCenterY + Theme.toolbarIconSize / 2
      let menuRight = Theme.toolbarEdgeInset + Theme.toolbarIconSize
      for p in style.placements(layout) where p.alpha > 0 {
        let visibleTop = max(p.top, p.clip?.minY ?? p.top)
        #expect(
          visibleTop >= iconBottom - 1e-9 || p.x - p.anchor * 100 >= menuRight,
          "\(style) max=\(maximum)")
      }
    }
  }

  @Test("Raster rungs: exact at the rest sizes, at most one step above any size in between")
  func rasterRungs() {
    #expect(TitleRaster.rung(for: 17, small: 17, large: 34) == 17)
    #expect(TitleRaster.rung(for: 34, small: 17, large: 34) == 34)
    var rungs: Set<Double> = []
    for step in 0...200 {
      let size = 17 + 17 * Double(step) / 200
      let rung = TitleRaster.rung(for: size, small: 17, large: 34)
      #expect(rung >= size - 1e-9 && rung <= size * TitleRaster.outerStep + 1e-9)
      rungs.insert(rung)
    }
    #expect(rungs.count == 5)
  }
}
