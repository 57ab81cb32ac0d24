import Testing
@testable import LayoutEngine

/// The engine against HarfBuzz's own `hb-shape` and ICU: the tables under Fixtures/Text are
/// written by scripts/generate-text-expectations.py, never from the engine. Widths are compared
/// after the engine's pixel-grid rounding, exactly (they are multiples of 0.5, so a tolerance of
/// 1e-9 only absorbs nothing but representation).
@Suite struct TextHarfBuzzComparisonTests {
    @Test func idealWidthsEqualHBShape() throws {
        let table = try TextExpectationTable("ideal-widths.tsv")
        #expect(table.rows.count >= 1000)
        let engine = Engine()
        var mismatches: [String] = []
        var styles = Set<String>()
        var categories = Set<String>()
        for row in table.rows {
            let (style, category, expected, string) = (row[0], row[1], Double(row[2])!, row[3])
            styles.insert(style)
            categories.insert(category)
            let node = ViewNode(kind: .text(string, font: TextExpectationTable.font(style)!, lineLimit: nil))
            let result = engine.layout(node, proposal: .unspecified, sizeCategory: try ContentSizeCategory(named: category))
            if abs(result.size.width - expected) > 1e-9 {
                mismatches.append("\(style) \(category) \"\(string)\": engine \(result.size.width), hb-shape \(expected)")
            }
        }
        #expect(Set(table.rows.map { $0[3] }).count >= 500)
        #expect(styles == Set(TextStyle.allCases.map(\.rawValue)))
        #expect(categories == Set(ContentSizeCategory.allCases.map(\.rawValue)))
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(table.rows.count): \(mismatches.prefix(10))")
    }

    @Test func wrappedLinesEqualAGreedyWrapAtICUOpportunities() throws {
        let table = try TextExpectationTable("wrapped-lines.tsv")
        #expect(table.rows.count >= 300)
        let measurer = TextMeasurer(options: .default)
        var mismatches: [String] = []
        var multiLine = 0
        for row in table.rows {
            let (style, category, wrapWidth, expectedWidth, string) = (row[0], row[1], Double(row[2])!, Double(row[3])!, row[4])
            let expectedLines = Array(row[5...])
            if expectedLines.count > 1 { multiLine += 1 }
            let layout = measurer.measure(
                string, font: TextExpectationTable.font(style)!, sizeCategory: try ContentSizeCategory(named: category),
                lineLimit: nil, proposal: ProposedSize(width: wrapWidth, height: nil)
            )
            if layout.lines != expectedLines || abs(layout.size.width - expectedWidth) > 1e-9 {
                mismatches.append("\(style) \(category) at \(wrapWidth) \"\(string)\": engine \(layout.lines) \(layout.size.width), expected \(expectedLines) \(expectedWidth)")
            }
        }
        #expect(multiLine >= 200)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(table.rows.count): \(mismatches.prefix(5))")
    }
}
