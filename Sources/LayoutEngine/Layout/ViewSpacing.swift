/// The spacing preferences of one edge of a view (rule 2.1): values per category, plus an
/// uncategorised value. Categories match only when both neighbouring edges carry them.
public struct SpacingEdge: Hashable, Sendable {
    // Each value is stored as a plain Double (`CompactDouble`), so an edge is 32 bytes (not
    // 64) and a view's spacing, copied per layer while a tree is prepared, 128 (not 256).

    /// `edgeAboveText`: carried by the bottom of ordinary views and the top of text.
    @CompactDouble public var aboveText: Double?
    /// `edgeBelowText`: carried by the top of ordinary views and the bottom of text.
    @CompactDouble public var belowText: Double?
    /// `textToText`: carried by both vertical edges of text.
    @CompactDouble public var textToText: Double?
    /// The value used when no category matches (a Spacer's 0).
    @CompactDouble public var uncategorised: Double?

    public init(aboveText: Double? = nil, belowText: Double? = nil, textToText: Double? = nil, uncategorised: Double? = nil) {
        self.aboveText = aboveText
        self.belowText = belowText
        self.textToText = textToText
        self.uncategorised = uncategorised
    }

    /// An edge without preferences: neighbours get the default 8.
    public static let none = SpacingEdge()

    /// Rule 2.1: the gap between this (leading/top) edge and the `next` view's facing edge.
    public func distance(to next: SpacingEdge) -> Double {
        var matched = -Double.infinity
        // The three categories in turn (no array of pairs to allocate).
        if let mine = aboveText, let theirs = next.aboveText { matched = max(matched, mine + theirs) }
        if let mine = belowText, let theirs = next.belowText { matched = max(matched, mine + theirs) }
        if let mine = textToText, let theirs = next.textToText { matched = max(matched, mine + theirs) }
        if matched > -.infinity { return matched }
        if uncategorised != nil || next.uncategorised != nil {
            return max(uncategorised ?? -.infinity, next.uncategorised ?? -.infinity)
        }
        return ViewSpacing.defaultSpacing
    }

    /// The per-key maximum of two edges (the union a container reports, section 9).
    public func union(_ other: SpacingEdge) -> SpacingEdge {
        func merge(_ a: Double?, _ b: Double?) -> Double? {
            guard let a else { return b }
            guard let b else { return a }
            return max(a, b)
        }
        return SpacingEdge(
            aboveText: merge(aboveText, other.aboveText), belowText: merge(belowText, other.belowText),
            textToText: merge(textToText, other.textToText), uncategorised: merge(uncategorised, other.uncategorised)
        )
    }
}

/// A view's spacing preferences on its four edges (SwiftUI's `ViewSpacing`, rule 2.1).
public struct ViewSpacing: Hashable, Sendable {
    public var leading: SpacingEdge
    public var trailing: SpacingEdge
    public var top: SpacingEdge
    public var bottom: SpacingEdge

    public init(leading: SpacingEdge, trailing: SpacingEdge, top: SpacingEdge, bottom: SpacingEdge) {
        self.leading = leading
        self.trailing = trailing
        self.top = top
        self.bottom = bottom
    }

    /// The platform default gap between views (8 on both axes).
    public static let defaultSpacing = 8.0

    /// An ordinary (non-text) view: text-related categories only, which never match horizontally.
    public static let ordinary = ViewSpacing(
        leading: .none, trailing: .none, top: SpacingEdge(belowText: 0), bottom: SpacingEdge(aboveText: 0)
    )

    /// An empty container: uncategorised 0 everywhere.
    public static let zero = ViewSpacing(
        leading: SpacingEdge(uncategorised: 0), trailing: SpacingEdge(uncategorised: 0),
        top: SpacingEdge(uncategorised: 0), bottom: SpacingEdge(uncategorised: 0)
    )

    /// Rule 3: a Spacer reports uncategorised 0 on its two major-axis edges.
    public static func spacer(orientation: Axis?) -> ViewSpacing {
        var spacing = ViewSpacing.ordinary
        if orientation != .vertical {
            spacing.leading = SpacingEdge(uncategorised: 0)
            spacing.trailing = SpacingEdge(uncategorised: 0)
        }
        if orientation != .horizontal {
            spacing.top = SpacingEdge(uncategorised: 0)
            spacing.bottom = SpacingEdge(uncategorised: 0)
        }
        return spacing
    }

    /// Rule 2.1, text in a VStack: font-metric categories on the top and bottom edges, each
    /// value rounded up to the pixel grid of `displayScale`.
    public static func text(_ metrics: FontMetrics, displayScale: Double) -> ViewSpacing {
        func roundedUp(_ value: Double) -> Double { (value * displayScale).rounded(.up) / displayScale }
        let height = metrics.ascender + metrics.descender
        let defaultTextSpacing = roundedUp(0.1 * height)
        let lineSpacing = height + defaultTextSpacing
        let above = roundedUp(lineSpacing - metrics.ascender)
        let below = roundedUp(max(lineSpacing - metrics.capHeight, defaultTextSpacing + metrics.descender))
        return ViewSpacing(
            leading: .none, trailing: .none,
            top: SpacingEdge(aboveText: above, textToText: 0),
            bottom: SpacingEdge(belowText: below, textToText: roundedUp(metrics.leading))
        )
    }

    /// Rule 2.1: the gap from this view to `next` when stacked along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        axis == .horizontal ? trailing.distance(to: next.leading) : bottom.distance(to: next.top)
    }

    /// The per-edge union of two views' preferences (the default for containers, section 9).
    public func union(_ other: ViewSpacing) -> ViewSpacing {
        ViewSpacing(
            leading: leading.union(other.leading), trailing: trailing.union(other.trailing),
            top: top.union(other.top), bottom: bottom.union(other.bottom)
        )
    }

    /// Rule 2.1: edges fixed by a frame or padding lose text-specific spacing.
    func resettingEdges(horizontal: Bool, vertical: Bool) -> ViewSpacing {
        var spacing = self
        if horizontal {
            spacing.leading = ViewSpacing.ordinary.leading
            spacing.trailing = ViewSpacing.ordinary.trailing
        }
        if vertical {
            spacing.top = ViewSpacing.ordinary.top
            spacing.bottom = ViewSpacing.ordinary.bottom
        }
        return spacing
    }
}
