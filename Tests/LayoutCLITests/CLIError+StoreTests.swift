import LayoutService
import LayoutStorage
import Testing
@testable import LayoutCLI

@Suite struct CLIErrorStoreTests {
    @Test func databaseFailuresAreIOFailuresSayingWhatHappened() {
        let busy = CLIError(DatabaseError(extendedResultCode: 5).storeError, path: "a.sqlite")
        #expect(busy.exitCode == .ioFailure)
        #expect(busy.message == "The database 'a.sqlite' is busy: another process holds its lock (SQLite error 5: database is locked).")
        let full = CLIError(DatabaseError(extendedResultCode: 13).storeError, path: "a.sqlite")
        #expect(full.message == "The disk holding 'a.sqlite' is full (SQLite error 13: database or disk is full).")
        let readOnly = CLIError(DatabaseError(extendedResultCode: 8).storeError, path: "a.sqlite")
        #expect(readOnly.message == "The database 'a.sqlite' is read-only (SQLite error 8: attempt to write a readonly database).")
        let notADatabase = CLIError(DatabaseError(extendedResultCode: 26).storeError, path: "a.sqlite")
        #expect(notADatabase.message == "File 'a.sqlite' is not a LayoutStore database.")
        #expect(notADatabase.exitCode == .ioFailure)
    }

    @Test func serviceErrorsAboutNamesAreBadDataAndDatabaseOnesIOFailures() {
        let unknown = CLIError(ServiceError.unknownModel("Kyoto"), path: "a.sqlite")
        #expect(unknown.exitCode == .badData)
        #expect(unknown.message == "No model named \"Kyoto\".")
        let database = CLIError(ServiceError.database(DatabaseError(extendedResultCode: 5).storeError, context: "storing model Kyoto"), path: "a.sqlite")
        #expect(database.exitCode == .ioFailure)
        #expect(database.message == "Storing model Kyoto: the database 'a.sqlite' is busy: another process holds its lock (SQLite error 5: database is locked).")
    }

    @Test func aNewerSchemaNamesBothVersions() {
        let error = CLIError(MigrationFailure.databaseIsNewer(databaseVersion: 3, knownVersion: 1), path: "a.sqlite")
        #expect(error.exitCode == .ioFailure)
        #expect(error.message == "'a.sqlite': database schema version 3 is newer than this layoutstore (knows up to 1); upgrade layoutstore.")
    }

    @Test func aServiceMigrationErrorReadsAsTheMigratorsOwn() {
        let cause = MigrationFailure.databaseIsNewer(databaseVersion: 3, knownVersion: 1)
        let error = CLIError(ServiceError.migration(cause, context: "migrating a.sqlite"), path: "a.sqlite")
        #expect(error.exitCode == .ioFailure)
        #expect(error.message == CLIError(cause, path: "a.sqlite").message)
    }
}
