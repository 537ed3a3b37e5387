// libFuzzer entry point for HeaderSandbox's script and config decoders.
//
// Built by Scripts/fuzz.sh with `swiftc -sanitize=fuzzer[,address]` together with
// Tests/TestSupport/DecoderConsistency.swift on a partial SandboxCore module; deliberately not a
// SwiftPM target so sanitizer flags never reach normal builds. All assertions live in
// `DecoderConsistency.check`, which the corpus regression test also runs.

/// Called by libFuzzer once per input; traps (a reported crash) when any decoder promise breaks.
@_cdecl("LLVMFuzzerTestOneInput")
public func decoderFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let failure = DecoderConsistency.check(bytes) {
    fatalError("decoder consistency broken: \(failure)")
  }
  return 0
}
