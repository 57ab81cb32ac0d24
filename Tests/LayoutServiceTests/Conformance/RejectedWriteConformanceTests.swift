import LayoutEngine
import LayoutTestSupport
import Testing
@testable import LayoutService

extension StoreConformance {
    @Suite struct RejectedWriteConformanceTests {
        private struct Abandon: Error {}

        /// The kind of a ledger failure, as the service sees it.
        private func kind(of error: (any Error)?) -> StoreError.Kind? {
            (error as? any LedgerFailure)?.storeError.kind
        }

        @Test(arguments: StoreBackend.available)
        func aRefusedWriteRollsBackTheWholeTransaction(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let ledger = try store.ledger()
            let error = #expect(throws: (any Error).self) {
                try ledger.write {
                    _ = try ledger.insertModel(name: "Kept?", kind: "chipSet", at: "2024-01-01T00:00:00Z")
                    // A negative width breaks the proposals' CHECK constraint.
                    _ = try ledger.addWidth(name: "negative", width: -1)
                }
            }
            #expect(kind(of: error) == .constraint)
            #expect(!ledger.isInTransaction)
            #expect(try ledger.model(named: "Kept?") == nil)
            #expect(try ledger.widths().isEmpty)
        }

        @Test(arguments: StoreBackend.available)
        func aDuplicateNameIsAConstraintFailureThatChangesNothing(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let ledger = try store.ledger()
            try ledger.write { _ = try ledger.insertModel(name: "Kyoto", kind: "tripCard", at: "2024-01-01T00:00:00Z") }
            let error = #expect(throws: (any Error).self) {
                try ledger.write { _ = try ledger.insertModel(name: "Kyoto", kind: "chipSet", at: "2024-01-02T00:00:00Z") }
            }
            #expect(kind(of: error) == .constraint)
            #expect(try ledger.models(kind: nil, includingArchived: true).map(\.kind) == ["tripCard"])
        }

        @Test(arguments: StoreBackend.available)
        func aFailedNestedWriteUndoesOnlyItsOwnWork(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let ledger = try store.ledger()
            try ledger.write {
                _ = try ledger.insertModel(name: "Outer", kind: "chipSet", at: "2024-01-01T00:00:00Z")
                #expect(throws: (any Error).self) {
                    try ledger.write {
                        _ = try ledger.insertModel(name: "Inner", kind: "chipSet", at: "2024-01-01T00:00:00Z")
                        _ = try ledger.insertModel(name: "Outer", kind: "chipSet", at: "2024-01-01T00:00:00Z")
                    }
                }
                // The transaction goes on after the refused statement.
                _ = try ledger.insertModel(name: "After", kind: "chipSet", at: "2024-01-01T00:00:00Z")
            }
            #expect(try ledger.models(kind: nil, includingArchived: true).map(\.name) == ["After", "Outer"])
        }

        @Test(arguments: StoreBackend.available)
        func anErrorThrownInsideAWriteKeepsNothingOfIt(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let service = try store.seededService()
            let figures = try service.storeFigures()
            #expect(throws: Abandon.self) {
                try service.ledger.write {
                    try service.ledger.setArchived(modelID: try #require(try service.ledger.model(named: "Kyoto")).id, at: "2024-01-01T00:00:00Z")
                    _ = try service.ledger.addWidth(name: "extra", width: 500)
                    throw Abandon()
                }
            }
            #expect(try service.storeFigures() == figures)
            #expect(try service.ledger.model(named: "Kyoto")?.archivedAt == nil)
        }

        @Test(arguments: StoreBackend.available)
        func aDuplicateWidthIsRefusedByTheServiceAndTheStoreStaysAsItWas(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let service = try store.seededService()
            let widths = try service.widths()
            #expect(throws: ServiceError.self) { try service.addWidth(name: widths[0].name, width: 777) }
            #expect(try service.widths() == widths)
        }
    }
}
