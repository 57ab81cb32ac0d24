/// Everything that changes the engine's results besides the tree and the proposal.
/// Each option is part of the engine's identity (`--engine-option KEY=VALUE`).
public struct EngineOptions: Hashable, Sendable {
    /// The container chip sets are laid out in.
    public enum ChipLayout: String, Hashable, Sendable, CaseIterable {
        case guideFlow, flow
    }

    /// The container of chip sets (a template choice, so part of the identity). Default `guideFlow`.
    public var chipLayout: ChipLayout
    /// Multiplies every font size, like Dynamic Type. Default 1.
    public var textScale: Double
    /// Points per pixel inverse: text sizes round up to multiples of 1/displayScale. Default 2.
    public var displayScale: Double
    /// A directory of the user's font files set before the default fonts (`FontSet`), nil for
    /// the default fonts only. The identity takes the fonts' content hashes, not this path.
    public var fontDirectory: String?

    public init(chipLayout: ChipLayout = .guideFlow, textScale: Double = 1, displayScale: Double = 2, fontDirectory: String? = nil) {
        self.chipLayout = chipLayout
        self.textScale = textScale
        self.displayScale = displayScale
        self.fontDirectory = fontDirectory
    }

    public static let `default` = EngineOptions()
}
