/// Material 3's published baseline palettes (seed #6750A4), by tone: androidx
/// `compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/tokens/
/// PaletteTokens.kt`, token version v0_210. The roles map onto these tones as
/// `ColorLightTokens.kt` and `ColorDarkTokens.kt` of the same version say (`MaterialScheme`).
enum BaselineTokens {
  static let primary: [Int: UInt32] = [
    0: 0x000000, 10: 0x21005D, 20: 0x381E72, 30: 0x4F378B, 40: 0x6750A4, 80: 0xD0BCFF,
    90: 0xEADDFF, 100: 0xFFFFFF,
  ]
  static let secondary: [Int: UInt32] = [
    10: 0x1D192B, 20: 0x332D41, 30: 0x4A4458, 40: 0x625B71, 80: 0xCCC2DC, 90: 0xE8DEF8,
    100: 0xFFFFFF,
  ]
  static let tertiary: [Int: UInt32] = [
    10: 0x31111D, 20: 0x492532, 30: 0x633B48, 40: 0x7D5260, 80: 0xEFB8C8, 90: 0xFFD8E4,
    100: 0xFFFFFF,
  ]
  static let error: [Int: UInt32] = [
    10: 0x410E0B, 20: 0x601410, 30: 0x8C1D18, 40: 0xB3261E, 80: 0xF2B8B5, 90: 0xF9DEDC,
    100: 0xFFFFFF,
  ]
  static let neutral: [Int: UInt32] = [
    0: 0x000000, 4: 0x0F0D13, 6: 0x141218, 10: 0x1D1B20, 12: 0x211F26, 17: 0x2B2930,
    20: 0x322F35, 22: 0x36343B, 24: 0x3B383E, 87: 0xDED8E1, 90: 0xE6E0E9, 92: 0xECE6F0,
    94: 0xF3EDF7, 95: 0xF5EFF7, 96: 0xF7F2FA, 98: 0xFEF7FF, 100: 0xFFFFFF,
  ]
  static let neutralVariant: [Int: UInt32] = [
    30: 0x49454F, 50: 0x79747E, 60: 0x938F99, 80: 0xCAC4D0, 90: 0xE7E0EC,
  ]
}
