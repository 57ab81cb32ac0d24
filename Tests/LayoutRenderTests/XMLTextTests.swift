import Testing
@testable import LayoutRender

@Suite struct XMLTextTests {
    @Test func escapesMarkupCharactersAndControlCharacters() {
        #expect(XMLText.escaped(#"<a href="x">Tom & 'Jerry'</a>"#) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
        #expect(XMLText.escaped("a\u{01}b\nc") == "a\u{FFFD}b\nc")
        #expect(XMLText.escaped("한국어 ✓") == "한국어 ✓")
    }
}
