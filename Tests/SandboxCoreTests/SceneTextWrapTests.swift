import PhoneDrawing
import Testing

@testable import SandboxStage

@Suite("Scene builder: character-count text wrapping")
struct SceneTextWrapTests {
  @Test("Short text stays on one line; blank text gives none")
  func shortAndBlank() {
    #expect(TextWrap.lines("hello world", maxCharacters: 20, maxLines: 3) == ["hello world"])
    #expect(TextWrap.lines("   ", maxCharacters: 20, maxLines: 3).isEmpty)
    #expect(TextWrap.lines("hello", maxCharacters: 0, maxLines: 3).isEmpty)
  }

  @Test("Breaks at spaces, never exceeding the limit")
  func wrapsAtSpaces() {
    let lines = TextWrap.lines("the quick brown fox jumps over", maxCharacters: 10, maxLines: 5)
    #expect(lines == ["the quick", "brown fox", "jumps over"])
  }

  @Test("A word longer than a line is split")
  func splitsLongWords() {
    #expect(
      TextWrap.lines("abcdefghijkl xy", maxCharacters: 5, maxLines: 5) == [
        "abcde", "fghij", "kl xy",
      ])
  }

  @Test("Overflow is cut at maxLines and marked with an ellipsis")
  func truncates() {
    let lines = TextWrap.lines("aaaa bbbb cccc dddd eeee", maxCharacters: 9, maxLines: 2)
    // The kept last line is full, so one character makes room for the ellipsis.
    #expect(lines == ["aaaa bbbb", "cccc ddd…"])
    let roomy = TextWrap.lines("aaaa bb cccc dddd", maxCharacters: 9, maxLines: 1)
    #expect(roomy == ["aaaa bb…"])
  }
}
