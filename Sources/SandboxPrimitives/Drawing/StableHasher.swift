/// FNV-1a, 64 bit: tiny, stable across processes and platforms.
struct StableHasher {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// FNV's 64-bit prime.
  private static let prime: UInt64 = 0x0000_0100_0000_01B3

  mutating func add(_ byte: UInt8) {
    value = (value ^ UInt64(byte)) &* Self.prime
  }

  /// The word's eight bytes, least significant first. Written out: without optimization (the
  /// tests' build) a `for` over a range costs an iterator call per byte, and every frame of
  /// the headless tests is hashed.
  mutating func add(_ word: UInt64) {
    var v = value
    v = (v ^ (word & 0xFF)) &* Self.prime
    v = (v ^ ((word >> 8) & 0xFF)) &* Self.prime
    v = (v ^ ((word >> 16) & 0xFF)) &* Self.prime
    v = (v ^ ((word >> 24) & 0xFF)) &* Self.prime
    v = (v ^ ((word >> 32) & 0xFF)) &* Self.prime
    v = (v ^ ((word >> 40) & 0xFF)) &* Self.prime
    v = (v ^ ((word >> 48) & 0xFF)) &* Self.prime
    v = (v ^ (word >> 56)) &* Self.prime
    value = v
  }

  /// Doubles are hashed by bit pattern after normalising -0 to 0.
  mutating func add(_ d: Double) {
    add((d == 0 ? 0 : d).bitPattern)
  }

  mutating func add(_ r: Rect) {
    add(r.x)
    add(r.y)
    add(r.width)
    add(r.height)
  }

  mutating func add(_ path: VectorPath) {
    add(UInt64(path.elements.count))
    for element in path.elements {
      switch element {
      case .move(let p):
        add(UInt8(1))
        add(p.x)
        add(p.y)
      case .line(let p):
        add(UInt8(2))
        add(p.x)
        add(p.y)
      case .arc(let c, let r, let a, let b):
        add(UInt8(3))
        add(c.x)
        add(c.y)
        add(r)
        add(a)
        add(b)
      case .close:
        add(UInt8(4))
      }
    }
  }

  mutating func add(_ c: Color) {
    add(c.r)
    add(c.g)
    add(c.b)
    add(c.a)
  }
}
