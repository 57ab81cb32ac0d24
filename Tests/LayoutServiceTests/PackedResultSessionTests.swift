import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutService

/// A batch worker packs each result straight off its session (`PackedResult(session:…)`, the
/// shape by `TreeShape(session:)`); it must give the very bytes, hash, facts and shape the
/// reference path gives: the `LayoutResult` of the same layout (a fresh session's), packed.
@Suite struct PackedResultSessionTests {
    static let optionSets = [EngineOptions.default, EngineOptions(textScale: 1.25)]
    static let categories: [ContentSizeCategory] = [.large, .accessibility3]

    @Test func packingOffTheSessionEqualsPackingItsResultForEveryCorpusTree() throws {
        let corpus = try PackingCorpus.load()
        #expect(corpus.fixtureFiles >= 3 && corpus.fixtureTrees >= 100 && corpus.cases.count > corpus.fixtureTrees + 10)
        // A small buffer, so packing also grows it mid-result.
        let buffer = PackingBuffer(capacity: 16)
        var compared = 0, withTexts = 0, withFacts = 0
        for options in Self.optionSets {
            let engine = Engine(options: options)
            // One warm session for every tree, as a batch worker keeps it.
            let session = engine.makeSession()
            for entry in corpus.cases {
                for category in Self.categories {
                    let prepared = engine.prepare(entry.tree, sizeCategory: category)
                    for proposal in entry.proposals {
                        let reference = engine.makeSession().layout(prepared, proposal: proposal)
                        let shape = TreeShape(tree: entry.tree, result: reference)
                        let size = session.computeFrames(prepared, proposal: proposal)
                        let label = "\(entry.name) at \(proposal) \(category) \(options.textScale)"
                        #expect(TreeShape(session: session) == shape, "\(label)")
                        let direct = PackedResult(session: session, proposal: proposal, size: size, buffer: buffer)
                        let packed = PackedResult(reference, shape: shape)
                        #expect(direct.frames == packed.frames, "\(label)")
                        #expect(direct.resultHash == packed.resultHash && direct.size.width.bitPattern == packed.size.width.bitPattern
                                && direct.size.height.bitPattern == packed.size.height.bitPattern, "\(label)")
                        #expect(direct.facts == ResultFacts(of: reference), "\(label)")
                        compared += 1
                        if reference.nodes.contains(where: { $0.text != nil }) { withTexts += 1 }
                        if direct.facts != ResultFacts(of: LayoutResult(proposal: proposal, size: size, nodes: [])) { withFacts += 1 }
                    }
                }
            }
        }
        #expect(compared > 1000 && withTexts > 100 && withFacts > 100)
    }

    /// `TreeComputer` packs off the session unless asked to keep the layouts, which it packs
    /// from: both give the same results and shape (the first's read when asked for).
    @Test func treeComputerGivesTheSameResultsWithAndWithoutKeptLayouts() throws {
        let seeds = try SeedSet.embedded()
        let engine = Engine()
        let proposals = TreeComputerPassTests.proposals(seeds)
        let computer = TreeComputer(engine: engine, session: engine.makeSession())
        var compared = 0
        for model in seeds.models {
            for template in model.templates {
                let tree = try model.tree(for: template)
                var direct = computer.compute(tree, template: template, knownTreeID: nil, proposals: proposals, isStored: { $0 % 5 == 1 })
                // Packed off the session, a tree has no shape until asked (read off its layout, the session's last).
                #expect(direct.shape == nil)
                computer.readShape(of: &direct)
                let kept = computer.compute(
                    tree, template: template, knownTreeID: nil, proposals: proposals, isStored: { $0 % 5 == 1 }, keepingLayouts: true
                )
                #expect(direct.layouts.isEmpty && kept.layouts.count == proposals.count)
                let directResults = proposals.indices.map { direct.results.packedResult(at: $0) }
                let keptResults = proposals.indices.map { kept.results.packedResult(at: $0) }
                #expect(directResults == keptResults && direct.shape == kept.shape && direct.treeHash == kept.treeHash, "\(model.name)")
                compared += direct.computedCount
            }
        }
        #expect(compared >= seeds.models.count * (proposals.count - proposals.count / 5 - 1))
    }
}
