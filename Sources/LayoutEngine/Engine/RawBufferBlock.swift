/// One allocation holding several `RawBuffer`s (a session's per-node buffers), so growing
/// them for a larger tree costs one allocation and one free, not one of each per buffer.
///
/// `rebuild` runs its body twice with a `Carver`: first to add up the bytes the buffers need,
/// then to cut them out of the new block, each keeping its current elements and filling the
/// rest. The buffers it hands out stay valid until the next `rebuild` or `deallocate()`.
struct RawBufferBlock {
    private var base: UnsafeMutableRawPointer?

    /// Cuts buffers out of a block (or, on the sizing pass, only counts their bytes).
    struct Carver {
        fileprivate let base: UnsafeMutableRawPointer?
        fileprivate var byteCount = 0

        /// `old` grown to `count` elements (kept, the new ones set to `value`); on the sizing
        /// pass, `old` itself.
        @inline(__always)
        mutating func buffer<Element>(replacing old: RawBuffer<Element>, count: Int, filling value: Element) -> RawBuffer<Element> {
            let alignment = MemoryLayout<Element>.alignment
            let offset = (byteCount + alignment - 1) / alignment * alignment
            byteCount = offset + MemoryLayout<Element>.stride * count
            guard let base else { return old }
            return RawBuffer(copying: old, into: (base + offset).bindMemory(to: Element.self, capacity: count), count: count, filling: value)
        }
    }

    /// Moves the buffers that `carve` assigns into a new block sized for them, then frees the
    /// old block.
    mutating func rebuild(_ carve: (inout Carver) -> Void) {
        var sizing = Carver(base: nil)
        carve(&sizing)
        let block = UnsafeMutableRawPointer.allocate(byteCount: max(1, sizing.byteCount), alignment: Self.alignment)
        var cutting = Carver(base: block)
        carve(&cutting)
        precondition(cutting.byteCount == sizing.byteCount, "RawBufferBlock.rebuild must carve the same buffers twice")
        base?.deallocate()
        base = block
    }

    /// Frees the block; its buffers must not be used afterwards.
    func deallocate() {
        base?.deallocate()
    }

    /// The block's alignment, enough for every element type the engine stores.
    private static let alignment = 16
}
