import Testing
@testable import LayoutRender

@Suite struct ReportAnchorTests {
    @Test func keepsLettersAndDigitsAndNumbersRepeatedNames() {
        let anchors = ReportAnchor.anchors(for: [
            "Kyoto r1 · compact · width iPhone SE", "제주도 올레길 r2 · wide · width 320", "Kyoto r1 · compact · width iPhone SE", "", "Kyoto r1 · compact · width iPhone SE",
        ])
        #expect(anchors == [
            "s-kyoto-r1-compact-width-iphone-se", "s-제주도-올레길-r2-wide-width-320", "s-kyoto-r1-compact-width-iphone-se-2", "s-scenario",
            "s-kyoto-r1-compact-width-iphone-se-3",
        ])
    }
}
