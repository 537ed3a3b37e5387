import PhoneDrawing
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SandboxStage

@Suite struct SweepTests {
  @Test func rangesAndListsBecomeValidatedValues() throws {
    let range = try Sweep.parse("header.minimumHeight=56:96:8")
    #expect(range.values == [56, 64, 72, 80, 88, 96].map { ParameterValue.number($0) })
    let tenths = try Sweep.parse("header.shiftDuration=0.1:0.3:0.1")
    #expect(tenths.values == [0.1, 0.2, 0.3].map { ParameterValue.number($0) })
    let list = try Sweep.parse("header.shiftBehavior=enabled,hideable")
    #expect(list.values == [.string("enabled"), .string("hideable")])
  }

  @Test func badSweepsAreUsageErrorsNamingTheKeyAndTheCount() {
    func message(_ argument: String) -> String? {
      do {
        _ = try Sweep.parse(argument)
        return nil
      } catch {
        #expect(error.exitCode == 64)
        return error.description
      }
    }
    #expect(
      message("header.minimumHeight=0:400:10")
        == "--sweep: header.minimumHeight: expected at most 36 values, found 41")
    #expect(message("header.bogus=1,2")?.hasPrefix("--sweep: header.bogus: expected") == true)
    #expect(
      message("header.minimumHeight=9000,1")
        == "--sweep: header.minimumHeight: expected a number in 0…400, found 9000")
    #expect(message("header.minimumHeight=96:56:8")?.contains("A ≤ B and STEP > 0") == true)
    #expect(message("header.shiftBehavior=a:b:1")?.contains("needs a numeric parameter") == true)
    #expect(message("nothing")?.hasPrefix("--sweep: expected KEY=A:B:STEP") == true)
  }

  @Test func twoKeysMakeAGridRowByRowAndTheCellsAreCapped() throws {
    let a = Sweep(key: "header.minimumHeight", values: [.number(56), .number(76)])
    let b = Sweep(key: "header.shiftBehavior", values: [.string("enabled"), .string("hideable")])
    let cells = try Sweep.cells([a, b])
    #expect(
      cells.map { $0.map(\.value) } == [
        [.number(56), .string("enabled")], [.number(76), .string("enabled")],
        [.number(56), .string("hideable")], [.number(76), .string("hideable")],
      ])
    let wide = Sweep(key: a.key, values: Array(repeating: .number(60), count: 7))
    #expect(throws: DataError.self) { try Sweep.cells([wide, wide]) }
    #expect(throws: DataError.self) { try Sweep.cells([a, a, a]) }
    #expect(ContactSheet.columns(forCounts: [7, 2]) == 7)
    #expect(ContactSheet.columns(forCounts: [10]) == 4)
    let sheet = ContactSheet(cellSize: Size(width: 100, height: 200), count: 10, columns: 4)
    #expect(sheet.rows == 3)
    #expect(sheet.frame(5) == Rect(x: 124, y: 48 + 248, width: 100, height: 200))
  }
}
