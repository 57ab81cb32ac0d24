import LayoutEngine

/// A layout as the store keeps it: the size and the packed frames of its nodes, read in place
/// against the shape of its tree (shared by every result of that tree).
///
/// This is what the result caches hold and hand out: a hit costs no decoding and builds no
/// strings. ``result()`` unpacks the full ``LayoutResult`` (paths, ids, types, text lines) when
/// asked. Two stored layouts are
/// equal when their proposal, size, packed bytes and shape are: packing is exact, so equal
/// stored layouts unpack to equal results.
public struct StoredLayout: Hashable, Sendable {
    public let proposal: ProposedSize
    public let size: Size
    /// The packed frames (``PackedFrames``).
    public let frames: PackedBytes
    /// The shape the frames are packed against.
    public let shape: TreeShape

    public init(proposal: ProposedSize, size: Size, frames: PackedBytes, shape: TreeShape) {
        self.proposal = proposal
        self.size = size
        self.frames = frames
        self.shape = shape
    }

    public init(proposal: ProposedSize, size: Size, frames: [UInt8], shape: TreeShape) {
        self.init(proposal: proposal, size: size, frames: PackedBytes(frames), shape: shape)
    }

    /// This layout with its frames held in `frames` (the same bytes elsewhere).
    func holding(_ frames: PackedBytes) -> StoredLayout {
        StoredLayout(proposal: proposal, size: size, frames: frames, shape: shape)
    }

    /// `result` packed against `shape` (the shape of its tree).
    public init(packing result: LayoutResult, shape: TreeShape) {
        self.init(proposal: result.proposal, size: result.size, frames: PackedFrames.encode(result, shape: shape), shape: shape)
    }

    /// The number of nodes, in depth-first pre-order as results list them.
    public var nodeCount: Int { shape.nodes.count }

    /// The full result: every node's path, id, type, frames and text lines.
    public func result() throws(ServiceError) -> LayoutResult {
        do {
            return try PackedFrames.decode(frames.array, shape: shape, proposal: proposal, size: size)
        } catch {
            throw .corruptStore("a stored result does not unpack against its tree's shape: \(error)")
        }
    }
}
