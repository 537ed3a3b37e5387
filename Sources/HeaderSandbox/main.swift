import Foundation
import SandboxApp

exit(HeaderSandboxCLI.run(Array(CommandLine.arguments.dropFirst())))
