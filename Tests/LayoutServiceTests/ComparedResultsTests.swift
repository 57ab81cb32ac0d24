import LayoutEngine
import Testing
@testable import LayoutService

/// The compared engine's results of a slice gathered in chunks (``ComparedResults``): each
/// reads back as the ``ComparedResult`` it was made from, however many chunks its frames span.
@Suite struct ComparedResultsTests {
    private func result(_ index: Int, variant: String = "compact", frameCount: Int) -> ComparedResult {
        let key = ScenarioResultKey(
            revisionID: Int64(index / 8), variant: variant, proposalID: Int64(index % 8), sizeCategory: .large, treeID: Int64(index / 8),
            resultHash: (0..<16).map { UInt8(truncatingIfNeeded: index * 16 + $0) }
        )
        let frames = (0..<frameCount).map { UInt8(truncatingIfNeeded: index &* 31 &+ $0) }
        return ComparedResult(key: key, treeHash: "tree \(index / 8)", frames: frames)
    }

    @Test func everyResultReadsBackAsGivenAcrossChunks() {
        // Frames of 0 to ~9 KiB each, 700 results: several chunks, and runs longer than one.
        let results = (0..<700).map { result($0, frameCount: ($0 * 37) % 9000) }
            + [result(700, frameCount: ByteChunks.chunkSize + 5)]
        let gathered = ComparedResults(results)
        #expect(gathered.entries.count == results.count)
        for (entry, result) in zip(gathered.entries, results) {
            #expect(gathered.key(of: entry) == result.key)
            #expect(gathered.treeHash(of: entry) == result.treeHash)
            #expect(Array(gathered.frames(of: entry)) == result.frames)
            #expect(entry.resultHash.matches(result.key.resultHash))
        }
    }

    @Test func aVariantNamingNoTemplateIsLeftOut() {
        let gathered = ComparedResults([result(0, frameCount: 3), result(1, variant: "nameless", frameCount: 3), result(2, frameCount: 3)])
        #expect(gathered.entries.map(\.proposalID) == [0, 2])
    }

    @Test func resultHashesMatchOnlyTheirSixteenBytes() {
        let bytes: [UInt8] = Array(1...16)
        let hash = bytes.withUnsafeBytes { ResultHash($0) }
        #expect(hash.matches(bytes) && hash.bytes == bytes)
        #expect(!hash.matches(Array(2...17)) && !hash.matches(Array(1...15)))
        // A hash of another length matches nothing, not even its own bytes.
        let short: [UInt8] = Array(1...15)
        #expect(!short.withUnsafeBytes { ResultHash($0) }.matches(short))
    }

    @Test func aPageSplitAmongSlicesKeepsEachResult() {
        let page = SliceReads(previous: ComparedResults((0..<40).map { result($0, frameCount: 10 + $0) }))
        // Revisions 0-4 hold results 0-39; slices start at revisions 0 and 3.
        let slices = SliceReads.split(page, firstRevisionIDs: [0, 3])
        #expect(slices.map(\.previous.entries.count) == [24, 16])
        let rejoined = slices.flatMap { slice in slice.previous.entries.map { Array(slice.previous.frames(of: $0)) } }
        #expect(rejoined == (0..<40).map { result($0, frameCount: 10 + $0).frames })
    }
}
