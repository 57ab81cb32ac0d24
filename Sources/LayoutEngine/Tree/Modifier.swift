/// One element of a node's `modifiers` array, applied innermost first (rule 5, 6).
public enum Modifier: Hashable, Sendable {
    case padding(EdgeInsets)
    case frame(FixedFrame)
    case flexibleFrame(FlexibleFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    indirect case overlay(alignment: Alignment, content: ViewNode)
    indirect case background(alignment: Alignment, content: ViewNode)
    case aspectRatio(ratio: Double?, contentMode: ContentMode)
    case alignmentGuide(GuideName, value: Double)
    case rank(Int)
    case hidden
    /// Rule 15.1: the cell spans this many grid columns.
    case gridCellColumns(Int)
    /// Rule 15.5: the horizontal alignment of this cell's whole grid column.
    case gridColumnAlignment(HorizontalAlignment)
    /// Rule 15.5: where the view sits in its grid cell.
    case gridCellAnchor(Alignment)
    /// Rule 15.1: the axes on which the cell does not size its column / row.
    case gridCellUnsizedAxes(horizontal: Bool, vertical: Bool)
    /// Rule 17.1: publishes the bounds of the view so far under `key`.
    case anchorPreference(key: String)
    /// Rule 17.2: draws `content` over the rectangle published under `key` in the subtree.
    indirect case overlayPreferenceValue(key: String, alignment: Alignment, content: ViewNode)
    /// Rule 17.2: the same, drawn behind.
    indirect case backgroundPreferenceValue(key: String, alignment: Alignment, content: ViewNode)
    /// Rule 18: `matchedGeometryEffect`.
    case matchedGeometryEffect(MatchedGeometry)

    /// The key of this modifier in the view-tree JSON.
    public var name: String {
        switch self {
        case .padding: return "padding"
        case .frame, .flexibleFrame: return "frame"
        case .fixedSize: return "fixedSize"
        case .layoutPriority: return "layoutPriority"
        case .offset: return "offset"
        case .position: return "position"
        case .overlay: return "overlay"
        case .background: return "background"
        case .aspectRatio: return "aspectRatio"
        case .alignmentGuide: return "alignmentGuide"
        case .rank: return "rank"
        case .hidden: return "hidden"
        case .gridCellColumns: return "gridCellColumns"
        case .gridColumnAlignment: return "gridColumnAlignment"
        case .gridCellAnchor: return "gridCellAnchor"
        case .gridCellUnsizedAxes: return "gridCellUnsizedAxes"
        case .anchorPreference: return "anchorPreference"
        case .overlayPreferenceValue: return "overlayPreferenceValue"
        case .backgroundPreferenceValue: return "backgroundPreferenceValue"
        case .matchedGeometryEffect: return "matchedGeometryEffect"
        }
    }

    /// True for the modifiers that draw a content view (overlay, background and the preference
    /// overlays), told without copying the content out of the enum.
    var hasContent: Bool {
        switch self {
        case .overlay, .background, .overlayPreferenceValue, .backgroundPreferenceValue: return true
        default: return false
        }
    }
}

/// `frame(width:height:alignment:)` (rule 4.1).
public struct FixedFrame: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment

    public init(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (rule 4.2),
/// as written; the engine normalises it.
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// How `aspectRatio` scales its child into the proposal (rule 7.4).
public enum ContentMode: String, Hashable, Sendable {
    case fit, fill
}
