/// One of the two layout axes: the stacking axis of a stack, the orientation of a Spacer.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
}
