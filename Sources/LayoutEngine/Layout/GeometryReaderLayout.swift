/// Section 10: `GeometryReader` — takes the proposal (nil axes 10) and proposes its own size
/// to its optional child, placed at its top-leading corner.
struct GeometryReaderLayout: LayerAlgorithm {
    /// The container's layer, read in place in the prepared tree.
    let container: UnsafePointer<Layer>

    /// Section 10: the proposal, nil axes becoming 10.
    @inline(__always)
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        session.leafMeasurementCount += 1
        return LeafLayout.geometryReaderSize(proposal: proposal)
    }

    /// Section 10: the child at the origin, proposed the reader's size.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        guard container.pointee.childCount > 0 else { return }
        session.placeChild(session.childLayers[Int(container.pointee.firstChild)], at: bounds.origin, proposal: ProposedSize(bounds.size))
    }
}
