import Foundation
import LayoutEngine
import LayoutModels

/// Varied view trees to pack and compare: every seed model's templates, and the tree of every
/// engine fixture (`Tests/LayoutEngineTests/Fixtures`, rules 1 to 18: hidden nodes, offsets,
/// matched geometry, ViewThatFits, flows, grids, anchors), each with the proposals to lay it
/// out under.
struct PackingCorpus {
    struct Case {
        var name: String
        var tree: ViewNode
        var proposals: [ProposedSize]
    }

    var cases: [Case] = []
    /// How many fixture files and fixture trees were read (a test checks the data loaded).
    var fixtureFiles = 0
    var fixtureTrees = 0

    /// Root widths every seed tree is laid out at (0, narrow, phone, wide) and its ideal size.
    static let seedProposals = [0, 125, 320, 1024.0].map { ProposedSize(width: $0, height: nil) } + [.unspecified]

    static func load() throws -> PackingCorpus {
        var corpus = PackingCorpus()
        for model in try SeedSet.embedded().models {
            for template in model.templates {
                corpus.cases.append(Case(name: "\(model.name) \(template.rawValue)", tree: try model.tree(for: template), proposals: seedProposals))
            }
        }
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LayoutEngineTests/Fixtures")
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".json") { files.append(path) }
        }
        for file in files.sorted() {
            let bytes = Array(FileManager.default.contents(atPath: directory.appendingPathComponent(file).path) ?? Data())
            guard case .array(let fixtures) = try JSONParser.parse(bytes) else { continue }
            corpus.fixtureFiles += 1
            for (index, fixture) in fixtures.enumerated() {
                guard let treeValue = fixture["tree"] else { continue }
                var proposal = ProposedSize.unspecified
                if case .number(let width)? = fixture["proposal"]?["width"] { proposal.width = width }
                if case .number(let height)? = fixture["proposal"]?["height"] { proposal.height = height }
                // The fixture's own proposal, narrower and wider ones (nodes move, wrap, appear).
                let widths: [Double] = [proposal.width.map { $0 / 2 } ?? 60, 1000]
                let proposals = [proposal] + widths.map { ProposedSize(width: $0, height: proposal.height) }
                corpus.cases.append(Case(name: "\(file) #\(index)", tree: try ViewTreeDecoder.decode(treeValue), proposals: proposals))
                corpus.fixtureTrees += 1
            }
        }
        return corpus
    }
}
