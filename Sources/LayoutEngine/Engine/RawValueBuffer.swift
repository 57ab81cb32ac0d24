/// Per-node values that hold references (text lines), in raw storage owned by
/// a `LayoutSession`.
///
/// Like `RawBuffer` (a plain memory access, no uniqueness or bounds check), but for values
/// that must be destroyed: growing moves them, `deallocate()` destroys them with code
/// specialized for `Element` (an `Array` of them is destroyed element by element through
/// generic value witnesses, which costs a fresh session more than laying the tree out).
/// Empty until first grown, without an allocation. The owner calls `deallocate()` once.
struct RawValueBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>?
    /// The number of usable elements.
    private(set) var count = 0

    /// Element `index`, read and written in place.
    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            UnsafePointer(pointer(to: index))
        }
        nonmutating unsafeMutableAddress {
            pointer(to: index)
        }
    }

    /// The address of element `index` (valid until the buffer grows).
    @inline(__always)
    func pointer(to index: Int) -> UnsafeMutablePointer<Element> {
        assert(index >= 0 && index < count, "RawValueBuffer index \(index) outside 0..<\(count)")
        return base.unsafelyUnwrapped + index
    }

    /// Grows to exactly `newCount` elements when it holds fewer, keeping the current ones and
    /// setting the new ones to `value`.
    mutating func grow(to newCount: Int, filling value: Element) {
        guard newCount > count else { return }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCount)
        if let base {
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        (newBase + count).initialize(repeating: value, count: newCount - count)
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
