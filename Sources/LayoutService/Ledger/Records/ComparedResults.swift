import Foundation
import LayoutEngine
import LayoutModels

/// The results of the engine a batch compares with, for a page's or a slice's scenarios, as
/// the page reads them once for all (``ResultLedger/readComparedResults(engineID:revisions:into:)``):
/// each result's scenario, tree, result hash and tree hash, and its packed frames, gathered in
/// chunks of bytes for all (no array per result, nothing per result to release).
public struct ComparedResults: Sendable {
    /// One result: what ``ComparedResult`` holds, its frames a place in the shared chunks.
    public struct Entry: Sendable {
        /// The scenario's revision, template (the row's variant) and proposal.
        public var revisionID: Int64
        public var template: TemplateName
        public var proposalID: Int64
        /// The size category of proposal `proposalID`.
        public var sizeCategory: ContentSizeCategory
        /// The tree the compared engine made of the template, and the result's hash.
        public var treeID: Int64
        public var resultHash: ResultHash
        /// Where the hash of tree `treeID` is in ``ComparedResults/treeHashes``.
        var treeHashIndex: Int
        /// Where the result's packed frames are (``ComparedResults/frames(of:)``).
        var frames: ByteChunks.Place
    }

    /// The results in the order read.
    public private(set) var entries: [Entry] = []
    /// The packed frames of every result, one after another.
    private var frames = ByteChunks()
    /// The hashes of the results' trees (consecutive results of one tree share theirs).
    private(set) var treeHashes: [String] = []

    /// No results yet.
    public init() {}

    /// `results` gathered (those of a variant that names no template left out).
    init(_ results: some Sequence<ComparedResult>) {
        for result in results { append(result) }
    }

    /// Adds a result of scenario `revisionID`/`variant`/`proposalID` made by tree `treeID` (whose
    /// hash is `treeHash`), hashed to `resultHash`, its frames `frames`; a variant that names no
    /// template is left out (no scenario of a batch has it).
    mutating func append(
        revisionID: Int64, variant: UnsafeRawBufferPointer, proposalID: Int64, sizeCategory: ContentSizeCategory, treeID: Int64,
        resultHash: UnsafeRawBufferPointer, treeHash: String, frames: UnsafeRawBufferPointer
    ) {
        guard let template = Self.template(named: variant) else { return }
        append(
            revisionID: revisionID, template: template, proposalID: proposalID, sizeCategory: sizeCategory, treeID: treeID,
            resultHash: ResultHash(resultHash), treeHash: treeHash, frames: frames
        )
    }

    /// Adds `result` (as a ledger without a page read of its own gives it).
    mutating func append(_ result: borrowing ComparedResult) {
        guard let template = TemplateName(rawValue: result.key.variant) else { return }
        result.key.resultHash.withUnsafeBytes { hash in
            result.frames.withUnsafeBytes { frames in
                append(
                    revisionID: result.key.revisionID, template: template, proposalID: result.key.proposalID,
                    sizeCategory: result.key.sizeCategory, treeID: result.key.treeID, resultHash: ResultHash(hash),
                    treeHash: result.treeHash, frames: frames
                )
            }
        }
    }

    /// Adds entry `index` of `other`.
    mutating func append(_ index: Int, of other: ComparedResults) {
        let entry = other.entries[index]
        append(
            revisionID: entry.revisionID, template: entry.template, proposalID: entry.proposalID, sizeCategory: entry.sizeCategory,
            treeID: entry.treeID, resultHash: entry.resultHash, treeHash: other.treeHashes[entry.treeHashIndex],
            frames: UnsafeRawBufferPointer(other.frames(of: entry))
        )
    }

    private mutating func append(
        revisionID: Int64, template: TemplateName, proposalID: Int64, sizeCategory: ContentSizeCategory, treeID: Int64,
        resultHash: ResultHash, treeHash: String, frames bytes: UnsafeRawBufferPointer
    ) {
        if treeHashes.last != treeHash { treeHashes.append(treeHash) }
        // Room for a slice's results, which are a few hundred, from the first on.
        if entries.isEmpty { entries.reserveCapacity(Self.typicalCount) }
        entries.append(Entry(
            revisionID: revisionID, template: template, proposalID: proposalID, sizeCategory: sizeCategory, treeID: treeID,
            resultHash: resultHash, treeHashIndex: treeHashes.count - 1, frames: frames.append(bytes)
        ))
    }

    /// The results gathered at first, room for which is reserved.
    private static let typicalCount = 256

    /// The packed frames of `entry`, valid as long as these results (or a copy of them) live.
    func frames(of entry: Entry) -> UnsafeBufferPointer<UInt8> {
        frames.bytes(at: entry.frames)
    }

    /// The hash of the tree of `entry`.
    func treeHash(of entry: Entry) -> String {
        treeHashes[entry.treeHashIndex]
    }

    /// The scenario result key of `entry`.
    func key(of entry: Entry) -> ScenarioResultKey {
        ScenarioResultKey(
            revisionID: entry.revisionID, variant: entry.template.rawValue, proposalID: entry.proposalID,
            sizeCategory: entry.sizeCategory, treeID: entry.treeID, resultHash: entry.resultHash.bytes
        )
    }

    /// The template whose name is the UTF-8 `name`, if any.
    private static func template(named name: UnsafeRawBufferPointer) -> TemplateName? {
        guard let start = name.baseAddress else { return nil }
        for (template, utf8) in templateNames where utf8.count == name.count {
            if utf8.withUnsafeBytes({ memcmp($0.baseAddress!, start, name.count) == 0 }) { return template }
        }
        return nil
    }

    private static let templateNames = TemplateName.allCases.map { ($0, Array($0.rawValue.utf8)) }
}
