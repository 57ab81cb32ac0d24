import LayoutEngine
import LayoutModels

/// A tree's packed results, one slot per proposal: each result's size, hash and facts held by
/// value, its frames a range of one buffer the tree's results share with the node lists packed
/// while they were compared. A tree's results cost one array of plain values and one of bytes,
/// not two arrays per result, and nothing in them is reference-counted when copied or freed.
struct TreeResults: Sendable {
    /// One result: what a ``PackedResult`` holds, its frames a range of the tree's ``bytes``.
    struct Result: Sendable {
        var size: Size
        var resultHash: ResultHash
        var facts: ResultFacts
        var frames: Range<Int>
        /// How it compares with the compared engine's result: its changed nodes where they were
        /// listed while it was packed (``list(_:packingIn:at:)``), then what a batch worker
        /// found (``compare(_:at:)``); nil where nothing was found (the writer compares).
        var comparison: ScenarioComparison?
    }

    /// One slot per proposal, nil where nothing was computed.
    private(set) var results: [Result?]
    /// Every result's frames, and the packed node lists of its changes, end to end.
    private(set) var bytes: [UInt8] = []

    /// `count` empty slots.
    init(count: Int) {
        results = Array(filledWith: nil, count: count)
    }

    var count: Int { results.count }

    /// The result of proposal `index`, if computed.
    subscript(index: Int) -> Result? {
        results[index]
    }

    /// Packs the last layout of `session` as result `index` (``PackedResult/pack(session:proposal:size:buffer:visiting:keeping:)``),
    /// its frames kept in the tree's buffer.
    mutating func pack<Visitor: PackedFrames.NodeVisiting & ~Copyable>(
        session: LayoutSession, proposal: ProposedSize, size: Size, buffer: PackingBuffer, at index: Int, visiting visitor: inout Visitor
    ) {
        var frames = 0..<0
        let packed = PackedResult.pack(session: session, proposal: proposal, size: size, buffer: buffer, visiting: &visitor) {
            frames = append($0)
        }
        results[index] = Result(size: size, resultHash: packed.resultHash, facts: packed.facts, frames: frames, comparison: nil)
    }

    /// Packs the last layout of `session` as result `index`, compared with nothing.
    mutating func pack(session: LayoutSession, proposal: ProposedSize, size: Size, buffer: PackingBuffer, at index: Int) {
        var none = PackedFrames.NoVisitor()
        pack(session: session, proposal: proposal, size: size, buffer: buffer, at: index, visiting: &none)
    }

    /// Keeps `result` as result `index`, its frames copied into the tree's buffer.
    mutating func keep(_ result: PackedResult, at index: Int) {
        let frames = result.frames.withUnsafeBufferPointer { append($0) }
        results[index] = Result(size: result.size, resultHash: result.resultHash, facts: result.facts, frames: frames, comparison: nil)
    }

    /// Records `changes` (written first in `buffer`) as the changes of result `index` (packed
    /// already) from the result it was compared with, their lists packed after the bytes kept so far.
    mutating func list(_ changes: CollectedNodeChanges, packingIn buffer: PackingBuffer, at index: Int) {
        let packed = changes.counts.isEmpty ? nil : changes.encode(in: buffer, appendingTo: &bytes)
        results[index]!.comparison = .changed(changes.counts, packed: packed)
    }

    /// How result `index` compares with the compared engine's (``Result/comparison``), read
    /// where it is, not copied out of its slot with the rest of the result.
    func comparison(at index: Int) -> ScenarioComparison? {
        precondition(index < results.count, "a result of the tree")
        return results.withUnsafeBufferPointer { slots in
            let slot = slots.baseAddress! + index
            guard case .some = slot.pointee else { return nil }
            return slot.pointee.unsafelyUnwrapped.comparison
        }
    }

    /// Records how result `index` (computed) compares with the compared engine's (nil: the writer compares).
    mutating func compare(_ comparison: ScenarioComparison?, at index: Int) {
        results[index]!.comparison = comparison
    }

    /// `body` of the tree's bytes, read where they are (a result's frames and a change's lists by range).
    func withBytes<Value, Failure: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Value) throws(Failure) -> Value {
        try bytes.withUnsafeBufferPointer { (bytes) throws(Failure) -> Value in try body(bytes) }
    }

    /// Whether result `index` was computed, read where it is (a slot copied out is the whole result).
    func isComputed(_ index: Int) -> Bool {
        precondition(index < results.count, "a result of the tree")
        return results.withUnsafeBufferPointer { slots in
            guard case .some = slots.baseAddress.unsafelyUnwrapped[index] else { return false }
            return true
        }
    }

    /// Calls `body` with each result's index, in proposal order, and what is stored of it: its
    /// size, hash and facts, and its frames, all read where they are (not the whole result
    /// copied out of its slot).
    func forEachResult<Failure: Error>(
        _ body: (Int, Size, ResultHash, ResultFacts, UnsafeBufferPointer<UInt8>) throws(Failure) -> Void
    ) throws(Failure) {
        try results.withUnsafeBufferPointer { (results) throws(Failure) in
            try bytes.withUnsafeBufferPointer { (bytes) throws(Failure) in
                for index in results.indices {
                    let slot = results.baseAddress.unsafelyUnwrapped + index
                    guard case .some = slot.pointee else { continue }
                    let result = slot.pointee.unsafelyUnwrapped
                    try body(index, result.size, result.resultHash, result.facts, UnsafeBufferPointer(rebasing: bytes[result.frames]))
                }
            }
        }
    }

    /// Result `index` with frames of its own (nil where none): for the paths that keep one result.
    func packedResult(at index: Int) -> PackedResult? {
        guard let result = results[index] else { return nil }
        return PackedResult(size: result.size, frames: Array(bytes[result.frames]), resultHash: result.resultHash, facts: result.facts)
    }

    /// Adds `frames` to the buffer; at the first, room is made for every slot's at its size and
    /// for a changed result's node lists, so a tree's results rarely grow the buffer.
    private mutating func append(_ frames: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        if bytes.capacity == 0 { bytes.reserveCapacity(results.count * (frames.count + frames.count / 8 + PageRunChanges.typicalNodeBytes)) }
        let start = bytes.count
        bytes.append(contentsOf: frames)
        return start..<bytes.count
    }
}
