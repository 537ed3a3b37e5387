import MotionMeasure
import Testing

@testable import SandboxApp

/// The pieces of `measure` that need no video: the device guess and the row spelling.
@Suite("measure output and device guess")
struct MeasureOutputTests {
  @Test(
    "the device is guessed from the width",
    arguments: [
      (1179, "iphone-15-pro", 3.0), (1080, "pixel-8", 1080 / 412.0), (1170, "iphone-14", 3.0),
      (390, "iphone-14", 1.0), (786, "iphone-15-pro", 2.0), (1000, "iphone-15-pro", 1000 / 393.0),
    ] as [(Int, String, Double)])
  func deviceGuess(width: Int, device: String, scale: Double) {
    let guess = DeviceGuess.guess(width: width)
    #expect(guess.device?.name == device)
    #expect(abs(guess.scale - scale) < 1e-9)
    #expect(guess.guessed)
  }

  @Test("the guess reads as a device and a scale")
  func guessDescription() {
    #expect(DeviceGuess.guess(width: 1179).description == "iPhone 15 Pro (iphone-15-pro) at ×3")
  }

  @Test("rows are spelled like trace rows: six decimals, no -0, the same keys in JSONL")
  func spelling() {
    let row = MeasureRow(
      time: 0.016667, scrollOffset: -0.0000001, scrollVelocity: 1234.5, headerBottom: 54,
      confidence: 0.5)
    let csv = String(decoding: MeasureEncoder.encode([row], csv: true), as: UTF8.self)
    #expect(
      csv
        == "time,scrollOffset,scrollVelocity,headerBottom,confidence\n"
        + "0.016667,0.000000,1234.500000,54.000000,0.500000\n")
    let json = String(decoding: MeasureEncoder.encode([row], csv: false), as: UTF8.self)
    #expect(
      json
        == "{\"time\":0.016667,\"scrollOffset\":0.000000,\"scrollVelocity\":1234.500000,"
        + "\"headerBottom\":54.000000,\"confidence\":0.500000}\n")
  }

  @Test("#RRGGBB header colours")
  func colours() {
    #expect(
      MeasureCommand.parseColor("#3F51B5") == MeasureSettings.RGB(red: 63, green: 81, blue: 181))
    #expect(MeasureCommand.parseColor("3f51b5") != nil)
    #expect(MeasureCommand.parseColor("#3F51") == nil)
    #expect(MeasureCommand.parseColor("blue") == nil)
  }
}
