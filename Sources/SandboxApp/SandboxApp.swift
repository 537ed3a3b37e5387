import SDLPlatform
import SandboxCore
