import LayoutEngine
import LayoutModels

/// Workload 2: real scenarios at one width — chip sets of 10 and 50 chips (text measured) and
/// a trip card — cold (laid out by a fresh session, so empty text and measurement caches),
/// warm (the same session again), and the one-off cost of preparing the tree (compiling the
/// view tree into the engine's arena), which a store pays once per tree, not per layout.
///
/// Its baseline is the greedy loop over as many sizes as the result has nodes (the sizes the
/// engine found): the cost of writing that many frames with no measuring at all.
public struct ScenarioWorkload: Sendable {
    public var name: String
    public var tree: ViewNode
    public var proposal: ProposedSize

    public init(name: String, tree: ViewNode, proposal: ProposedSize) {
        self.name = name
        self.tree = tree
        self.proposal = proposal
    }

    /// The width chip sets are laid out at.
    public static let chipWidth = 320.0
    /// The width the trip card is laid out at.
    public static let cardWidth = 393.0

    private static let chipTitles = [
        "Swift", "서울", "🍜 Food", "Layout", "Accessibility", "여행", "iOS", "⛰️ Hiking", "Dynamic Type", "맛집",
    ]

    /// A chip set of `count` chips with mixed English, Korean and emoji titles.
    public static func chips(count: Int) -> ScenarioWorkload {
        let chipSet = ChipSet(
            name: "bench chips \(count)",
            chips: (0..<count).map { ChipSet.Chip(title: chipTitles[$0 % chipTitles.count], priority: $0 % 3) }
        )
        return ScenarioWorkload(
            name: "chip set \(count)", tree: ChipSetTemplate.tree(chipSet),
            proposal: ProposedSize.containerWidth(chipWidth)
        )
    }

    /// The first seed trip card in its default (compact) template.
    public static func tripCard() throws(ModelError) -> ScenarioWorkload {
        let seeds = try SeedSet.embedded()
        guard let card = seeds.models.first(where: { $0.kind == .tripCard }),
              let tree = try? card.tree(for: card.templates[0]) else {
            preconditionFailure("the embedded seeds hold a trip card")
        }
        return ScenarioWorkload(name: "trip card", tree: tree, proposal: ProposedSize.containerWidth(cardWidth))
    }

    /// Median µs per preparation, per layout cold and warm, and the baseline's, over
    /// `repetitions` runs of `layouts` layouts.
    func measure(repetitions: Int, layouts: Int) -> (prepare: Double, cold: Double, warm: Double, baseline: Double, nodes: Int) {
        let engine = Engine()
        let proposal = self.proposal
        let tree = self.tree
        let prepare = Measurement.median(repetitions: repetitions) {
            Measurement.seconds {
                for _ in 0..<layouts { keep(engine.prepare(tree)) }
            } * 1e6 / Double(layouts)
        }
        let prepared = engine.prepare(tree)
        let cold = Measurement.median(repetitions: repetitions) {
            Measurement.seconds {
                for _ in 0..<layouts { keep(engine.makeSession().computeFrames(prepared, proposal: proposal)) }
            } * 1e6 / Double(layouts)
        }
        let session = engine.makeSession()
        session.computeFrames(prepared, proposal: proposal)
        let warm = Measurement.median(repetitions: repetitions) {
            Measurement.seconds {
                for _ in 0..<layouts { keep(session.computeFrames(prepared, proposal: proposal)) }
            } * 1e6 / Double(layouts)
        }
        let sizes = (0..<prepared.nodeCount).map { session.outerFrame(ofNode: $0)?.size ?? .zero }
        var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: sizes.count)
        let width = proposal.width ?? 0
        let baseline = sizes.withUnsafeBufferPointer { sizes in
            frames.withUnsafeMutableBufferPointer { frames in
                Measurement.median(repetitions: repetitions) {
                    Measurement.seconds {
                        for _ in 0..<layouts {
                            keep(GreedyFlowBaseline.layout(sizes, into: frames, containerWidth: width, horizontalSpacing: 4, verticalSpacing: 4))
                        }
                    } * 1e6 / Double(layouts)
                }
            }
        }
        return (prepare, cold, warm, baseline, prepared.nodeCount)
    }
}
