/// One layer of a prepared tree: a node's base view or one of its layout-relevant modifiers.
///
/// A node compiles to its base layer wrapped by one layer per `padding`, `frame`, `fixedSize`,
/// `position`, `overlay`, `background` and `aspectRatio`, innermost first. Trait-like
/// modifiers (`layoutPriority`, `alignmentGuide`, `rank`, `hidden`, `offset`) add no layer:
/// they set properties of the layer they follow. Everything here is plain data, so copying a
/// layer costs no reference counting.
struct Layer {
    var operation: LayerOperation
    /// The layer this modifier wraps; −1 for a base view.
    var inner: Int32
    /// The node (pre-order index) this layer belongs to.
    var node: Int32
    /// True for the node's base view; its frame is the node's `frame`.
    var isBase: Bool
    /// True for the node's outermost layer; its frame is the node's `outer`.
    var isOuter: Bool
    /// True when some text below this layer supplies explicit text baselines.
    var hasExplicitBaseline: Bool
    /// Containers: every child is a `RigidChild` (layouts may take their fast path).
    var childrenAreRigid: Bool
    /// Rule 5.5: the priority a parent stack or ZStack reads.
    var priority: Double
    /// The size under every proposal, when it does not depend on the proposal (a fixed frame
    /// with both dimensions, a non-resizable image): read without any cache lookup.
    var constantSize: Size?
    /// What the hot paths ask of `operation`, read from one byte instead of matching the
    /// enum each time; set from the final operation when the layer is appended.
    var traits: LayerTraits = []
    /// Index into `PreparedTree.explicitGuides`, or −1 when no guide is set explicitly.
    var explicitGuides: Int32
    /// Containers: their children's outer layers are `childLayers[firstChild ..< firstChild + childCount]`.
    var firstChild: Int32
    var childCount: Int32
    /// Rule 6.1: the layer whose size this one has under every proposal — itself, or for an
    /// overlay or background that of the layer it modifies — which sizing asks instead (no
    /// dispatch, no cache entry of the overlay's own). −1 until the layer is appended.
    var sizedAs: Int32
    /// One past the last node (pre-order) of what the layer lays out — its node, the node's
    /// children and the contents of its modifiers up to this layer, contiguous in pre-order —
    /// so a session can keep the layer's placement (`PlacementMemo`); set when appended.
    var subtreeEnd: Int32 = 0
    // (The fields are in this order so that a layer stays 96 bytes.)
}

/// What a layer does when sized and placed; each case names the file implementing it.
enum LayerOperation {
    case text(index: Int32, font: Font, lineLimit: Int?)
    case image(Size, resizable: Bool)
    case shape(ShapeKind)
    case spacer(minLength: Double, orientation: Axis?)
    case hstack(VerticalAlignment)
    case vstack(HorizontalAlignment)
    case zstack(Alignment)
    case viewThatFits(horizontal: Bool, vertical: Bool)
    case flow(FlowLayout)
    case guideFlow(GuideFlowLayout)
    case equalWidthStack(EqualWidthStackLayout)
    case radial(RadialLayout)
    case geometryReader
    case padding(EdgeInsets)
    /// Two paddings in a row, each on one axis, as one layer (`PaddingPair`): the horizontal
    /// insets of the `EdgeInsets` applied first, then the vertical ones, or the other way round.
    case horizontalThenVerticalPadding(EdgeInsets)
    case verticalThenHorizontalPadding(EdgeInsets)
    case fixedFrame(FixedFrame)
    case flexibleFrame(index: Int32)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case position(Point)
    case overlay(Alignment, content: Int32)
    case background(Alignment, content: Int32)
    case aspectRatio(ratio: Double?, contentMode: ContentMode)
    case divider(vertical: Bool)
    case lazyGrid(index: Int32)
    case grid(index: Int32)
    case gridRow
    case scrollView(horizontal: Bool, vertical: Bool)
    case lazyHStack(VerticalAlignment)
    case lazyVStack(HorizontalAlignment)
    case anchorPreference(slot: Int32)
    case preferenceOverlay(index: Int32)
    case matchedGeometry(index: Int32)

    /// True for a pair of paddings whose horizontal insets are applied first.
    var isHorizontalThenVerticalPadding: Bool {
        if case .horizontalThenVerticalPadding = self { return true }
        return false
    }

    /// True for text, whose size depends only on its layer and the proposal.
    var isText: Bool {
        if case .text = self { return true }
        return false
    }

    /// Leaves with nothing to place inside them (placing one only records its frames).
    var placesNothing: Bool {
        switch self {
        case .image, .shape, .spacer, .divider: return true
        default: return false
        }
    }

    /// Leaves whose size is a cheap function of the proposal and is never cached.
    var isCheapLeaf: Bool {
        switch self {
        case .image, .shape, .spacer, .geometryReader, .divider: return true
        default: return false
        }
    }
}

/// Facts about a layer's operation the session asks on every sizing, placement and result
/// read (`LayerTraits(of:)` derives them; a layer stores them in `Layer.traits`).
struct LayerTraits: OptionSet {
    let rawValue: UInt8
    /// `LayerOperation.isText`.
    static let text = LayerTraits(rawValue: 1 << 0)
    /// `LayerOperation.isCheapLeaf`.
    static let cheapLeaf = LayerTraits(rawValue: 1 << 1)
    /// `LayerOperation.placesNothing`.
    static let placesNothing = LayerTraits(rawValue: 1 << 2)
    /// `flow` and `guideFlow`: their result lists rows.
    static let flow = LayerTraits(rawValue: 1 << 3)
    /// `viewThatFits`: its result names the chosen child.
    static let viewThatFits = LayerTraits(rawValue: 1 << 4)

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The traits of `operation` (one match of it: `isText`, `isCheapLeaf` and
    /// `placesNothing` each matched it again, per layer of every tree prepared).
    init(of operation: LayerOperation) {
        switch operation {
        case .text: self = .text
        case .image, .shape, .spacer, .divider: self = [.cheapLeaf, .placesNothing]
        case .geometryReader: self = .cheapLeaf
        case .flow, .guideFlow: self = .flow
        case .viewThatFits: self = .viewThatFits
        default: self = []
        }
    }
}

/// Guide values set by `alignmentGuide` modifiers on one layer (nil = the default value).
struct ExplicitGuides {
    var leading: Double?
    var centerX: Double?
    var trailing: Double?
    var top: Double?
    var centerY: Double?
    var bottom: Double?

    /// The explicit value of `alignment`, if one was set.
    func value(_ alignment: HorizontalAlignment) -> Double? {
        switch alignment {
        case .leading: return leading
        case .center: return centerX
        case .trailing: return trailing
        }
    }

    /// The explicit value of a frame guide; baselines are never set this way.
    func value(_ alignment: VerticalAlignment) -> Double? {
        switch alignment {
        case .top: return top
        case .center: return centerY
        case .bottom: return bottom
        case .firstTextBaseline, .lastTextBaseline: return nil
        }
    }

    /// Records `value` for `guide`.
    mutating func set(_ guide: GuideName, to value: Double) {
        switch guide {
        case .leading: leading = value
        case .centerX: centerX = value
        case .trailing: trailing = value
        case .top: top = value
        case .centerY: centerY = value
        case .bottom: bottom = value
        }
    }
}
