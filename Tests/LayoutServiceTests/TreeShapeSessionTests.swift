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
}
