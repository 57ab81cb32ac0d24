/// What the session asks of a layer's algorithm: its size (`SizingStep`) or the placement of
/// its content (`PlacingStep`). The one dispatch is generic over the step, so it is compiled
/// once for each and neither pays for the other.
protocol LayoutStep {
    /// Runs `algorithm` for this step; placing returns the bounds' size.
    func run<Algorithm: LayerAlgorithm>(_ algorithm: Algorithm, session: LayoutSession) -> Size
}

/// Rule 0.1, first half: the size of a layer under `proposal`.
struct SizingStep: LayoutStep {
    let proposal: ProposedSize

    @inline(__always)
    func run<Algorithm: LayerAlgorithm>(_ algorithm: Algorithm, session: LayoutSession) -> Size {
        algorithm.sizeThatFits(proposal, session: session)
    }
}

/// Rule 0.1, second half: the placement of a layer's content in `bounds`.
struct PlacingStep: LayoutStep {
    let bounds: Rect
    let proposal: ProposedSize

    @inline(__always)
    func run<Algorithm: LayerAlgorithm>(_ algorithm: Algorithm, session: LayoutSession) -> Size {
        algorithm.place(in: bounds, proposal: proposal, session: session)
        return bounds.size
    }
}
