/// How a text measures under one proposal: its size, the lines it shows, and its baselines.
public struct TextLayout: Hashable, Sendable {
    public var size: Size
    public var lines: [String]
    public var truncated: Bool
    /// Distance from the top to the first line's baseline.
    public var firstBaseline: Double
    /// Distance from the top to the last line's baseline.
    public var lastBaseline: Double

    public init(size: Size, lines: [String], truncated: Bool, firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.lines = lines
        self.truncated = truncated
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
