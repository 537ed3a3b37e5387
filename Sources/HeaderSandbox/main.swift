import SandboxApp
