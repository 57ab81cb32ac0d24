import LayoutEngine

/// What a parent hands a root: the proposed size, and the environment's text size category
/// (SwiftUI's `DynamicTypeSize`). A stored result is keyed by (engine, tree, proposal), so the
/// same tree at the same width is one result per size category.
public struct Proposal: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width and height.
    public var size: ProposedSize
    /// The text size category named text styles are sized for.
    public var sizeCategory: ContentSizeCategory

    public init(_ size: ProposedSize, sizeCategory: ContentSizeCategory = .default) {
        self.size = size
        self.sizeCategory = sizeCategory
    }

    /// What a container `width` points wide offers its content at `sizeCategory` (default `large`).
    public static func containerWidth(_ width: Double, sizeCategory: ContentSizeCategory = .default) -> Proposal {
        Proposal(.containerWidth(width), sizeCategory: sizeCategory)
    }

    /// The size, followed by the category when it is not `large`: `320×nil`, `320×nil xxxLarge`.
    public var description: String {
        sizeCategory == .default ? "\(size)" : "\(size) \(sizeCategory.rawValue)"
    }
}
