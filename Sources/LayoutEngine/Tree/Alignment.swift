/// A horizontal alignment guide: where a VStack lines its children up.
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// A vertical alignment guide: where an HStack lines its children up.
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// A two-dimensional alignment (ZStack, frames, overlays), named as in the view-tree JSON.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The nine names the view-tree JSON accepts, in a fixed order.
    public static let named: [(name: String, alignment: Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    /// The JSON name of this alignment, or nil for combinations JSON cannot spell (baselines).
    public var name: String? {
        Alignment.named.first { $0.alignment == self }?.name
    }

    /// The alignment for a JSON name, or nil if the name is unknown.
    public init?(name: String) {
        guard let match = Alignment.named.first(where: { $0.name == name }) else { return nil }
        self = match.alignment
    }
}

/// A guide an `alignmentGuide` modifier can set explicitly.
public enum GuideName: String, Hashable, Sendable, CaseIterable {
    case leading, trailing, top, bottom, centerX, centerY
}

extension HorizontalAlignment {
    /// Section 6.3: the guide's default value in a view `width` wide.
    @inline(__always)
    func defaultValue(in width: Double) -> Double {
        switch self {
        case .leading: return 0
        case .center: return width / 2
        case .trailing: return width
        }
    }
}

extension VerticalAlignment {
    /// Sections 2.7 and 6.3: the guide's default value in a view `height` high; text
    /// baselines default to the bottom edge (the value of a view without text).
    @inline(__always)
    func defaultValue(in height: Double) -> Double {
        switch self {
        case .top: return 0
        case .center: return height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: return height
        }
    }
}
