/// What a parent offers a child (rule 1.1): per axis `nil` (ideal), `0` (minimum),
/// `.infinity` (maximum) or a concrete length.
public struct ProposedSize: Hashable, Sendable, BitwiseCopyable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.width = size.width
        self.height = size.height
    }

    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// Rule 1.2: nil dimensions replaced by `size` (10 × 10 by default); 0 and ∞ pass through.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}
