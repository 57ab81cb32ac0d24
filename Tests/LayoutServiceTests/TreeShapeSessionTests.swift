import LayoutEngine
import Testing
@testable import LayoutService

/// `TreeShape(session:)` builds each node from the identity the session lends in place; it
/// must give the shape built from the owned copies `resultNodeIdentity(_:)` returns (a text
/// kept for "text" nodes only), and the shape the tree walk finds, for every tree.
@Suite struct TreeShapeSessionTests {
    /// The shape as read before the lending walk: one owned identity per node.
    static func copiedShape(_ session: LayoutSession) -> TreeShape {
        TreeShape(nodes: (0..<session.resultNodeCount).map { index in
            let node = session.resultNodeIdentity(index)
            return TreeNode(path: node.path, id: node.id, type: node.type, text: node.type == "text" ? node.text : nil)
        })
    }

    @Test func theLentShapeEqualsTheCopiedOneForEveryCorpusAndSeedTree() throws {
        // The seed models' trees and every fixture file's trees.
        let corpus = try PackingCorpus.load()
        let engine = Engine()
        // One warm session, as a batch worker keeps it: each tree read after others.
        let session = engine.makeSession()
        var compared = 0, texts = 0
        for entry in corpus.cases {
            let name = entry.name, tree = entry.tree
            for category in [ContentSizeCategory.large, .accessibility3] {
                let prepared = engine.prepare(tree, sizeCategory: category)
                let result = engine.makeSession().layout(prepared, proposal: ProposedSize(width: 375, height: nil))
                session.computeFrames(prepared, proposal: ProposedSize(width: 375, height: nil))
                let shape = TreeShape(session: session)
                #expect(shape == Self.copiedShape(session), "\(name) \(category)")
                #expect(shape == TreeShape(tree: tree, result: result), "\(name) \(category)")
                #expect(shape.nodes.count == result.nodes.count, "\(name) \(category)")
                compared += 1
                texts += shape.nodes.filter { $0.text != nil }.count
            }
        }
        #expect(compared > 400 && texts > 250, "\(compared) \(texts)")
    }

    /// A packer checks a single line against the string a text node shows, read in place
    /// (`resultNode(_:showsExactly:)`): true only for that whole string, of that node.
    @Test func aTextNodeShowsExactlyItsOwnString() {
        let tree = ViewNode(kind: .vstack(spacing: nil, alignment: .center), children: [
            ViewNode(kind: .text("Gate 12 boarding", font: .style(.body), lineLimit: nil)),
            ViewNode(kind: .shape(.rectangle)),
            ViewNode(kind: .text("Seat 4A", font: .style(.headline), lineLimit: 1)),
        ])
        let engine = Engine()
        let session = engine.makeSession()
        session.computeFrames(engine.prepare(tree, sizeCategory: .large), proposal: ProposedSize(width: 320, height: nil))
        // Pre-order: the stack (0), the first text (1), the rectangle (2), the second text (3).
        #expect(session.resultNodeCount == 4)
        #expect(session.resultNode(1, showsExactly: "Gate 12 boarding"))
        #expect(!session.resultNode(1, showsExactly: "Gate 12"))
        #expect(!session.resultNode(1, showsExactly: "Seat 4A"))
        #expect(session.resultNode(3, showsExactly: "Seat 4A"))
        #expect(!session.resultNode(0, showsExactly: "Gate 12 boarding"))
        #expect(!session.resultNode(2, showsExactly: ""))
    }
}
