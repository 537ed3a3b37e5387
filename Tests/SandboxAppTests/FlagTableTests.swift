import Foundation
import SandboxApp
import TestSupport
import Testing

/// Each command's flag table is the one declaration of its flags: the scanner checks values by
/// it, `--help` lists it, and the README's synopsis is generated from it.
@Suite struct FlagTableTests {
  /// The README's synopsis under "## Commands" matches the tables.
  /// `RECORD_SYNOPSIS=1 swift test --filter readmeSynopsisIsUpToDate` rewrites it.
  @Test func readmeSynopsisIsUpToDate() throws {
    let url = packageRoot().appendingPathComponent("README.md")
    let generated = Subcommand.synopsis + "\n"
    var readme = try String(contentsOf: url, encoding: .utf8)
    if ProcessInfo.processInfo.environment["RECORD_SYNOPSIS"] != nil,
      let range = Self.synopsis(in: readme)
    {
      readme.replaceSubrange(range, with: generated)
      try readme.write(to: url, atomically: true, encoding: .utf8)
    }
    guard let range = Self.synopsis(in: readme) else {
      Issue.record("README.md has no ```sh block under ## Commands")
      return
    }
    #expect(
      String(readme[range]) == generated,
      "README.md's synopsis is stale: RECORD_SYNOPSIS=1 swift test --filter readmeSynopsis")
  }

  /// The lines inside the first ```sh block after "## Commands".
  static func synopsis(in readme: String) -> Range<String.Index>? {
    guard let section = readme.range(of: "\n## Commands\n"),
      let open = readme.range(of: "```sh\n", range: section.upperBound..<readme.endIndex),
      let close = readme.range(of: "```\n", range: open.upperBound..<readme.endIndex)
    else { return nil }
    return open.upperBound..<close.lowerBound
  }

  @Test func everyDeclaredFlagIsInItsHelpAndSynopsis() {
    for command in Subcommand.allCases {
      let synopsis = command.synopsis(width: 10_000)
      for flag in command.flags {
        #expect(command.help.contains("--\(flag.name)"), "\(command) --help lacks --\(flag.name)")
        if flag.flag != .help && flag.flag != .version {
          #expect(synopsis.contains("--\(flag.name)"), "\(command) synopsis lacks --\(flag.name)")
        }
      }
    }
  }

  /// Every checked value is rejected the same way, exit 64, by every command that takes it.
  @Test func everyCheckedFlagRejectsABadValueAlike() throws {
    var checked = 0
    for command in Subcommand.allCases {
      for spec in command.flags {
        let bad: String
        switch spec.value {
        case .none, .text: continue
        case .choice: bad = "nonsense"
        case .number(let range, _, _):
          bad = range.lowerBound > 0 ? "0" : "-1"
        case .integer(let range, _, _):
          bad = String(range.lowerBound - 1)
        }
        let name = command == .window ? [] : [command.rawValue]
        do {
          _ = try ArgumentScanner.scan(
            ["--\(spec.name)", bad], flags: command.flags, usage: command.usageLine)
          Issue.record("\(command) --\(spec.name) \(bad) was accepted")
        } catch {
          #expect(error.code == .usage)
          #expect(
            error.message.hasPrefix("--\(spec.name): expected "),
            "\(name) --\(spec.name) \(bad): \(error.message)")
          #expect(error.message.contains("found \"\(bad)\""), "\(error.message)")
        }
        checked += 1
      }
    }
    #expect(checked >= 12)
  }

  @Test func aRequiredFlagIsNamedWhenMissing() {
    #expect(throws: CommandFailure.self) {
      _ = try ArgumentScanner.scan(
        ["demo.json"], flags: Subcommand.render.flags, usage: Subcommand.render.usageLine)
    }
    do {
      _ = try ArgumentScanner.scan(
        ["s.json"], flags: Subcommand.review.flags, usage: Subcommand.review.usageLine)
    } catch {
      #expect(error.code == .usage)
      #expect(error.message.hasPrefix("missing --out DIR"), "\(error.message)")
    }
    // `--help` still shows the help.
    let help = try? ArgumentScanner.scan(
      ["--help"], flags: Subcommand.render.flags, usage: Subcommand.render.usageLine)
    #expect(help?.has(.help) == true)
  }

  @Test func typedReadersReturnTheCheckedValues() throws {
    let args = try ArgumentScanner.scan(
      ["s.json", "--out", "o.mp4", "--fps", "30", "--from", "0.5", "--set", "a=1", "--set", "b=2"],
      flags: Subcommand.render.flags, usage: Subcommand.render.usageLine)
    #expect(args.integer(.fps) == 30)
    #expect(args.number(.from) == 0.5)
    #expect(args.all(.set) == ["a=1", "b=2"])
    #expect(args.value(.out) == "o.mp4")
    #expect(args.positionals == ["s.json"])
  }
}
