import LayoutTestSupport
import Testing
@testable import LayoutStorage

@Suite struct TableFunctionTests {
    /// `squares(count)`: n and n*n for n in 1...count, reading nothing.
    static let squares = TableFunction(name: "squares", columns: ["n INTEGER", "square INTEGER"], arguments: ["count"]) { arguments, _ throws(TableFunctionError) in
        guard case .integer(let count) = arguments.first, count >= 0 else { throw TableFunctionError("squares(count): count must be an integer >= 0") }
        return (1...max(count, 1)).prefix(Int(count)).map { [.integer($0), .integer($0 * $0)] }
    }

    /// `widths_over(min)`: the names of the rows of `widths` wider than min, read on the calling connection.
    static let widthsOver = TableFunction(name: "widths_over", columns: ["name TEXT"], arguments: ["min"]) { arguments, connection throws(TableFunctionError) in
        do {
            return try connection.fetchAll(sql: "SELECT name FROM widths WHERE width > ? ORDER BY width", arguments: arguments).map { $0.values }
        } catch {
            throw TableFunctionError("widths_over: \(error)")
        }
    }

    @Test func givesRowsInJoinsOnAQueryOnlyConnection() throws {
        let writer = try Database(path: ":memory:")
        #expect(Self.squares.tableDeclaration == "CREATE TABLE x(n INTEGER, square INTEGER, count HIDDEN)")
        try writer.register(Self.squares)
        // By hand: 1 + 4 + 9 = 14, and 1 + (1 + 4) = 6 over counts 1 and 2.
        #expect(try writer.fetchValue(Int.self, sql: "SELECT sum(square) FROM squares(3)") == 14)
        #expect(try writer.fetchValue(Int.self, sql: "SELECT sum(s.square) FROM (SELECT 1 AS c UNION ALL SELECT 2) t, squares(t.c) s") == 6)
        #expect(try writer.fetchValue(Int.self, sql: "SELECT count(*) FROM squares(0)") == 0)
    }

    @Test func readsOnTheCallingConnectionWithItsChecks() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("store.sqlite")
        let writer = try Database(path: path)
        try writer.execute(sql: "CREATE TABLE widths (name TEXT, width REAL); INSERT INTO widths VALUES ('narrow', 125), ('wide', 820), ('mid', 393);")
        writer.close()
        let reader = try Database(path: path, access: .queryOnly)
        try reader.register(Self.widthsOver)
        let names = try reader.fetchAll(sql: "SELECT name FROM widths_over(300)").map { try $0.decode(String.self, at: 0) }
        #expect(names == ["mid", "wide"])
    }

    @Test func errorsNameTheFunction() throws {
        let database = try Database(path: ":memory:")
        try database.register(Self.squares)
        #expect { try database.fetchAll(sql: "SELECT * FROM squares") } throws: { "\($0)".contains("squares(count): give its argument") }
        #expect { try database.fetchAll(sql: "SELECT * FROM squares('x')") } throws: { "\($0)".contains("squares(count): count must be an integer >= 0") }
    }
}
