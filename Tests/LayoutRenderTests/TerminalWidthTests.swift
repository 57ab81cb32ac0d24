import Testing
@testable import LayoutRender

@Suite struct TerminalWidthTests {
    @Test func countsWideCharactersTwiceAndCombiningMarksNotAtAll() {
        #expect(TerminalWidth.of("abc") == 3)
        #expect(TerminalWidth.of("서울") == 4)
        #expect(TerminalWidth.of("漢字") == 4)
        #expect(TerminalWidth.of("e\u{301}") == 1)
        #expect(TerminalWidth.of("…") == 1)
    }
}
