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

    /// Appends an object key known to need no escapes, `"name":`, after a comma when
    /// `afterComma`: one capacity check and the bytes stored in place.
    @inline(__always)
    mutating func appendKey(_ name: StaticString, afterComma: Bool) {
        let length = name.utf8CodeUnitCount
        if count + length + 4 > capacity { grow(toHold: count + length + 4) }
        var next = start + count
        if afterComma {
            next.pointee = UInt8(ascii: ",")
            next += 1
        }
        next.pointee = UInt8(ascii: "\"")
        (next + 1).update(from: name.utf8Start, count: length)
        next += 1 + length
        next[0] = UInt8(ascii: "\"")
        next[1] = UInt8(ascii: ":")
        count = next + 2 - start
    }

    /// Appends the JSON string literal of the UTF-8 bytes `utf8` when none of them needs an
    /// escape (each copied as it is checked) and returns true; else appends nothing and returns
    /// false (`JSONWriter.append(quoted:to:)` writes it with its escapes).
    @inline(__always)
    mutating func appendQuotedIfPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        if count + utf8.count + 2 > capacity { grow(toHold: count + utf8.count + 2) }
        let quote = start + count
        quote.pointee = UInt8(ascii: "\"")
        var index = 0
        // Eight bytes at a time while eight remain, then byte by byte.
        if let source = utf8.baseAddress {
            while index + 8 <= utf8.count {
                let word = JSONPlainBytes.word(at: source + index)
                if JSONPlainBytes.needsEscape(word) { return false }
                UnsafeMutableRawPointer(quote + 1 + index).storeBytes(of: word, as: UInt64.self)
                index += 8
            }
        }
        while index < utf8.count {
            let byte = utf8[index]
            guard byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { return false }
            quote[1 + index] = byte
            index += 1
        }
        quote[1 + utf8.count] = UInt8(ascii: "\"")
        count += utf8.count + 2
        return true
    }

    /// Appends a copy of the bytes at `range` of those appended so far.
    mutating func appendCopy(of range: Range<Int>) {
        if count + range.count > capacity { grow(toHold: count + range.count) }
        (start + count).update(from: start + range.lowerBound, count: range.count)
        count += range.count
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
