import Foundation
import Testing
@testable import LayoutStorage

@Suite struct DatabaseValueConvertibleTests {
    @Test func convertsEachSwiftTypeToItsStorageClass() {
        #expect(Int64.max.databaseValue == .integer(.max))
        #expect(42.databaseValue == .integer(42))
        #expect(1.5.databaseValue == .real(1.5))
        #expect(true.databaseValue == .integer(1))
        #expect("é".databaseValue == .text("é"))
        #expect(Data([0]).databaseValue == .blob(Data([0])))
        #expect(Int?.none.databaseValue == .null)
        #expect(Int?.some(3).databaseValue == .integer(3))
    }

    @Test func readsStrictlyWithoutParsingText() {
        #expect(Int(databaseValue: .text("42")) == nil)
        #expect(String(databaseValue: .integer(42)) == nil)
        #expect(Data(databaseValue: .text("x")) == nil)
        #expect(Int64(databaseValue: .null) == nil)
        #expect(Bool(databaseValue: .integer(2)) == true)
        #expect(Bool(databaseValue: .integer(0)) == false)
    }

    @Test func widensIntegersToDoubleOnly() {
        #expect(Double(databaseValue: .integer(3)) == 3.0)
        #expect(Int(databaseValue: .real(3.0)) == nil)
    }

    @Test func optionalReadsNullAsNilAndRefusesOtherTypes() {
        #expect(String?(databaseValue: .null) == .some(nil))
        #expect(String?(databaseValue: .text("a")) == .some("a"))
        #expect(String?(databaseValue: .integer(1)) == nil)
    }

    @Test func literalsBuildDatabaseValues() {
        let values: [DatabaseValue] = [nil, 1, 2.5, "x", true]
        #expect(values == [.null, .integer(1), .real(2.5), .text("x"), .integer(1)])
        #expect(values.map(\.storageClassName) == ["null", "integer", "real", "text", "integer"])
    }
}
