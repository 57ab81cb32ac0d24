import LayoutEngine
import LayoutModels
import Testing

/// Valid but extreme trees finish and give sane results (issue 8); the depth limit rejects
/// one level too many with the offending path.
@Suite struct PathologicalTreeTests {
    /// Zero and huge widths, height unspecified, then both finite.
    static let proposals = [ProposedSize(width: 0, height: nil), ProposedSize(width: 1e9, height: nil),
                            ProposedSize(width: 0, height: 0), ProposedSize(width: 1e9, height: 1e9)]

    /// `tree` laid out under each of `proposals`, each result checked for node count and sane sizes.
    func layouts(of tree: ViewNode) -> [LayoutResult] {
        let engine = Engine()
        let prepared = engine.prepare(tree)
        let session = engine.makeSession()
        return Self.proposals.map { proposal in
            let result = session.layout(prepared, proposal: proposal)
            #expect(result.nodes.count == FuzzOracle.nodeCount(tree))
            #expect(FuzzOracle.isSane(result.size, finite: true), "size \(result.size) under \(proposal)")
            return result
        }
    }

    /// `depth` levels of alternating HStack/VStack (the root first) around one text, as JSON text.
    static func alternatingStacksJSON(depth: Int) -> String {
        let opening = (0..<(depth - 1)).map { #"{"type":"\#($0 % 2 == 0 ? "hstack" : "vstack")","children":["# }.joined()
        return opening + #"{"type":"text","text":"leaf"}"# + String(repeating: "]}", count: depth - 1)
    }

    @Test func tenThousandChipsWrapOneRowPerChipAtZeroWidthAndOneRowAtAHugeWidth() {
        var chips = ChipSet(name: "many", chips: (0..<10_000).map { ChipSet.Chip(title: "chip \($0)", priority: $0 % 7) })
        for layout in ChipLayout.allCases {
            chips.layout = layout
            let results = layouts(of: ChipSetTemplate.tree(chips))
            #expect(results[0].nodes[0].rows == 10_000, "\(layout) at width 0")
            #expect(results[1].nodes[0].rows == 1, "\(layout) at width 1e9")
        }
    }

    @Test func twoHundredDeepAlternatingStacksTakeTheirLeafsSize() throws {
        let tree = try ViewTreeDecoder.decode(JSONParser.parse(Self.alternatingStacksJSON(depth: 200)))
        let results = layouts(of: tree)
        let leaf = try #require(results[1].nodes.last)
        #expect(leaf.type == "text")
        #expect(abs(results[1].size.width - (leaf.frame?.size.width ?? -1)) < 1e-9)
    }

    @Test func viewThatFitsPicksAmongAHundredOptionsByWidth() {
        // Option i is 1000 - 10 i wide: 1e9 fits the first, 505 first fits option 50, 0 none (the last).
        let options = (0..<100).map { index in
            ViewNode(kind: .shape(.rectangle)).modifier(.frame(FixedFrame(width: Double(1_000 - 10 * index), height: 10)))
        }
        let tree = ViewNode(kind: .viewThatFits(horizontal: true, vertical: false), children: options)
        let results = layouts(of: tree)
        #expect(results[0].nodes[0].chosenChild == 99)
        #expect(results[1].nodes[0].chosenChild == 0)
        let middle = Engine().layout(tree, proposal: ProposedSize(width: 505, height: nil))
        #expect(middle.nodes[0].chosenChild == 50)
        #expect(middle.nodes.filter(\.shown).count == 2)
    }

    @Test(arguments: [250, 256])
    func treesAtOrUnderTheDepthLimitLayOut(depth: Int) throws {
        let tree = try ViewTreeDecoder.decode(JSONParser.parse(Self.alternatingStacksJSON(depth: depth)))
        #expect(layouts(of: tree).allSatisfy { $0.nodes.count == depth })
    }

    @Test func oneLevelPastTheLimitIsRejectedWithThePathOfTheDeepestNode() throws {
        let text = #"{"kind":"viewTree","name":"deep","tree":"# + Self.alternatingStacksJSON(depth: 257) + "}"
        let deepest = "$.tree" + String(repeating: ".children[0]", count: 256)
        #expect(throws: ModelError(file: "deep.json", path: deepest, rule: .invalidTree("the tree is deeper than 256 levels"))) {
            try ModelFile.decode(Array(text.utf8), file: "deep.json")
        }
    }

    @Test func tenThousandLevelsOfNestingAreASyntaxErrorAtTheRoot() throws {
        let text = #"{"kind":"viewTree","name":"deep","tree":"# + Self.alternatingStacksJSON(depth: 10_000) + "}"
        let error = try #require(throws: ModelError.self) { try ModelFile.decode(Array(text.utf8), file: "deep.json") }
        #expect(error.file == "deep.json")
        #expect(error.path == "$")
        #expect(error.message.contains("nesting deeper than 1000 levels"))
    }
}
