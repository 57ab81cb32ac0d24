/// Sizing of the views without layout children: images, shapes, Spacers (and the size of a
/// GeometryReader); placing one places nothing.
struct LeafLayout: LayerAlgorithm {
    let operation: LayerOperation

    /// Rules 1.3, 3, 7.2, 7.3: the leaf's size (counted as one leaf measurement).
    @inline(__always)
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        session.leafMeasurementCount += 1
        return Self.size(of: operation, proposal: proposal)
    }

    /// A leaf has nothing to place.
    @inline(__always)
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {}

    /// The size of a leaf `operation` under `proposal`.
    @inline(__always)
    static func size(of operation: LayerOperation, proposal: ProposedSize) -> Size {
        switch operation {
        case .image(let size, let resizable):
            return imageSize(size, resizable: resizable, proposal: proposal)
        case .shape(let shape):
            return shapeSize(shape, proposal: proposal)
        case .spacer(let minLength, let orientation):
            return spacerSize(minLength: minLength, orientation: orientation, proposal: proposal)
        case .divider(let vertical):
            return dividerSize(vertical: vertical, proposal: proposal)
        default:
            return geometryReaderSize(proposal: proposal)
        }
    }

    /// Rule 7.2: a non-resizable image is its natural size; a resizable one takes each
    /// concrete proposal axis and its natural size on nil axes.
    static func imageSize(_ natural: Size, resizable: Bool, proposal: ProposedSize) -> Size {
        guard resizable else { return natural }
        return Size(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    /// Rules 1.3 and 7.3: shapes take the proposal with nil → 10; a circle (iOS 17+) is the
    /// square of the smaller side.
    static func shapeSize(_ shape: ShapeKind, proposal: ProposedSize) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        guard shape == .circle else { return size }
        let side = min(size.width, size.height)
        return Size(width: side, height: side)
    }

    /// Rule 3: `max(proposal, minLength)` along the Spacer's axis (nil counts as −∞), 0 across
    /// it; both axes outside stacks.
    static func spacerSize(minLength: Double, orientation: Axis?, proposal: ProposedSize) -> Size {
        let width = max(proposal.width ?? -.infinity, minLength)
        let height = max(proposal.height ?? -.infinity, minLength)
        switch orientation {
        case .horizontal: return Size(width: width, height: 0)
        case .vertical: return Size(width: 0, height: height)
        case nil: return Size(width: width, height: height)
        }
    }

    /// Rule 16.3: a divider is 1 pt thick and as long as it is offered along its length (nil: 0).
    static func dividerSize(vertical: Bool, proposal: ProposedSize) -> Size {
        vertical ? Size(width: 1, height: proposal.height ?? 0) : Size(width: proposal.width ?? 0, height: 1)
    }

    /// Section 10: a GeometryReader takes the proposal, nil axes becoming 10.
    static func geometryReaderSize(proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }
}
