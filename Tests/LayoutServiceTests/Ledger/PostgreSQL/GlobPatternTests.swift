import Testing
@testable import LayoutService

/// SQLite's GLOB (https://sqlite.org/lang_expr.html#glob) as the POSIX regular expression
/// PostgreSQL matches; the expected expressions are written by hand from both grammars.
@Suite struct GlobPatternTests {
    @Test(arguments: [
        ("Kyoto", "^Kyoto$"),
        ("trip-*", "^trip-.*$"),
        ("Kyot?", "^Kyot.$"),
        ("[EK]*", "^[EK].*$"),
        ("[^a-c]x", "^[^a-c]x$"),
        ("[]]", "^[]]$"),
        ("a.b+(c)", "^a\\.b\\+\\(c\\)$"),
        ("100$ ^up|down", "^100\\$ \\^up\\|down$"),
        ("[unclosed", "^\\[unclosed$"),
        ("{x}", "^\\{x\\}$"),
    ])
    func translatesEachGlobRule(glob: String, expected: String) {
        #expect(GlobPattern(glob: glob).regularExpression == expected)
    }
}
