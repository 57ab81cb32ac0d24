/// A child placement collected while probing a container for its baselines.
struct ProbedPlacement {
    var layer: Int32
    var origin: Point
    var proposal: ProposedSize
    var size: Size
}
