import Foundation
import Testing

/// Every command that writes does it in one transaction (issue 8, "Bad input gets a clear error
/// and changes nothing"): a rejected import, seed, put or width add leaves the store as it was,
/// compared by the checksum of a logical dump and by the file's bytes after a checkpoint.
@Suite struct AtomicWriteTests {
    /// What a store holds, two ways: the checksum of every table's rows, and the file's bytes
    /// once the WAL is checkpointed into it.
    struct StoreState: Equatable {
        var dumpChecksum: String
        var bytes: Data

        init(of store: ScratchStore) throws {
            dumpChecksum = try store.dumpChecksum()
            bytes = try store.checkpointedBytes()
        }
    }

    static let newChipSet = #"{"kind":"chipSet","name":"Atomic chips","chips":[{"title":"one","priority":0}],"horizontalSpacing":4,"verticalSpacing":4}"#
    /// Valid, but "Kyoto" is a trip card in the seeds: storing it fails inside the write transaction.
    static let kyotoAsChipSet = #"{"kind":"chipSet","name":"Kyoto","chips":[{"title":"two","priority":0}],"horizontalSpacing":4,"verticalSpacing":4}"#
    static let invalidChipSet = #"{"kind":"chipSet","name":"Broken chips","chips":[{"title":"x","priority":"high"}],"horizontalSpacing":4,"verticalSpacing":4}"#

    /// A store holding the built-in seeds.
    static func seededStore() throws -> ScratchStore {
        let store = try ScratchStore()
        try store.runSucceeding(["seed"])
        return store
    }

    /// Runs `arguments` on a seeded store and expects exit `status` and the store unchanged.
    static func expectRejectedWithoutChange(
        _ arguments: (ScratchStore) throws -> [String], status: Int32, mentioning expected: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let store = try seededStore()
        let before = try StoreState(of: store)
        let outcome = store.run(try arguments(store))
        #expect(outcome.status == status, "\(outcome.error)", sourceLocation: sourceLocation)
        #expect(outcome.error.hasPrefix("Error: "), sourceLocation: sourceLocation)
        #expect(outcome.error.contains(expected), "\(outcome.error)", sourceLocation: sourceLocation)
        let after = try StoreState(of: store)
        #expect(after.dumpChecksum == before.dumpChecksum, "the rows changed", sourceLocation: sourceLocation)
        #expect(after.bytes == before.bytes, "the file's bytes changed", sourceLocation: sourceLocation)
        #expect(try store.integrityCheck() == ["ok"], sourceLocation: sourceLocation)
    }

    @Test func anImportWhoseLastLineIsInvalidWritesNothing() throws {
        try Self.expectRejectedWithoutChange({ store in
            let lines = [
                #"{"type":"width","name":"atomic-600","width":600}"#,
                #"{"type":"revision","model":\#(Self.newChipSet)}"#,
                #"{"type":"revision","model":\#(Self.invalidChipSet)}"#,
            ]
            return ["import", try store.writeFile("rejected.jsonl", lines.joined(separator: "\n"))]
        }, status: 65, mentioning: "line 3")
    }

    @Test func anImportRefusedInsideItsTransactionWritesNothing() throws {
        try Self.expectRejectedWithoutChange({ store in
            let lines = [
                #"{"type":"width","name":"atomic-600","width":600}"#,
                #"{"type":"revision","model":\#(Self.newChipSet)}"#,
                #"{"type":"revision","model":\#(Self.kyotoAsChipSet)}"#,
            ]
            return ["import", try store.writeFile("kind-change.jsonl", lines.joined(separator: "\n"))]
        }, status: 65, mentioning: "Kyoto")
    }

    @Test func aSeedDirectoryWithABadFileWritesNothing() throws {
        try Self.expectRejectedWithoutChange({ store in
            _ = try store.writeFile("seeds/widths.json", #"[{"name":"atomic-600","width":600}]"#)
            _ = try store.writeFile("seeds/a-good.json", Self.newChipSet)
            _ = try store.writeFile("seeds/b-bad.json", Self.invalidChipSet)
            return ["seed", "--dir", store.directory.appendingPathComponent("seeds").path]
        }, status: 65, mentioning: "b-bad.json")
    }

    @Test func aSeedRefusedInsideItsTransactionWritesNothing() throws {
        try Self.expectRejectedWithoutChange({ store in
            _ = try store.writeFile("seeds/widths.json", #"[{"name":"atomic-600","width":600}]"#)
            _ = try store.writeFile("seeds/a-good.json", Self.newChipSet)
            _ = try store.writeFile("seeds/b-kyoto.json", Self.kyotoAsChipSet)
            return ["seed", "--dir", store.directory.appendingPathComponent("seeds").path]
        }, status: 65, mentioning: "Kyoto")
    }

    @Test func puttingAnInvalidModelWritesNothing() throws {
        try Self.expectRejectedWithoutChange({ store in
            ["model", "put", try store.writeFile("bad.json", Self.invalidChipSet)]
        }, status: 65, mentioning: "bad.json")
    }

    @Test func puttingAModelThatWouldChangeKindWritesNothing() throws {
        try Self.expectRejectedWithoutChange({ store in
            ["model", "put", try store.writeFile("kyoto.json", Self.kyotoAsChipSet)]
        }, status: 65, mentioning: "Kyoto")
    }

    /// `model put` of a file holding several models stores them in one transaction: when a
    /// later model is refused, the earlier ones are not stored either.
    @Test func puttingSeveralModelsOfWhichOneIsRefusedWritesNothing() throws {
        try Self.expectRejectedWithoutChange({ store in
            ["model", "put", try store.writeFile("two.json", "[\(Self.newChipSet), \(Self.kyotoAsChipSet)]")]
        }, status: 65, mentioning: "Kyoto")
    }

    @Test func addingAWidthWhoseNameIsTakenWritesNothing() throws {
        try Self.expectRejectedWithoutChange({ _ in ["width", "add", "iPhone SE", "600"] }, status: 65, mentioning: "iPhone SE")
    }

    @Test func addingANegativeWidthWritesNothing() throws {
        try Self.expectRejectedWithoutChange({ _ in ["width", "add", "negative", "--", "-5"] }, status: 64, mentioning: "-5")
    }
}
