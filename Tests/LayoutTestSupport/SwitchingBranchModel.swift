/// A view-tree model whose ViewThatFits switches branch when text grows: at width 100 it
/// chooses between the text "Kyoto" and a 10 × 10 colour in a vstack. Nodes in pre-order:
/// 0 the viewThatFits `#choice`, 1 the text `#word` (0/0), 2 the vstack `#dots` (0/1), 3 the
/// colour `#dot` (0/1/0).
///
/// Hand computation: at body size (17 pt) no Latin letter is wider than 0.8 em, so "Kyoto" is
/// at most 5 × 0.8 × 17 = 68 pt wide and fits 100: the text shows. At textScale 6 (102 pt)
/// none of K, y, o, t is narrower than 0.3 em, so it is at least 5 × 0.3 × 102 = 153 pt wide
/// and does not fit: #dots and #dot appear, #word disappears, and #choice (the text's size
/// before, 10 × 10 after) moves.
public enum SwitchingBranchModel {
    public static let name = "Switching branch"
    /// The width at which the branch switches, in points.
    public static let width: Double = 100
    /// The text scale at which the text no longer fits.
    public static let textScale: Double = 6

    public static let json = """
        {"kind": "viewTree", "name": "Switching branch", "tree": {"type": "viewThatFits", "id": "choice", "children": [
          {"type": "text", "id": "word", "text": "Kyoto"},
          {"type": "vstack", "id": "dots", "children": [
            {"type": "color", "id": "dot", "modifiers": [{"frame": {"width": 10, "height": 10}}]}
          ]}
        ]}}
        """
}
