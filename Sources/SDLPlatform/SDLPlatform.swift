import CSDL2
import CSDL2Image
import CSDL2TTF
import SandboxCore
