/// One node of a view tree: what the view-tree JSON describes and what templates build.
///
/// The engine lays it out; its canonical JSON is what a tree hash is taken of. Children of
/// containers are in `children`; a `geometryReader`'s optional child is its only element.
public struct ViewNode: Hashable, Sendable {
    // Spelled `Optional<String>`, not `String?`: a `var` of type `String?` gets an implicit
    // `= nil` start value, and with it Swift 6.3 builds each `ViewNode(...)` as a copy of a
    // default-initialized value that it then destroys (retains and releases per node of every
    // template's tree). The spelled-out type has no implicit value.
    public var id: Optional<String>
    public var kind: ViewKind
    public var modifiers: [Modifier]
    public var children: [ViewNode]

    public init(id: String? = nil, kind: ViewKind, modifiers: [Modifier] = [], children: [ViewNode] = []) {
        self.id = id
        self.kind = kind
        self.modifiers = modifiers
        self.children = children
    }

    /// This node with one more modifier appended (outermost), like a Swift modifier chain.
    public consuming func modifier(_ modifier: Modifier) -> ViewNode {
        modifiers.append(modifier)
        return self
    }
}

/// The base view of a node: what it is before its modifiers.
public enum ViewKind: Hashable, Sendable {
    case text(String, font: Font, lineLimit: Int?)
    case image(width: Double, height: Double, resizable: Bool)
    case shape(ShapeKind)
    case spacer(minLength: Double?)
    case hstack(spacing: Double?, alignment: VerticalAlignment)
    case vstack(spacing: Double?, alignment: HorizontalAlignment)
    case zstack(alignment: Alignment)
    case viewThatFits(horizontal: Bool, vertical: Bool)
    case flow(horizontalSpacing: Double, verticalSpacing: Double)
    case guideFlow(horizontalSpacing: Double, verticalSpacing: Double)
    case equalWidthHStack
    case equalWidthVStack
    case radial
    case geometryReader
    /// Rule 14: `LazyVGrid` — `columns` define the tracks; `spacing` is between rows.
    case lazyVGrid(columns: [GridItem], spacing: Double?, alignment: HorizontalAlignment)
    /// Rule 14.7: `LazyHGrid` — `rows` define the tracks; `spacing` is between columns.
    case lazyHGrid(rows: [GridItem], spacing: Double?, alignment: VerticalAlignment)
    /// Rule 15: `Grid`; its children are `gridRow`s or whole-row views.
    case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
    /// Rule 15: `GridRow`, only as a child of a `grid`.
    case gridRow(alignment: VerticalAlignment?)
    /// Rule 16.1: `ScrollView` scrolling along the axes that are true.
    case scrollView(horizontal: Bool, vertical: Bool)
    /// Rule 16.2: `LazyHStack`.
    case lazyHStack(spacing: Double?, alignment: VerticalAlignment)
    /// Rule 16.2: `LazyVStack`.
    case lazyVStack(spacing: Double?, alignment: HorizontalAlignment)
    /// Rule 16.3: `Divider`.
    case divider

    /// The `type` string of the view-tree JSON.
    public var typeName: String {
        switch self {
        case .text: return "text"
        case .image: return "image"
        case .shape(let shape): return shape.typeName
        case .spacer: return "spacer"
        case .hstack: return "hstack"
        case .vstack: return "vstack"
        case .zstack: return "zstack"
        case .viewThatFits: return "viewThatFits"
        case .flow: return "flow"
        case .guideFlow: return "guideFlow"
        case .equalWidthHStack: return "equalWidthHStack"
        case .equalWidthVStack: return "equalWidthVStack"
        case .radial: return "radial"
        case .geometryReader: return "geometryReader"
        case .lazyVGrid: return "lazyVGrid"
        case .lazyHGrid: return "lazyHGrid"
        case .grid: return "grid"
        case .gridRow: return "gridRow"
        case .scrollView: return "scrollView"
        case .lazyHStack: return "lazyHStack"
        case .lazyVStack: return "lazyVStack"
        case .divider: return "divider"
        }
    }
}

extension ViewKind {
    /// True for kinds whose only child is written `child` (not `children`) in the JSON.
    public var hasSingleChild: Bool {
        switch self {
        case .geometryReader, .scrollView: return true
        default: return false
        }
    }
}

/// The shapes and colour views: they take the proposal (rule 1.3), a circle its smaller side.
public enum ShapeKind: Hashable, Sendable {
    case color
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case capsule
    case ellipse
    case circle

    /// The `type` string of the view-tree JSON.
    public var typeName: String {
        switch self {
        case .color: return "color"
        case .rectangle: return "rectangle"
        case .roundedRectangle: return "roundedRectangle"
        case .capsule: return "capsule"
        case .ellipse: return "ellipse"
        case .circle: return "circle"
        }
    }
}
