import MotionFit
import Testing

@Suite("Bounded Nelder–Mead")
struct BoundedNelderMeadTests {
  @Test("finds a minimum inside the box")
  func interior() {
    let result = BoundedNelderMead(maximumEvaluations: 800).minimize(from: [0.9, 0.1]) { x in
      let a = x[0] - 0.3
      let b = x[1] - 0.7
      return 100 * (b - a * a) * (b - a * a) + a * a
    }
    #expect(
      abs(result.point[0] - 0.3) < 1e-3 && abs(result.point[1] - 0.7) < 1e-3, "\(result.point)")
  }

  @Test("stays in the box when the minimum is outside it")
  func bounded() {
    let result = BoundedNelderMead().minimize(from: [0.5]) { x in (x[0] - 2) * (x[0] - 2) }
    #expect(abs(result.point[0] - 1) < 1e-9, "\(result.point)")
  }

  @Test("stops when the objective says so, keeping the best so far")
  func stops() {
    var calls = 0
    let result = BoundedNelderMead().minimize(from: [0.5, 0.5]) { x -> Double? in
      calls += 1
      return calls > 10 ? nil : x[0] * x[0] + x[1] * x[1]
    }
    #expect(result.evaluations == 10)
    #expect(result.value.isFinite)
  }
}
