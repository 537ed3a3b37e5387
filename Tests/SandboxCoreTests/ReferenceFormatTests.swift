import SandboxFormats
import Testing

@testable import SandboxStage

/// `reference` in scripts and sessions: read, written back, and an absent offset told apart.
@Suite struct ReferenceFormatTests {
  static let script = """
    {"version": 1, "viewport": {"width": 390, "height": 844},
     "reference": {"path": "real.mp4", "offset": -0.25}, "events": []}
    """

  @Test func aScriptsReferenceRoundTrips() throws {
    let decoded = try EventScript.decode(Self.script, file: "s.json")
    #expect(decoded.reference == ReviewSession.Reference(path: "real.mp4", offset: -0.25))
    #expect(decoded.reference?.offsetGiven == true)
    let again = try EventScript.decode(decoded.encoded(), file: "again.json")
    #expect(again == decoded)
    #expect(decoded.encoded().contains(#""reference": {"path": "real.mp4", "offset": -0.25}"#))
  }

  @Test func anAbsentOffsetIsZeroAndNotGiven() throws {
    let decoded = try EventScript.decode(
      """
      {"version": 1, "viewport": {"width": 390, "height": 844},
       "reference": {"path": "real.mp4"}, "events": []}
      """, file: "s.json")
    #expect(decoded.reference?.offset == 0)
    #expect(decoded.reference?.offsetGiven == false)
    let again = try EventScript.decode(decoded.encoded(), file: "again.json")
    #expect(again.reference?.offsetGiven == false, "written back without an offset")
  }

  @Test func aBadReferenceNamesItsPath() {
    #expect {
      _ = try EventScript.decode(
        """
        {"version": 1, "viewport": {"width": 390, "height": 844},
         "reference": {"path": "real.mp4", "offset": "soon"}, "events": []}
        """, file: "s.json")
    } throws: { error in
      "\(error)".contains("reference.offset")
    }
    #expect {
      _ = try EventScript.decode(
        """
        {"version": 1, "viewport": {"width": 390, "height": 844},
         "reference": {"file": "real.mp4"}, "events": []}
        """, file: "s.json")
    } throws: { error in
      "\(error)".contains("reference")
    }
  }

  @Test func aSessionsReferenceRoundTrips() throws {
    var session = ReviewSession(script: .path("s.json"), phones: [ReviewSession.Phone()])
    session.reference = ReviewSession.Reference(path: "clips/real.mp4", offset: 0.116669)
    let decoded = try ReviewSession.decode(session.encoded(), file: "r.json")
    #expect(decoded.reference == session.reference)
    #expect(decoded.reference?.offsetGiven == true)
  }
}
