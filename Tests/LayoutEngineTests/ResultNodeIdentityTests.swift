import LayoutEngine
import Testing

/// `LayoutSession.forEachResultNodeIdentity(_:)`: each node's path, id, type and text, read in
/// place, are what `resultNodeIdentity(_:)` copies out and what a layout's result lists.
@Suite struct ResultNodeIdentityTests {
    typealias Identity = (path: String, id: String?, type: String, text: String?)

    /// Every identity the walk lends, copied out, with the index it came with checked.
    static func walk(_ session: LayoutSession) -> [Identity] {
        var identities: [Identity] = []
        session.forEachResultNodeIdentity { index, node in
            #expect(index == identities.count)
            identities.append((node.path, node.id, node.type, node.text))
        }
        return identities
    }

    static func same(_ lhs: Identity, _ rhs: Identity) -> Bool {
        lhs.path == rhs.path && lhs.id == rhs.id && lhs.type == rhs.type && lhs.text == rhs.text
    }

    /// A tree whose pre-order, paths and texts are worked out by hand: children before a
    /// node's modifiers' content, a single child named "child", strings longer than a small
    /// string holds.
    @Test func aHandCheckedTreeIsListedInPreOrder() throws {
        let json = """
            {"type":"hstack","id":"row","children":[
              {"type":"text","text":"a"},
              {"type":"vstack","id":"an identifier longer than fifteen bytes","children":[{"type":"text","text":"a text longer than fifteen bytes"}],
               "modifiers":[{"overlay":{"content":{"type":"text","text":"c"}}}]},
              {"type":"scrollView","child":{"type":"text","text":"d"}},
              {"type":"spacer"}
            ]}
            """
        let engine = Engine()
        let session = engine.makeSession()
        session.computeFrames(engine.prepare(try ViewTreeDecoder.decode(try JSONParser.parse(json))), proposal: ProposedSize(width: 100, height: nil))
        let expected: [Identity] = [
            ("0", "row", "hstack", nil),
            ("0/0", nil, "text", "a"),
            ("0/1", "an identifier longer than fifteen bytes", "vstack", nil),
            ("0/1/0", nil, "text", "a text longer than fifteen bytes"),
            ("0/1/overlay", nil, "text", "c"),
            ("0/2", nil, "scrollView", nil),
            ("0/2/child", nil, "text", "d"),
            ("0/3", nil, "spacer", nil),
        ]
        let listed = Self.walk(session)
        #expect(listed.count == expected.count)
        for (index, (node, wanted)) in zip(listed, expected).enumerated() {
            #expect(Self.same(node, wanted), "node \(index): \(node)")
        }
    }

    /// For every fixture and seed tree in one warm session (a tree laid out after others, in
    /// two size categories): the walk gives `resultNodeIdentity(_:)` for each node, and the
    /// path, id and type a fresh session's result lists, a text exactly for "text" nodes.
    @Test func theWalkGivesEachNodesIdentityForEveryFixtureAndSeedTree() throws {
        let engine = Engine()
        let session = engine.makeSession()
        var compared = 0, texts = 0
        for (name, tree) in try LayoutSessionPassTests.trees() {
            for category in [ContentSizeCategory.large, .accessibility2] {
                let prepared = engine.prepare(tree, sizeCategory: category)
                let proposal = ProposedSize(width: 320, height: nil)
                session.computeFrames(prepared, proposal: proposal)
                let listed = Self.walk(session)
                let result = engine.makeSession().layout(prepared, proposal: proposal)
                #expect(listed.count == session.resultNodeCount && listed.count == result.nodes.count, "\(name)")
                for (index, (node, laid)) in zip(listed, result.nodes).enumerated() {
                    #expect(Self.same(node, session.resultNodeIdentity(index)), "\(name), node \(index)")
                    #expect(node.path == laid.path && node.id == laid.id && node.type == laid.type, "\(name), node \(index)")
                    #expect((node.text != nil) == (node.type == "text"), "\(name), node \(index)")
                    compared += 1
                    texts += node.text == nil ? 0 : 1
                }
            }
        }
        #expect(compared > 1_000 && texts > 100, "\(compared) \(texts)")
    }
}
