/// The container a chip set's template lays its chips out in: an option of the chip set's
/// template, chosen in the model (`"layout": "flow"`), so it changes the tree (and its hash),
/// never the engine.
public enum ChipLayout: String, Hashable, Sendable, CaseIterable {
    /// The chips article's container: rows of chips by priority, aligned by a guide. The default.
    case guideFlow
    /// A plain wrapping flow.
    case flow

    /// The layout when a chip set names none.
    public static let `default` = ChipLayout.guideFlow
}
