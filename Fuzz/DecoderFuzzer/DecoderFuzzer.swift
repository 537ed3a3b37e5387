// The decoder fuzzer: libFuzzer's entry point over HeaderSandbox's script and config decoders.
//
// Declared in Package.swift as the `DecoderFuzzer` product on top of `SandboxFormats` (the only
// part of the core the decoders live in) and the `DecoderOracle`, so its module boundary is the
// package's own. `Scripts/fuzz.sh` builds it with `--sanitize fuzzer` (and `address`) and
// `-DLIBFUZZER` in a scratch build directory of its own, so sanitizer flags never reach normal
// builds. A normal `swift build` makes it a replay tool: `swift run DecoderFuzzer FILE…` runs the
// same checks on saved inputs without libFuzzer.
import DecoderOracle
import Foundation

/// Called by libFuzzer once per input; traps (a reported crash) when any decoder promise breaks.
@_cdecl("LLVMFuzzerTestOneInput")
public func decoderFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let failure = DecoderConsistency.check(bytes) {
    fatalError("decoder consistency broken: \(failure)")
  }
  return 0
}

#if !LIBFUZZER
  /// Without libFuzzer (which brings its own `main`): replays the files named on the command
  /// line through the same checks, printing one line per file, and exits 1 if any check breaks.
  @main
  enum DecoderReplay {
    static func main() {
      let paths = CommandLine.arguments.dropFirst()
      if paths.isEmpty {
        print("usage: DecoderFuzzer FILE…  (replays saved fuzz inputs through the decoder checks)")
        exit(64)
      }
      var broken = 0
      for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("\(path): cannot read the file")
          broken += 1
          continue
        }
        if let failure = DecoderConsistency.check(Array(data)) {
          print("\(path): BROKEN: \(failure)")
          broken += 1
        } else {
          print("\(path): ok")
        }
      }
      exit(broken == 0 ? 0 : 1)
    }
  }
#endif
