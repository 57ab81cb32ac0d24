/// A growable buffer of plain values (no references: elements are never destroyed) that a
/// `TreeCompiler` appends to and a `PreparedTree` then adopts as its stable storage, so the
/// compiled layers and child lists are neither copied nor allocated twice per tree.
///
/// Like `RawBuffer`, a copy shares the storage: the compiler holds the one that grows, and
/// after `adopted()` no copy may be used but the storage handed out.
struct CompiledBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of elements appended.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` elements (at least one, so the storage always
    /// has an address).
    init(capacity: Int) {
        precondition(_isPOD(Element.self), "a compiled buffer holds plain values only")
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// Element `index` (< `count`), read and written in place.
    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "CompiledBuffer index \(index) outside 0..<\(count)")
            return UnsafePointer(base + index)
        }
        nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < count, "CompiledBuffer index \(index) outside 0..<\(count)")
            return base + index
        }
    }

    /// Appends `element`, doubling the storage when it is full.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        capacity *= 2
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
    }

    /// The elements, in storage the caller now owns (and frees with `deallocate()`).
    func adopted() -> UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: base, count: count)
    }
}
