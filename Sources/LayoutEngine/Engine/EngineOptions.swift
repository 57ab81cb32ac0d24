/// Everything that changes the engine's results besides the tree and the proposal.
///
/// Each option is declared once, in `EngineOptions.declared` (name, value syntax, default,
/// help, reading and JSON): `--engine-option KEY=VALUE`, its help, the JSON stored with an
/// engine and the engine's identity all come from that list.
public struct EngineOptions: Hashable, Sendable {
    /// Multiplies every font size, like Dynamic Type. Default 1.
    public var textScale: Double
    /// Pixels per point: text sizes round up to multiples of 1/displayScale. Default 2.
    public var displayScale: Double

    public init(textScale: Double = 1, displayScale: Double = 2) {
        self.textScale = textScale
        self.displayScale = displayScale
    }

    public static let `default` = EngineOptions()
}
