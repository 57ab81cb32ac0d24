import LayoutStorage
import Testing

@Suite struct ResultCodeTests {
    /// https://sqlite.org/rescode.html: SQLITE_CONSTRAINT is 19, SQLITE_CONSTRAINT_UNIQUE 2067 (19 | 8 << 8).
    @Test func extendedCodesCarryTheirPrimaryCodeInTheLowByte() {
        #expect(ResultCode.SQLITE_CONSTRAINT.rawValue == 19)
        #expect(ResultCode.SQLITE_CONSTRAINT_UNIQUE.rawValue == 2067)
        #expect(ResultCode.SQLITE_CONSTRAINT_UNIQUE.primaryResultCode == .SQLITE_CONSTRAINT)
    }

    @Test func aPrimaryPatternMatchesItsExtendedCodesAndAnExtendedPatternOnlyItself() {
        func matched(_ code: ResultCode) -> String {
            switch code {
            case .SQLITE_CONSTRAINT_FOREIGNKEY: "foreign key"
            case .SQLITE_CONSTRAINT: "constraint"
            case .SQLITE_BUSY: "busy"
            default: "other"
            }
        }
        #expect(matched(.SQLITE_CONSTRAINT_UNIQUE) == "constraint")
        #expect(matched(.SQLITE_CONSTRAINT_FOREIGNKEY) == "foreign key")
        #expect(matched(.SQLITE_CONSTRAINT) == "constraint")
        #expect(matched(.SQLITE_BUSY_SNAPSHOT) == "busy")
        #expect(matched(.SQLITE_FULL) == "other")
    }

    @Test func aFailedStatementReportsTypedCodes() throws {
        let db = try Database(path: ":memory:")
        try db.execute(sql: "CREATE TABLE t (v INTEGER UNIQUE)")
        try db.execute(sql: "INSERT INTO t VALUES (1)")
        let error = #expect(throws: DatabaseError.self) { try db.execute(sql: "INSERT INTO t VALUES (1)") }
        #expect(error?.resultCode == .SQLITE_CONSTRAINT)
        #expect(error?.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE)
    }
}
