import Dispatch
import Foundation
import LayoutEngine
import LayoutModels
import LayoutTestSupport
import Testing
@testable import LayoutService

extension StoreConformance {
    @Suite struct ConcurrencyConformanceTests {
        /// Failures of the writer threads, collected under a lock.
        private final class Failures: @unchecked Sendable {
            private let lock = NSLock()
            private var errors: [String] = []
            func append(_ error: any Error) { lock.withLock { errors.append("\(error)") } }
            var all: [String] { lock.withLock { errors } }
        }

        @Test(arguments: StoreBackend.available)
        func twoWritersOnOneStoreKeepEveryWriteOfBoth(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            _ = try store.seededService()
            let chips = try seedModel(named: "Chips article")
            let failures = Failures()
            let perWriter = 4
            // Two services, each with its own connection, put new models and new states of one
            // shared model at the same time.
            DispatchQueue.concurrentPerform(iterations: 2) { writer in
                do {
                    let service = try store.service()
                    for index in 0..<perWriter {
                        try service.put(try renamed(chips, to: "Writer \(writer) model \(index)"))
                        try service.put(try retitled(chips, firstChip: "writer \(writer) state \(index)"))
                    }
                } catch {
                    failures.append(error)
                }
            }
            #expect(failures.all == [])
            let service = try store.service()
            #expect(try service.models().count == SeedFigures.models + 2 * perWriter)
            // Every state of the shared model is its own revision, numbered without a gap.
            let revisions = try service.revisions(of: "Chips article")
            #expect(revisions.map(\.number) == Array(1...(1 + 2 * perWriter)))
            // Each new model was laid out at every width: one result per new state of the shared
            // model (its new trees), none for the copies (their trees are the seed's).
            #expect(try service.storeFigures().results == SeedFigures.scenarios + 2 * perWriter * SeedFigures.widths)
            #expect(try service.query(ResultCriteria(namePattern: "Writer *")).count == 2 * perWriter * SeedFigures.widths)
        }
    }
}
