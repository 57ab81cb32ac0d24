import LayoutTestSupport
import Testing

/// The decoding errors of the version 2 view-tree additions reach the user through the CLI:
/// the JSON path and the problem on stderr, exit 65 (bad data), nothing on stdout.
@Suite struct LayoutVersion2ErrorTests {
    static let cases: [(json: String, message: String)] = [
        (#"{"type":"lazyVGrid","columns":[{"size":{"elastic":5}}],"children":[]}"#,
         #"$.columns[0].size.elastic: unknown grid item size "elastic"; expected fixed, flexible or adaptive"#),
        (#"{"type":"vstack","children":[{"type":"gridRow","children":[]}]}"#,
         "$.children[0]: a gridRow is only valid as a child of a grid"),
        (#"{"type":"grid","children":[{"type":"gridRow","children":[{"type":"color","modifiers":[{"gridCellColumns":2}]}]}]}"#,
         "$.children[0].children[0].modifiers[0].gridCellColumns: the cell spans 2 columns but the widest row of the grid has 1"),
        (#"{"type":"color","modifiers":[{"backgroundPreferenceValue":{"key":"k","content":{"type":"color"}}}]}"#,
         #"$.modifiers[0].backgroundPreferenceValue: no view publishes the anchor preference "k""#),
        (#"{"type":"color","modifiers":[{"matchedGeometryEffect":{"id":"a","isSource":false}}]}"#,
         #"$.modifiers[0].matchedGeometryEffect: no source (isSource true) for the matched geometry "a" in namespace "default""#),
        (#"{"type":"lazyVGrid","columns":[{"size":{"fixed":-3}}],"children":[]}"#,
         "$.columns[0].size.fixed: expected a number ≥ 0, got -3"),
    ]

    @Test(arguments: 0..<cases.count)
    func badVersion2TreeExitsBadDataNamingTheJSONPath(_ index: Int) {
        let (json, message) = Self.cases[index]
        let run = CommandRun(["layout", "--tree", "-", "--width", "320"], standardInput: json)
        #expect(run.status == 65)
        #expect(run.output == "")
        #expect(run.error == "Error: <stdin>: \(message)\n")
    }
}
