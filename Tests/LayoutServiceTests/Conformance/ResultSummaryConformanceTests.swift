import LayoutEngine
import LayoutModels
import LayoutTestSupport
import Testing
@testable import LayoutService

extension StoreConformance {
    /// A query's summary counts in the database what its rows hold: on both backends, the
    /// summary's groups and flow rows equal the ones this test counts from every row.
    @Suite struct ResultSummaryConformanceTests {
        /// The criteria checked: none, each kind of filter, and one that matches nothing.
        static let criteria: [ResultCriteria] = [
            ResultCriteria(), ResultCriteria(kind: "chipSet"), ResultCriteria(truncated: true), ResultCriteria(minimumRows: 2),
            ResultCriteria(namePattern: "K*", widthName: "iPhone SE"), ResultCriteria(kind: "viewTree", overflowing: false),
            ResultCriteria(namePattern: "Nothing*"),
        ]

        @Test(arguments: StoreBackend.available)
        func theSummaryCountsWhatTheRowsHold(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let service = try store.seededService()
            for criteria in Self.criteria {
                let rows = try service.query(criteria)
                let summary = try service.querySummary(criteria, page: RowWindow(limit: 7, offset: 2))
                #expect(summary.resultCount == rows.count, "\(criteria)")
                #expect(summary.truncatedCount == rows.filter { $0.truncatedTexts > 0 }.count)
                #expect(summary.overflowingCount == rows.filter { $0.overflowingNodes > 0 }.count)
                #expect(summary.rows == Array(rows.dropFirst(2).prefix(7)))
                // The groups, counted here from the rows, in kind, template and width order.
                var counted: [String: (results: Int, truncated: Int, overflowing: Int, withFlow: Int, maximum: Int?)] = [:]
                for row in rows {
                    var group = counted["\(row.kind)|\(row.template)|\(row.widthName)", default: (0, 0, 0, 0, nil)]
                    group.results += 1
                    group.truncated += row.truncatedTexts > 0 ? 1 : 0
                    group.overflowing += row.overflowingNodes > 0 ? 1 : 0
                    if let flowRows = row.flowRows {
                        group.withFlow += 1
                        group.maximum = max(group.maximum ?? flowRows, flowRows)
                    }
                    counted["\(row.kind)|\(row.template)|\(row.widthName)"] = group
                }
                #expect(summary.groups.count == counted.count)
                for group in summary.groups {
                    let expected = try #require(counted["\(group.kind)|\(group.template)|\(group.widthName)"])
                    #expect(group.results == expected.results)
                    #expect(group.truncated == expected.truncated)
                    #expect(group.overflowing == expected.overflowing)
                    #expect(group.withFlow == expected.withFlow)
                    #expect(group.maximumFlowRows == expected.maximum)
                }
                let order = summary.groups.map { "\($0.kind)|\($0.template)|\(String(format: "%08.1f", $0.proposedWidth))" }
                #expect(order == order.sorted())
                let flowRows = Dictionary(grouping: rows, by: \.flowRows).mapValues(\.count)
                #expect(summary.flowRows.map(\.flowRows) == flowRows.keys.sorted { ($0 ?? -1) < ($1 ?? -1) })
                #expect(summary.flowRows.allSatisfy { flowRows[$0.flowRows] == $0.results })
            }
            #expect(try service.querySummary(page: RowWindow(limit: 1)).resultCount == SeedFigures.scenarios)
        }
    }
}
