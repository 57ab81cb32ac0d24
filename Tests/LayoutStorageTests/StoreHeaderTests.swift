import Testing
@testable import LayoutStorage

@Suite struct StoreHeaderTests {
    @Test func aMigratedStoreNamesItselfAndItsSchemaVersionInTheHeader() throws {
        let database = try Database(path: ":memory:")
        try Migrator().migrate(database)
        // 'L' 'Y' 'S' 'T' = 0x4C 0x59 0x53 0x54.
        #expect(try database.fetchValue(Int.self, sql: "PRAGMA application_id") == 0x4C59_5354)
        let newest = try #require(Migrator().migrations.last?.version)
        #expect(newest >= 5)
        #expect(try database.fetchValue(Int.self, sql: "PRAGMA user_version") == newest)
    }

    @Test func userVersionIsTheNewestAppliedEvenWhenAnOlderMigrationIsAppliedLater() throws {
        let database = try Database(path: ":memory:")
        let one = Migration(version: 1, name: "one", sql: "CREATE TABLE a (x INTEGER);")
        let three = Migration(version: 3, name: "three", sql: "CREATE TABLE c (x INTEGER);")
        let two = Migration(version: 2, name: "two", sql: "CREATE TABLE b (x INTEGER);")
        try Migrator(migrations: [one, three]).migrate(database)
        #expect(try database.fetchValue(Int.self, sql: "PRAGMA user_version") == 3)
        try Migrator(migrations: [one, two, three]).migrate(database)
        #expect(try database.fetchValue(Int.self, sql: "PRAGMA user_version") == 3)
    }
}
