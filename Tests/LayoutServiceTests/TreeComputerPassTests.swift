import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutService

/// `TreeComputer` lays out all proposals of a tree in one session pass per size category;
/// each result must be byte for byte what laying out that proposal alone gives (a fresh
/// session per proposal, the path the engine fixtures test).
@Suite struct TreeComputerPassTests {
    static let categories: [ContentSizeCategory] = [.xSmall, .large, .xxxLarge, .accessibility3]

    /// Every seed width in every category, width-major (so the categories interleave), and
    /// the ideal-size proposal.
    static func proposals(_ seeds: SeedSet) -> [(id: Int64, proposal: Proposal)] {
        let sizes = seeds.widths.map { ProposedSize(width: $0.width, height: nil) } + [.unspecified]
        let proposals = sizes.flatMap { size in categories.map { Proposal(size, sizeCategory: $0) } }
        return proposals.enumerated().map { (id: Int64($0.offset + 1), proposal: $0.element) }
    }

    /// The canonical JSON bytes of `result`.
    static func bytes(_ result: LayoutResult, _ engine: Engine) -> [UInt8] {
        JSONWriter(style: .canonical).bytes(LayoutResultEncoder.encode(result, engine: engine.identity))
    }

    @Test func everySeedModelAtEveryWidthAndCategoryEqualsItsProposalLaidOutAlone() throws {
        let seeds = try SeedSet.embedded()
        let engine = Engine()
        let proposals = Self.proposals(seeds)
        #expect(seeds.models.count >= 10 && seeds.widths.count == 8 && proposals.count == 36)
        // One warm session for all trees, as a batch worker keeps it.
        let computer = TreeComputer(engine: engine, session: engine.makeSession())
        var compared = 0
        for model in seeds.models {
            for template in model.templates {
                let tree = try model.tree(for: template)
                let computed = computer.compute(
                    tree, template: template, knownTreeID: nil, proposals: proposals, isStored: { _ in false }, keepingLayouts: true
                )
                let shape = try #require(computed.shape)
                for (index, (_, proposal)) in proposals.enumerated() {
                    let alone = engine.makeSession().layout(engine.prepare(tree, sizeCategory: proposal.sizeCategory), proposal: proposal.size)
                    let pass = try #require(computed.layouts[index])
                    #expect(Self.bytes(pass, engine) == Self.bytes(alone, engine), "\(model.name) \(template.rawValue) at \(proposal)")
                    #expect(computed.results.packedResult(at: index) == PackedResult(alone, shape: shape), "\(model.name) \(template.rawValue) at \(proposal)")
                    compared += 1
                }
            }
        }
        #expect(compared >= seeds.models.count * proposals.count)
    }

    @Test func storedProposalsAreSkippedAndTheRestStayInPlace() throws {
        let seeds = try SeedSet.embedded()
        let engine = Engine()
        let proposals = Self.proposals(seeds)
        let model = try #require(seeds.models.first { $0.kind == .chipSet })
        let tree = try model.tree(for: model.templates[0])
        let computed = TreeComputer(engine: engine).compute(
            tree, template: model.templates[0], knownTreeID: nil, proposals: proposals, isStored: { $0 % 3 == 0 }, keepingLayouts: true
        )
        #expect(computed.computedCount == proposals.count - (proposals.count + 2) / 3)
        for (index, (_, proposal)) in proposals.enumerated() {
            if index % 3 == 0 {
                #expect(computed.results[index] == nil && computed.layouts[index] == nil)
            } else {
                let alone = engine.makeSession().layout(engine.prepare(tree, sizeCategory: proposal.sizeCategory), proposal: proposal.size)
                #expect(computed.layouts[index] == alone, "at \(proposal)")
            }
        }
    }
}
