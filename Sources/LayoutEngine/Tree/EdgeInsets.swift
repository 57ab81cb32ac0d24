/// Lengths inset from each edge, as `padding` applies them.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all length: Double) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    /// SwiftUI's default padding: 16 on every edge (rule 5.1).
    public static let defaultPadding = EdgeInsets(all: 16)
}
