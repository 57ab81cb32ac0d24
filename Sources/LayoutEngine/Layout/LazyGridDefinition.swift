/// A lazy grid as compiled into a prepared tree (rule 14): its tracks and spacings, written
/// for either axis.
struct LazyGridDefinition {
    /// The axis the tracks are laid out along: horizontal for a `lazyVGrid` (its tracks are
    /// columns), vertical for a `lazyHGrid` (its tracks are rows).
    var trackAxis: Axis
    var items: [GridItem]
    /// The gap between rows (columns of a `lazyHGrid`): the grid's `spacing`, default 8.
    var lineSpacing: Double
    /// Rule 14.5: where the block of tracks sits when it is narrower than the grid (0 leading
    /// or top, ½ centre, 1 trailing or bottom).
    var alignmentFraction: Double

    /// Rule 14.1: the default spacing between tracks and between lines.
    static let defaultSpacing = 8.0
}
