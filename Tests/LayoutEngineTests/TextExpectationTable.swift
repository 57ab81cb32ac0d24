import Foundation
@testable import LayoutEngine

/// A table of expected text measurements written by `scripts/generate-text-expectations.py`
/// from `hb-shape` and ICU (tab-separated; lines starting with "#" are comments).
struct TextExpectationTable {
    /// The rows, each split at tabs.
    let rows: [[String]]

    /// Loads `Fixtures/Text/<name>`.
    init(_ name: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Text").appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        rows = text.split(separator: "\n", omittingEmptySubsequences: true)
            .filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    /// The font of a row's style name.
    static func font(_ style: String) -> Font? {
        TextStyle(rawValue: style).map(Font.style)
    }
}
