/// Where JSON text is appended as UTF-8 bytes: a `[UInt8]`, or a ``JSONByteBuffer`` for the
/// hot path of the tree hash. ``JSONWriter``'s number and string formatting write to either.
protocol JSONByteSink: ~Copyable {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: JSONByteSink where Element == UInt8 {}

/// A growable byte buffer that owns its memory: appends are a capacity check and a store,
/// with none of an array's uniqueness checks. It is not copyable, so exactly one owner frees it.
struct JSONByteBuffer: JSONByteSink, ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        start[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends the bytes of `text`.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Calls `body` with the bytes appended so far.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: start, count: count))
    }

    /// Moves to room for at least `needed` bytes, doubling.
    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = newCapacity
    }
}
