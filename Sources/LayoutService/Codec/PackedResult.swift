import LayoutEngine
import LayoutModels
import LayoutHashing

/// A result ready to store: its size, packed frames, result hash and facts. (A batch keeps a
/// tree's results without an array each: ``TreeResults``.)
public struct PackedResult: Hashable, Sendable {
    public var size: Size
    public var frames: [UInt8]
    /// The first 16 bytes of SHA-256 over the size and the frames, held inline.
    public var resultHash: ResultHash
    public var facts: ResultFacts

    /// Packs `result`, whose nodes `shape` describes.
    public init(_ result: LayoutResult, shape: TreeShape) {
        size = result.size
        frames = PackedFrames.encode(result, shape: shape)
        resultHash = frames.withUnsafeBufferPointer { Self.resultHash(size: result.size, frames: $0) }
        facts = ResultFacts(of: result)
    }

    /// Packs the last layout of `session` (its root's `size` under `proposal`) straight off the
    /// session's buffers, in `buffer`, its facts counted in the same pass: the very value
    /// `PackedResult(session.layout(…), shape:)` gives, without building the `LayoutResult`.
    /// (The tree's shape is not needed: the texts a single line may match are the session's.)
    /// `visit` sees each node as it is packed.
    init(
        session: LayoutSession, proposal: ProposedSize, size: Size, buffer: PackingBuffer,
        visiting visit: PackedFrames.NodeVisitor = { _, _, _ in }
    ) {
        var frames: [UInt8] = []
        let packed = Self.pack(session: session, proposal: proposal, size: size, buffer: buffer, visiting: visit) { frames = Array($0) }
        self.init(size: size, frames: frames, resultHash: packed.resultHash, facts: packed.facts)
    }

    init(size: Size, frames: [UInt8], resultHash: ResultHash, facts: ResultFacts) {
        self.size = size
        self.frames = frames
        self.resultHash = resultHash
        self.facts = facts
    }

    /// Packs the last layout of `session` as ``init(session:proposal:size:buffer:visiting:)``
    /// does, handing the packed frames where they are (in `buffer`, valid during the call) to
    /// `keep`, which keeps them where it likes (its own array, or a tree's buffer).
    static func pack(
        session: LayoutSession, proposal: ProposedSize, size: Size, buffer: PackingBuffer,
        visiting visit: PackedFrames.NodeVisitor, keeping keep: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> (resultHash: ResultHash, facts: ResultFacts) {
        withoutActuallyEscaping(visit) { visit in
            var visitor = PackedFrames.VisitorCalling(visit: visit)
            return pack(session: session, proposal: proposal, size: size, buffer: buffer, visiting: &visitor, keeping: keep)
        }
    }

    /// `pack(session:proposal:size:buffer:visiting:keeping:)` with a visitor of a type,
    /// inlined into the walk over the nodes (see ``PackedFrames/NodeVisiting``).
    static func pack<Visitor: PackedFrames.NodeVisiting & ~Copyable>(
        session: LayoutSession, proposal: ProposedSize, size: Size, buffer: PackingBuffer,
        visiting visitor: inout Visitor, keeping keep: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> (resultHash: ResultHash, facts: ResultFacts) {
        var resultHash: ResultHash?
        let facts = withUnsafeMutablePointer(to: &visitor) { visitor in
            var counting = FactsCounting(container: LayoutResult.overflowContainer(size: size, proposal: proposal), visitor: visitor)
            PackedFrames.encode(session, into: buffer, visiting: &counting) { frames in
                resultHash = Self.resultHash(size: size, frames: frames)
                keep(frames)
            }
            return counting.facts
        }
        return (resultHash!, facts)
    }

    /// Counts a result's facts (``ResultFacts``) as its nodes are packed, and hands each on to
    /// `visitor`.
    private struct FactsCounting<Visitor: PackedFrames.NodeVisiting & ~Copyable>: PackedFrames.NodeVisiting {
        let container: Rect
        let visitor: UnsafeMutablePointer<Visitor>
        var facts = ResultFacts()

        init(container: Rect, visitor: UnsafeMutablePointer<Visitor>) {
            self.container = container
            self.visitor = visitor
        }

        @inline(__always)
        mutating func visit(_ node: borrowing ResultNodeRecord, text: borrowing TextLines?, place: PackedFrames.Place) {
            facts.count(node, text: copy text, container: container)
            visitor.pointee.visit(node, text: text, place: place)
        }
    }

    /// The row to store under `key`.
    public func record(for key: ResultKey) -> ResultEntry {
        ResultEntry(
            engineID: key.engineID, treeID: key.treeID, proposalID: key.proposalID, width: size.width,
            height: size.height, resultHash: resultHash.bytes, frames: frames, flowRows: facts.flowRows,
            truncatedTexts: facts.truncatedTexts, overflowingNodes: facts.overflowingNodes, chosenBranch: facts.chosenBranch
        )
    }

    /// The first 16 bytes of SHA-256 over the size's two doubles (bit patterns, little-endian)
    /// followed by the frames, fed to the digest in place.
    static func hash(size: Size, frames: [UInt8]) -> [UInt8] {
        frames.withUnsafeBufferPointer { resultHash(size: size, frames: $0) }.bytes
    }

    /// ``hash(size:frames:)`` of the frames where they are, held inline.
    static func resultHash(size: Size, frames: UnsafeBufferPointer<UInt8>) -> ResultHash {
        var header = (size.width.bitPattern.littleEndian, size.height.bitPattern.littleEndian)
        return withUnsafeBytes(of: &header) { header in
            ResultHash { SHA256.prefix(ofHashConcatenating: header, UnsafeRawBufferPointer(frames), into: $0) }
        }
    }
}

extension PackedResult {
    /// The full result, unpacked against the shape it was packed with.
    func layoutResult(shape: TreeShape, proposal: ProposedSize) throws(ServiceError) -> LayoutResult {
        do {
            return try PackedFrames.decode(frames, shape: shape, proposal: proposal, size: size)
        } catch {
            throw .corruptStore("a result packed in this run does not unpack: \(error)")
        }
    }
}

extension ResultEntry {
    /// The full result, unpacked against its tree's shape.
    func layoutResult(shape: TreeShape, proposal: ProposedSize) throws(ServiceError) -> LayoutResult {
        do {
            return try PackedFrames.decode(frames, shape: shape, proposal: proposal, size: Size(width: width, height: height))
        } catch {
            throw .corruptStore("result (engine \(engineID), tree \(treeID), proposal \(proposalID)): \(error)")
        }
    }
}
