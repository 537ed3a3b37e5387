import Foundation
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxStage

@Suite struct ShortcutTableTests {
  @Test func readmeShortcutTableIsUpToDate() throws {
    let url = packageRoot().appendingPathComponent("README.md")
    let generated = ShortcutTable.markdownTable()
    if ProcessInfo.processInfo.environment["RECORD_SHORTCUT_TABLE"] != nil {
      let readme = try String(contentsOf: url, encoding: .utf8)
      if let range = Self.shortcutTable(in: readme) {
        try readme.replacingCharacters(in: range, with: generated)
          .write(to: url, atomically: true, encoding: .utf8)
      }
    }
    let readme = try String(contentsOf: url, encoding: .utf8)
    guard let range = Self.shortcutTable(in: readme) else {
      Issue.record("README.md has no shortcut table")
      return
    }
    #expect(
      String(readme[range]) == generated,
      "README.md's shortcut table is stale: RECORD_SHORTCUT_TABLE=1 swift test")
  }

  /// The README's table, from its header row through its last row's newline.
  static func shortcutTable(in readme: String) -> ClosedRange<String.Index>? {
    let header = "| Shortcut | Action |\n"
    guard let start = readme.range(of: header)?.lowerBound,
      let end = readme.range(of: "\n\n", range: start..<readme.endIndex)?.lowerBound
    else { return nil }
    return start...end
  }

  @Test func bindingsNeverOverlap() {
    for key in Key.allCases {
      for raw in UInt8(0)..<8 {
        let modifiers = KeyModifiers(rawValue: raw)
        let matches = ShortcutTable.entries.flatMap(\.bindings).filter {
          $0.matches(key, modifiers)
        }
        #expect(matches.count <= 1, "\(Shortcut(key: key, modifiers: modifiers)): \(matches)")
      }
    }
  }

  @Test func everyCommandHasAKeyAndScriptNamesParse() {
    let commands = Set(ShortcutTable.entries.flatMap(\.bindings).map(\.command))
    for shortcut in ViewShortcut.allCases { #expect(commands.contains(.view(shortcut))) }
    for shortcut in SimulationShortcut.allCases {
      #expect(commands.contains(.simulation(shortcut)))
    }
    for binding in ShortcutTable.entries.flatMap(\.bindings) {
      let parsed = Shortcut(parsing: binding.shortcut.description)
      #expect(parsed == binding.shortcut)
      #expect(
        parsed.flatMap { ShortcutTable.command(for: $0.key, $0.modifiers) } == binding.command)
    }
  }

  /// The key handling as it was before the table, kept as the reference the table must match
  /// (with the shortcuts added since: Shift+F3, Ctrl+Shift+E, Ctrl+Z, Ctrl+Shift+Z, ←/→, Ctrl+F,
  /// V).
  @Test func tableMatchesTheFormerDispatch() {
    func former(_ key: Key, _ modifiers: KeyModifiers) -> ShortcutCommand? {
      let control = modifiers.contains(.control)
      let shift = modifiers.contains(.shift)
      switch (key, control) {
      case (.q, true): return .view(.quit)
      case (.r, true): return .view(.toggleRecording)
      case (.e, true): return .view(shift ? .savePlotHistory : .export)
      case (.b, true): return .view(.snapshotPhone)
      case (.s, true): return .view(shift ? .saveSessionAs : .saveSession)
      case (.f, true): return .view(.fitReference)
      case (.f11, _): return .view(.toggleFullscreen)
      case (.f12, _): return .view(.screenshot)
      case (.s, false): return .view(.slowMotion)
      case (.p, false): return .view(.pause)
      case (.period, _) where modifiers.contains(.shift): return .view(.stepForwardTen)
      case (.comma, _) where modifiers.contains(.shift): return .view(.stepBackTen)
      case (.period, false): return .view(.step)
      case (.comma, false): return .view(.stepBack)
      case (.leftBracket, _): return .view(.loopIn)
      case (.rightBracket, _): return .view(.loopOut)
      case (.l, false): return .view(.loop)
      case (.m, false): return .view(shift ? .deleteMarker : .addMarker)
      case (.n, false): return .view(shift ? .previousMarker : .nextMarker)
      case (.g, _) where modifiers.contains(.shift): return .view(.ghostLength)
      case (.g, false): return .view(.ghosts)
      case (.t, false): return .view(.touchIndicators)
      case (.f1, _), (.tab, _): return .view(.hud)
      case (.f2, _), (.backquote, _): return .view(.panel)
      case (.f3, _): return .view(shift ? .lockPlotScale : .plots)
      case (.z, true): return .view(shift ? .redo : .undo)
      case (.slash, _) where modifiers.contains(.shift): return .view(.help)
      case (.escape, _): return .view(.escape)
      case (.right, _):
        return .view(modifiers.contains(.shift) ? .referenceLaterTen : .referenceLater)
      case (.left, _):
        return .view(modifiers.contains(.shift) ? .referenceEarlierTen : .referenceEarlier)
      case (.v, false): return .view(shift ? .referenceOpacity : .referenceMode)
      default: break
      }
      switch key {
      case .digit1: return .simulation(.shiftBehaviorDisabled)
      case .digit2: return .simulation(.shiftBehaviorEnabled)
      case .digit3: return .simulation(.shiftBehaviorEnabledWithStatusBar)
      case .digit4: return .simulation(.shiftBehaviorHideable)
      case .h: return .simulation(.toggleHidden)
      case .i: return .simulation(.toggleContentImportance)
      case .o: return .simulation(.toggleOverExtension)
      case .r: return .simulation(.reset)
      case .up: return .simulation(.lineUp)
      case .down: return .simulation(.lineDown)
      case .pageUp: return .simulation(.pageUp)
      case .pageDown: return .simulation(.pageDown)
      case .space: return .simulation(modifiers.contains(.shift) ? .pageUp : .pageDown)
      case .home: return .simulation(.top)
      case .end: return .simulation(.bottom)
      default: return nil
      }
    }
    for key in Key.allCases {
      for raw in UInt8(0)..<8 {
        let modifiers = KeyModifiers(rawValue: raw)
        #expect(
          ShortcutTable.command(for: key, modifiers) == former(key, modifiers),
          "\(Shortcut(key: key, modifiers: modifiers))")
      }
    }
  }

  @Test func slowMotionHelpFollowsTheFactors() {
    let help = ShortcutTable.entries.first { $0.name == "S" }?.help
    #expect(help == "slow motion: 1×, 0.25×, 0.1×")
  }
}
