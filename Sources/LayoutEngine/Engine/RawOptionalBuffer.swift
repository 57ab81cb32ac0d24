/// Per-node optional values that hold references (text lines), in raw storage owned by a
/// `LayoutSession`.
///
/// Like `RawBuffer` (a plain memory access, no uniqueness or bounds check), but for values
/// that must be destroyed: growing moves them, `deallocate()` destroys them with code
/// specialized for `Wrapped` (an `Array` of them is destroyed element by element through
/// generic value witnesses, which costs a fresh session more than laying the tree out).
/// Empty until first grown, without an allocation. The owner calls `deallocate()` once.
struct RawOptionalBuffer<Wrapped> {
    private var base: UnsafeMutablePointer<Wrapped?>?
    /// The number of usable elements.
    private(set) var count = 0

    /// Element `index`, read and written in place.
    @inline(__always)
    subscript(index: Int) -> Wrapped? {
        unsafeAddress {
            assert(index >= 0 && index < count, "RawOptionalBuffer index \(index) outside 0..<\(count)")
            return UnsafePointer(base.unsafelyUnwrapped + index)
        }
        nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < count, "RawOptionalBuffer index \(index) outside 0..<\(count)")
            return base.unsafelyUnwrapped + index
        }
    }

    /// Grows to exactly `newCount` elements when it holds fewer, keeping the current ones and
    /// setting the new ones to nil.
    mutating func grow(to newCount: Int) {
        guard newCount > count else { return }
        let newBase = UnsafeMutablePointer<Wrapped?>.allocate(capacity: newCount)
        if let base {
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        (newBase + count).initialize(repeating: nil, count: newCount - count)
        base = newBase
        count = newCount
    }

    /// Destroys the elements and frees the storage; the buffer must not be used afterwards.
    func deallocate() {
        guard let base else { return }
        for index in 0..<count {
            _ = (base + index).move()  // (`deinitialize(count:)` goes through generic witnesses)
        }
        base.deallocate()
    }
}
