import LayoutEngine
import Testing
@testable import LayoutRender

@Suite struct TerminalRendererTests {
    @Test func drawsNestedBoxesWithLabelsAtTheDocumentedScale() {
        let result = LayoutResult(
            proposal: ProposedSize(width: 80, height: nil), size: Size(width: 80, height: 32),
            nodes: [
                NodeLayout(path: "0", id: "row", type: "hstack", frame: SampleResults.rect(0, 0, 80, 32), outer: SampleResults.rect(0, 0, 80, 32)),
                NodeLayout(path: "0/0", id: nil, type: "text", frame: SampleResults.rect(4, 8, 40, 16), outer: SampleResults.rect(4, 8, 40, 16),
                           text: TextLines(lines: ["Hello world"], truncated: false)),
            ]
        )
        #expect(TerminalRenderer().render(result) == """
            ╔hstack#row═════════╗
            ║┌─────────┐        ║
            ║│Hello wor│        ║
            ║└─────────┘        ║
            ╚═══════════════════╝
            1 column = 4 pt, 1 row = 8 pt; ═ container size, ╌ truncated text, ━ outside the container

            """)
    }

    @Test func marksTruncatedTextDashedAndOverflowHeavy() {
        let picture = TerminalRenderer().render(SampleResults.card)
        #expect(picture.contains("╌"))
        #expect(picture.contains("┏"))
        #expect(picture.contains("서울에서"))
    }

    @Test func clipsWideCharactersWithoutSplittingThem() {
        let result = LayoutResult(
            proposal: ProposedSize(width: 24, height: 24), size: Size(width: 24, height: 24),
            nodes: [NodeLayout(path: "0", id: nil, type: "text", frame: SampleResults.rect(0, 0, 24, 24),
                               outer: SampleResults.rect(0, 0, 24, 24), text: TextLines(lines: ["가나다라"], truncated: false))]
        )
        let lines = TerminalRenderer().render(result).split(separator: "\n")
        #expect(lines[1] == "║가나 ║")
    }

    @Test func isDeterministic() {
        #expect(TerminalRenderer().render(SampleResults.card) == TerminalRenderer().render(SampleResults.card))
    }
}
