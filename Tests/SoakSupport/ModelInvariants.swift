import HeaderEngine
import PhoneSimulation

/// The invariants of each platform header model, checked by `SoakInvariantChecker` after every
/// tick on top of the ones every model shares (finite numbers, Hmin ≤ height, −accMax ≤ top ≤ 0).
enum ModelInvariants {
  /// The first broken invariant of the model running in `sandbox`, as (name, detail), or nil.
  static func check(_ sandbox: Sandbox) -> (String, String)? {
    let tol = SoakInvariantChecker.tolerance
    let offset = sandbox.scroll.offset
    let engine = sandbox.engine
    if let model = engine.appBarLayoutModel {
      // The bar's offset stays in [−totalScrollRange, 0], and the list never scrolls above its
      // top: what is collapsed was scrolled (collapse + listScroll = offset, listScroll ≥ 0).
      if model.collapse < -tol || model.collapse > model.totalScrollRange + tol {
        return ("appBarLayoutRange", "collapse \(model.collapse) of \(model.totalScrollRange)")
      }
      if model.collapse > max(0, offset) + tol {
        return ("appBarLayoutListScroll", "collapse \(model.collapse) at offset \(offset)")
      }
    }
    if let model = engine.composeM3Model {
      // heightOffset stays in [limit, 0]; a pinned bar never moves; the list never scrolls above
      // its top.
      if model.collapse < -tol || model.collapse > model.collapseRange + tol {
        return ("composeRange", "collapse \(model.collapse) of \(model.collapseRange)")
      }
      if model.options.behavior == .pinned && model.collapse != 0 {
        return ("composePinned", "a pinned bar collapsed by \(model.collapse)")
      }
      if model.collapse > max(0, offset) + tol {
        return ("composeListScroll", "collapse \(model.collapse) at offset \(offset)")
      }
    }
    if let model = engine.sliverAppBarModel {
      // One viewport: a bar that does not float is a function of the scroll offset alone.
      if !model.options.floating {
        let shrink = min(max(offset, 0), model.hMax)
        let expected = max(model.hMin, model.hMax - shrink)
        let stretched = model.options.stretch && offset < 0 ? model.hMax - offset : expected
        if abs(model.layout.height - stretched) > tol {
          return (
            "sliverHeight", "height \(model.layout.height), expected \(stretched) at \(offset)"
          )
        }
      } else if model.effectiveOffset < -tol || model.effectiveOffset > max(0, offset) + tol {
        return ("sliverEffectiveOffset", "effective \(model.effectiveOffset) at offset \(offset)")
      }
    }
    if let model = engine.uikitLargeTitleModel {
      // The bar is a function of the content offset alone.
      let expected = offset < 0 ? model.hMax - offset : max(model.hMin, model.hMax - offset)
      if abs(model.layout.height - expected) > tol {
        return ("uikitHeight", "height \(model.layout.height), expected \(expected) at \(offset)")
      }
    }
    if let model = engine.webModel {
      // Sticky: the visible height is a function of the scroll offset alone. Headroom: full
      // height, translated within [−maximumHeight, 0], and at rest where its state says.
      let expected =
        model.options.pattern == .sticky
        ? model.hMax - min(max(offset, 0), model.travel) : model.hMax
      if abs(model.layout.height - expected) > tol {
        return ("webHeight", "height \(model.layout.height), expected \(expected) at \(offset)")
      }
      if model.transition == nil {
        let rest = model.isPinned ? 0 : -model.accMax
        if abs(model.layout.top - rest) > tol {
          return ("webRest", "top \(model.layout.top) at rest, pinned \(model.isPinned)")
        }
      }
    }
    return nil
  }
}
