/// The working data of one stack child while its stack is sized or placed (as Taffy's
/// `FlexItem`): what it was offered, what it answered, its flexibility and its cross origin.
struct StackItem {
    /// The major-axis proposal the child was sized with (nil: unspecified, rule 2.5).
    var offer: Double?
    /// The child's answer to that offer.
    var size: Size
    /// Rule 2.2: the child's major size when proposed 0 and ∞.
    var minimum: Double
    var maximum: Double
    /// Rule 2.7: the child's provisional cross origin (−guide).
    var crossOrigin: Double
    /// Rule 2.3: the index of the child at this item's position in fitting order (items are
    /// sized in this order; the permutation is kept here so it costs no allocation).
    var fittingOrder: Int32

    /// An item before the stack has looked at its child.
    static let empty = StackItem(offer: nil, size: .zero, minimum: 0, maximum: 0, crossOrigin: 0, fittingOrder: 0)
}
