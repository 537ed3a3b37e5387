import SandboxStage
import SandboxPrimitives
import Testing

/// The window's size, scale and position on a display: the rules behind "the window always fits
/// the screen", checked without one.
struct WindowPlacementTests {
  let phone = Size(width: 390, height: 844)

  @Test func automaticScaleIsTheLargestHundredthThatFits() {
    let laptop = Rect(x: 0, y: 0, width: 1280, height: 800)
    #expect(WindowPlacement.largestScale(canvas: phone, usable: laptop) == 0.94)
    let desktop = Rect(x: 0, y: 0, width: 1920, height: 1200)
    #expect(WindowPlacement.largestScale(canvas: phone, usable: desktop) == 1.42)
    let exact = Rect(x: 0, y: 0, width: 780, height: 1688)
    #expect(WindowPlacement.largestScale(canvas: phone, usable: exact) == 2)
    // The usable bounds exclude panels; decorations come off them too.
    let withBar = WindowPlacement.largestScale(
      canvas: phone, usable: Rect(x: 0, y: 0, width: 1280, height: 1024),
      decorations: WindowDecorations(top: 30, left: 2, bottom: 2, right: 2))
    #expect(withBar == 1.17)
    #expect(844 * withBar + 32 <= 1024)
  }

  @Test func automaticScaleStaysWithinItsLimits() {
    let tiny = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(WindowPlacement.largestScale(canvas: phone, usable: tiny) == 0.25)
    let huge = Rect(x: 0, y: 0, width: 20_000, height: 20_000)
    #expect(WindowPlacement.largestScale(canvas: phone, usable: huge) == 8)
    let column = Size(width: 390 + 400, height: 844)
    #expect(
      WindowPlacement.largestScale(
        canvas: column, usable: Rect(x: 0, y: 0, width: 1280, height: 800))
        == 0.94)
    // With the column the width limits first: 1000 / 790.
    #expect(
      WindowPlacement.largestScale(
        canvas: column, usable: Rect(x: 0, y: 0, width: 1000, height: 1200))
        == 1.26)
  }

  @Test func rememberedSizeIsClampedToTheRoomThereIs() {
    // A 780×1688 window remembered from a big screen, opened on 1280×1024 with a 30-pt title bar.
    let usable = Rect(x: 0, y: 24, width: 1280, height: 1000)
    let decorations = WindowDecorations(top: 30, left: 0, bottom: 0, right: 0)
    let frame = WindowPlacement.frame(
      size: Size(width: 780, height: 1688), usable: usable, decorations: decorations)
    // Shrunk proportionally (970 / 1688 of its size), so the phone fills it without bars.
    #expect(frame.width == 448 && frame.height == 970)
    #expect(frame.x == 416 && frame.y == 54)
    #expect(WindowPlacement.isOnScreen(frame, usable: usable, decorations: decorations))
  }

  @Test func theWholeWindowIsPlacedOnScreenPanelColumnIncluded() {
    // 320×568 at scale 2 with the 400-pt panel column: 1440 px wide on a 1280-px screen.
    let usable = Rect(x: 0, y: 0, width: 1280, height: 1024)
    let frame = WindowPlacement.frame(
      size: Size(width: (320 + 400) * 2, height: 568 * 2), usable: usable)
    #expect(frame == Rect(x: 0, y: 7, width: 1280, height: 1009))
    // A window that fits is centred, frame included.
    let decorations = WindowDecorations(top: 20, left: 4, bottom: 4, right: 4)
    let centred = WindowPlacement.frame(
      size: Size(width: 400, height: 600), usable: usable, decorations: decorations)
    #expect(centred == Rect(x: 440, y: 220, width: 400, height: 600))
    #expect(WindowPlacement.isOnScreen(centred, usable: usable, decorations: decorations))
    // A second display to the right keeps its own origin.
    let right = Rect(x: 1920, y: 0, width: 1280, height: 800)
    let there = WindowPlacement.frame(size: Size(width: 2000, height: 500), usable: right)
    #expect(there == Rect(x: 1920, y: 240, width: 1280, height: 320))
  }
}
