/// What a cached lookup reads of a stored result: its size and its packed frames, nothing more
/// (no result hash, no facts).
public struct ResultFrames: Hashable, Sendable {
    public var width: Double
    public var height: Double
    /// Every node's frame, packed in node order.
    public var frames: PackedBytes

    public init(width: Double, height: Double, frames: PackedBytes) {
        self.width = width
        self.height = height
        self.frames = frames
    }

    public init(width: Double, height: Double, frames: [UInt8]) {
        self.init(width: width, height: height, frames: PackedBytes(frames))
    }
}
