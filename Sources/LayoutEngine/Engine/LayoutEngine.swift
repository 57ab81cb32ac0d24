/// PLACEHOLDER (replaced by the engine work): lays out view trees.
public struct Engine: Sendable {
    /// The engine's version string; bump it when behaviour changes on purpose.
    public static let version = "0.1.0"

    public let options: EngineOptions

    public init(options: EngineOptions = .default) {
        self.options = options
    }

    /// Lays `tree` out under `proposal`, the root placed at (0, 0).
    public func layout(_ tree: ViewNode, proposal: ProposedSize) -> LayoutResult {
        LayoutResult(proposal: proposal, size: .zero, nodes: [])
    }
}
