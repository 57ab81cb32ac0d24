/// A growable buffer of plain values (no references: elements are never destroyed) that a
/// `TreeCompiler` appends to and a `PreparedTree` then adopts as its stable storage, so the
/// compiled layers and child lists are neither copied nor allocated twice per tree.
///
/// A copy shares the storage: the compiler holds the one that grows, and after `adopted()`
/// no copy may be used but the storage handed out.
struct CompiledBuffer<Element> {
    /// The storage, `count` elements appended and room for the rest.
    private var storage: UnsafeMutableBufferPointer<Element>
    /// The number of elements appended.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` elements (at least one, so the storage always
    /// has an address).
    init(capacity: Int) {
        precondition(_isPOD(Element.self), "a compiled buffer holds plain values only")
        storage = .allocate(capacity: max(1, capacity))
    }

    /// Element `index` (< `count`), read and changed in place.
    @inline(__always)
    subscript(index: Int) -> Element {
        get { storage[index] }
        nonmutating _modify { yield &storage[index] }
    }

    /// Appends `element`, doubling the storage when it is full.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == storage.count { grow() }
        (storage.baseAddress.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        let grown = UnsafeMutableBufferPointer<Element>.allocate(capacity: storage.count * 2)
        grown.baseAddress.unsafelyUnwrapped.moveInitialize(from: storage.baseAddress.unsafelyUnwrapped, count: count)
        storage.deallocate()
        storage = grown
    }

    /// The elements, in storage the caller now owns (and frees with `deallocate()`).
    func adopted() -> UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: storage.baseAddress, count: count)
    }
}
