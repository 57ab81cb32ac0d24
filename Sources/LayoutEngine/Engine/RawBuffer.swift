/// A growable array of plain values in raw storage, owned by a `LayoutSession`.
///
/// Reading and writing an element is a plain memory access: no reference counting, no
/// uniqueness check, no bounds check (indices come from the prepared tree, which sized the
/// buffer). Copies share storage; the owner calls `deallocate()` exactly once. An empty
/// buffer has no storage.
///
/// `grow` moves the storage: never keep a copy across a call that may grow the buffer, and
/// compute a value before writing it (`buffer[i] = f()` reads the storage address before
/// `f()` runs).
struct RawBuffer<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    /// The number of usable elements.
    private(set) var count: Int

    /// A buffer of `count` copies of `value` (storage is allocated only when `count` > 0).
    init(repeating value: Element, count: Int) {
        guard count > 0 else {
            self = .unallocated
            return
        }
        base = .allocate(capacity: count)
        base.initialize(repeating: value, count: count)
        self.count = count
    }

    /// An empty buffer, without storage.
    static var unallocated: RawBuffer {
        RawBuffer(base: UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!, count: 0)
    }

    private init(base: UnsafeMutablePointer<Element>, count: Int) {
        self.base = base
        self.count = count
    }

    /// A buffer of `count` elements at `base` (storage owned by the caller): the elements of
    /// `old` (at most `count`), then copies of `value`.
    init(copying old: RawBuffer, into base: UnsafeMutablePointer<Element>, count: Int, filling value: Element) {
        let kept = min(old.count, count)
        base.initialize(from: old.base, count: kept)
        (base + kept).initialize(repeating: value, count: count - kept)
        self.init(base: base, count: count)
    }

    /// Element `index`, read and written in place (a field of a struct element is written
    /// without copying the element).
    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "RawBuffer index \(index) outside 0..<\(count)")
            return UnsafePointer(base + index)
        }
        nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < count, "RawBuffer index \(index) outside 0..<\(count)")
            return base + index
        }
    }

    /// Grows to at least `minimumCount` elements, keeping the current ones and filling the
    /// new ones with `value`; grows geometrically so repeated growth stays linear.
    mutating func grow(toAtLeast minimumCount: Int, filling value: Element) {
        guard minimumCount > count else { return }
        let newCount = max(minimumCount, count * 2)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCount)
        newBase.initialize(from: base, count: count)
        (newBase + count).initialize(repeating: value, count: newCount - count)
        if count > 0 { base.deallocate() }
        base = newBase
        count = newCount
    }

    /// Grows to at least `minimumCount` elements like `grow(toAtLeast:filling:)`, but leaves
    /// the new elements uninitialized: for a buffer whose elements are always written before
    /// they are read (filling them would cost a fresh session more than it saves).
    mutating func grow(toAtLeastUninitialized minimumCount: Int) {
        guard minimumCount > count else { return }
        let newCount = max(minimumCount, count * 2)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCount)
        newBase.initialize(from: base, count: count)
        if count > 0 { base.deallocate() }
        base = newBase
        count = newCount
    }

    /// Sets every element to `value`.
    func fill(with value: Element) {
        base.update(repeating: value, count: count)
    }

    /// Frees the storage (if any); the buffer must not be used afterwards. Not for a buffer
    /// of a `RawBufferBlock`, which frees its buffers at once.
    func deallocate() {
        if count > 0 { base.deallocate() }
    }
}
