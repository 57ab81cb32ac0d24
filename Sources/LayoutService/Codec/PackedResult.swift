import LayoutEngine
import LayoutModels
import LayoutHashing

/// A result ready to store: its size, packed frames, result hash and facts.
public struct PackedResult: Hashable, Sendable {
    public var size: Size
    public var frames: [UInt8]
    /// The first 16 bytes of SHA-256 over the size and the frames.
    public var resultHash: [UInt8]
    public var facts: ResultFacts

    /// Packs `result`, whose nodes `shape` describes.
    public init(_ result: LayoutResult, shape: TreeShape) {
        size = result.size
        frames = PackedFrames.encode(result, shape: shape)
        resultHash = Self.hash(size: result.size, frames: frames)
        facts = ResultFacts(of: result)
    }

    /// Packs the last layout of `session` (its root's `size` under `proposal`) straight off the
    /// session's buffers, in `buffer`, its facts counted in the same pass: the very value
    /// `PackedResult(session.layout(…), shape:)` gives, without building the `LayoutResult`.
    /// `shape` describes the nodes of the tree laid out; `visit` sees each node as it is packed.
    init(
        session: LayoutSession, proposal: ProposedSize, size: Size, shape: TreeShape, buffer: PackingBuffer,
        visiting visit: PackedFrames.NodeVisitor = { _, _, _ in }
    ) {
        self.size = size
        let container = LayoutResult.overflowContainer(size: size, proposal: proposal)
        var facts = ResultFacts()
        frames = PackedFrames.encode(session, shape: shape, into: buffer) { node, text, place in
            facts.count(node, text: text, container: container)
            visit(node, text, place)
        }
        resultHash = Self.hash(size: size, frames: frames)
        self.facts = facts
    }

    /// The row to store under `key`.
    public func record(for key: ResultKey) -> ResultEntry {
        ResultEntry(
            engineID: key.engineID, treeID: key.treeID, proposalID: key.proposalID, width: size.width,
            height: size.height, resultHash: resultHash, frames: frames, flowRows: facts.flowRows,
            truncatedTexts: facts.truncatedTexts, overflowingNodes: facts.overflowingNodes, chosenBranch: facts.chosenBranch
        )
    }

    /// The first 16 bytes of SHA-256 over the size's two doubles (bit patterns, little-endian)
    /// followed by the frames, fed to the digest in place.
    static func hash(size: Size, frames: [UInt8]) -> [UInt8] {
        var header = (size.width.bitPattern.littleEndian, size.height.bitPattern.littleEndian)
        return withUnsafeBytes(of: &header) { header in
            frames.withUnsafeBytes { frames in SHA256.prefix(16, ofHashConcatenating: header, frames) }
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
