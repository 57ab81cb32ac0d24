/// A container layout in the spirit of SwiftUI's `Layout` (section 9): it sizes itself from
/// subviews it may measure repeatedly, then places them.
///
/// The engine makes a fresh cache for every `sizeThatFits` and `placeSubviews` call: its own
/// measurement cache already answers a repeated (container, proposal) pair, so a layout's
/// cache only needs to live for one call.
public protocol Layout {
    /// Data the layout computes once per call and shares between its steps.
    associatedtype Cache = Void

    /// The axis Spacers inside this layout expand along (`layoutProperties.stackOrientation`).
    var stackOrientation: Axis? { get }

    /// Builds the cache for `subviews`.
    func makeCache(subviews: LayoutSubviews) -> Cache

    /// The size the container wants under `proposal`.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size

    /// Places every subview inside `bounds` (subviews left unplaced are centred in it).
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: LayoutSubviews) {}
}

extension Layout {
    /// Not a stack: Spacers inside expand on both axes.
    public var stackOrientation: Axis? { nil }
}

/// The session a layout's proxies call back into, held without reference counting: the
/// session outlives every proxy (proxies exist only during one of its calls).
struct SessionReference {
    let unmanaged: Unmanaged<LayoutSession>

    init(_ session: LayoutSession) {
        unmanaged = Unmanaged.passUnretained(session)
    }

    /// Runs `body` with the session, neither retaining nor releasing it.
    @inline(__always)
    func callAsFunction<Result>(_ body: (LayoutSession) -> Result) -> Result {
        unmanaged._withUnsafeGuaranteedRef(body)
    }
}

/// The subviews of a layout container, in order: a cheap view of the session's arena.
public struct LayoutSubviews: RandomAccessCollection {
    let session: SessionReference
    let firstChild: Int
    public let count: Int
    /// The index of the container's base layer, for the facts a layout records.
    let container: Int32

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The proxy of subview `index`.
    @inline(__always)
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(session: session, layer: session { $0.childLayers[firstChild + index] })
    }

    /// Records how many rows the subviews occupy (a fact of the result for flow layouts).
    public func recordRowCount(_ rows: Int) {
        session { $0.recordRowCount(rows, container: container) }
    }
}

/// One subview of a layout container: measurable any number of times, placed once.
public struct LayoutSubview {
    let session: SessionReference
    let layer: Int32

    /// The subview's size under `proposal` (cached per proposal within one layout).
    @inline(__always)
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        session { $0.sizeThatFits(layer, proposal) }
    }

    /// The subview's size and alignment guides under `proposal`.
    public func dimensions(in proposal: ProposedSize) -> ViewDimensions {
        ViewDimensions(session: session, layer: layer, proposal: proposal, size: session { $0.sizeThatFits(layer, proposal) })
    }

    /// Rule 5.5: the layout priority of the subview (read on the direct subview only).
    public var priority: Double { session { $0.layers[Int(layer)].priority } }

    /// Rule 2.1: the subview's spacing preferences.
    public var spacing: ViewSpacing { session { $0.tree.spacing[Int(layer)] } }

    /// The `rank` layout value (default 1).
    public var rank: Int { session { $0.tree.nodes[Int($0.layers[Int(layer)].node)].rank } }

    /// Places the subview so that its `anchor` point lands on `point`, sized for `proposal`.
    @inline(__always)
    public func place(at point: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize) {
        session { $0.placeChild(layer, at: point, anchor: anchor, proposal: proposal) }
    }

    /// Places the subview with its top-leading corner at `point`, `size` being what
    /// `sizeThatFits(proposal)` answered (the engine's own layouts, which just measured it).
    @inline(__always)
    func place(at point: Point, proposal: ProposedSize, measured size: Size) {
        session { $0.placeChild(layer, at: point, proposal: proposal, size: size) }
    }
}

/// A point in a view's unit square: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

/// A subview's size together with its alignment guides (SwiftUI's `ViewDimensions`).
public struct ViewDimensions {
    let session: SessionReference
    let layer: Int32
    let proposal: ProposedSize
    public let size: Size

    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The value of a horizontal guide: explicit if set, else its default (section 6.3).
    public subscript(guide: HorizontalAlignment) -> Double {
        session { $0.horizontalGuide(guide, of: layer, size: size) }
    }

    /// The value of a vertical guide; text baselines come from the text inside.
    public subscript(guide: VerticalAlignment) -> Double {
        session { $0.verticalGuide(guide, of: layer, proposal: proposal, size: size) }
    }
}
