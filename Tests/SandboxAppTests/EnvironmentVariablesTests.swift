import Foundation
import Testing

@testable import SandboxApp

@Suite struct EnvironmentVariablesTests {
  @Test func readsSetEmptyAndMissingVariablesAsProcessInfoDoes() {
    let set = "HEADER_SANDBOX_TEST_ENV_SET_\(getpid())"
    let empty = "HEADER_SANDBOX_TEST_ENV_EMPTY_\(getpid())"
    let missing = "HEADER_SANDBOX_TEST_ENV_MISSING_\(getpid())"
    setenv(set, "a value", 1)
    setenv(empty, "", 1)
    defer {
      unsetenv(set)
      unsetenv(empty)
    }
    #expect(EnvironmentVariables.value(set) == "a value")
    #expect(EnvironmentVariables.value(empty) == "")
    #expect(EnvironmentVariables.value(missing) == nil)
    let read = EnvironmentVariables.reading([set, empty, missing])
    let all = ProcessInfo.processInfo.environment
    #expect(read == [set: "a value", empty: ""])
    #expect(read[set] == all[set] && read[empty] == all[empty] && all[missing] == nil)
  }
}
