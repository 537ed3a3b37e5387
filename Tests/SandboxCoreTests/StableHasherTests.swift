import Testing

@testable import SandboxPrimitives

/// `StableHasher` is 64-bit FNV-1a, and `DisplayList.stableHash` values are pinned in tests and
/// compared across runs: the written-out word step must feed the same bytes, in the same
/// order, as feeding them one at a time.
@Suite struct StableHasherTests {
  @Test func aWordHashesAsItsEightBytesLeastSignificantFirst() {
    var generator = SystemRandomNumberGenerator()
    let words: [UInt64] =
      [0, 1, 0xFF, 0x0102_0304_0506_0708, .max]
      + (0..<500).map { _ in
        generator.next()
      }
    for word in words {
      var whole = StableHasher()
      whole.add(UInt8(7))
      whole.add(word)
      var bytes = StableHasher()
      bytes.add(UInt8(7))
      for shift in stride(from: 0, to: 64, by: 8) {
        bytes.add(UInt8(truncatingIfNeeded: word >> shift))
      }
      #expect(whole.value == bytes.value, "word \(word)")
    }
  }

  @Test func theEmptyAndOneByteHashesAreFNV1a() {
    // FNV-1a's offset basis, and the basis xor 0x61 times the prime: the published hash of "a".
    #expect(StableHasher().value == 0xcbf2_9ce4_8422_2325)
    var a = StableHasher()
    a.add(UInt8(ascii: "a"))
    #expect(a.value == 0xaf63_dc4c_8601_ec8c)
  }
}
