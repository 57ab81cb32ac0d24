import LayoutEngine
import Testing
@testable import LayoutService

@Suite struct ResultFactsTests {
    @Test func factsCountFlowsTruncationOverflowAndTheChosenBranch() {
        let inside = Rect(x: 0, y: 0, width: 100, height: 20)
        let outside = Rect(x: 90, y: 0, width: 40, height: 20)
        let nodes = [
            NodeLayout(path: "0", id: nil, type: "viewThatFits", frame: inside, outer: inside, chosenChild: 1),
            NodeLayout(path: "0/0", id: nil, type: "guideFlow", frame: nil, outer: nil, shown: false, rows: 9),
            NodeLayout(path: "0/1", id: nil, type: "flow", frame: inside, outer: inside, rows: 2),
            NodeLayout(path: "0/1/0", id: nil, type: "text", frame: outside, outer: outside,
                       text: TextLines(lines: ["Kyo…"], truncated: true)),
        ]
        let facts = ResultFacts(of: LayoutResult(proposal: ProposedSize(width: 100, height: nil), size: Size(width: 100, height: 20), nodes: nodes))
        #expect(facts.flowRows == 2)
        #expect(facts.truncatedTexts == 1)
        #expect(facts.overflowingNodes == 1)
        #expect(facts.chosenBranch == 1)
    }

    @Test func aTreeWithoutFlowsOrChoicesHasNoRowsAndNoBranch() {
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let facts = ResultFacts(of: LayoutResult(proposal: .unspecified, size: Size(width: 10, height: 10), nodes: [
            NodeLayout(path: "0", id: nil, type: "color", frame: frame, outer: frame),
        ]))
        #expect(facts.flowRows == nil)
        #expect(facts.chosenBranch == nil)
        #expect(facts.overflowingNodes == 0)
    }
}
