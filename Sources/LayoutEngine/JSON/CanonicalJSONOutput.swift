/// The canonical JSON form, the one content and tree hashes are taken of: object members
/// sorted by their keys' UTF-8 bytes (equal keys keep their order), no whitespace, numbers as
/// `JSONWriter.format(number:)`, strings as `JSONWriter.quoted(_:)`. The only definition of
/// that form: `JSONWriter(style: .canonical)` writes through it. (The tree hash's
/// `CanonicalTreeWriter` writes the same form for view trees without sorting, because it
/// knows their keys; the tests hold its bytes to this output's.)
///
/// Values are written into one growing buffer as they arrive; when an object closes whose
/// members came out of order, its member byte ranges are moved into key order in place.
public struct CanonicalJSONOutput: JSONOutput {
    /// The canonical bytes written so far (complete once every container is closed).
    public private(set) var bytes: [UInt8]

    /// An open container: where its content starts, how many elements or members it has so
    /// far, and (objects) where its members' records start in `members`.
    private struct OpenContainer {
        var isObject: Bool
        var contentStart: Int
        var count = 0
        var firstMember: Int
    }

    /// One member of an open object: where its `"key":value` bytes start, where its key's
    /// closing quote is, and where it ends (known once the next member starts or the object
    /// closes). A key written with escapes is kept as given (its written bytes do not sort
    /// as its own); others are compared as written.
    private struct Member {
        var start: Int
        var keyEnd: Int
        var end = 0
        var escapedKey: String?
    }

    private var open: [OpenContainer] = []
    private var members: [Member] = []
    /// Reused room for reordering an object's members.
    private var scratch: [UInt8] = []

    /// An output appending to `bytes` (empty by default), with room for `capacity` bytes.
    public init(appendingTo bytes: [UInt8] = [], capacity: Int = 0) {
        self.bytes = bytes
        self.bytes.reserveCapacity(bytes.count + capacity)
        open.reserveCapacity(16)
        members.reserveCapacity(64)
    }

    /// Empties the output, keeping its buffers' capacity for the next document.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        open.removeAll(keepingCapacity: true)
        members.removeAll(keepingCapacity: true)
    }

    /// Empties the output and lets `write` append one complete canonical value to its bytes
    /// (a writer that produces canonical bytes itself, as ``CanonicalTreeWriter`` does).
    mutating func replaceContents(with write: (inout [UInt8]) -> Void) {
        removeAll()
        write(&bytes)
    }

    /// True when `key` sorts before `other` in canonical JSON: by UTF-8 bytes.
    public static func key(_ key: String, precedes other: String) -> Bool {
        var key = key, other = other
        return key.withUTF8 { left in other.withUTF8 { right in precedes(left, right) } }
    }

    public mutating func beginObject() {
        startValue()
        bytes.append(UInt8(ascii: "{"))
        open.append(OpenContainer(isObject: true, contentStart: bytes.count, firstMember: members.count))
    }

    public mutating func key(_ key: String) {
        precondition(open.last?.isObject == true, "a JSON key outside an object")
        let last = open.count - 1
        if open[last].count > 0 {
            members[members.count - 1].end = bytes.count
            bytes.append(UInt8(ascii: ","))
        }
        open[last].count += 1
        let start = bytes.count
        JSONWriter.append(quoted: key, to: &bytes)
        let keyEnd = bytes.count - 1
        members.append(Member(start: start, keyEnd: keyEnd, escapedKey: keyEnd - start - 1 == key.utf8.count ? nil : key))
        bytes.append(UInt8(ascii: ":"))
    }

    public mutating func endObject() {
        guard let object = open.popLast(), object.isObject else { preconditionFailure("endObject without an open object") }
        if object.count > 0 { members[members.count - 1].end = bytes.count }
        sortMembers(of: object)
        while members.count > object.firstMember { members.removeLast() }
        bytes.append(UInt8(ascii: "}"))
    }

    public mutating func beginArray() {
        startValue()
        bytes.append(UInt8(ascii: "["))
        open.append(OpenContainer(isObject: false, contentStart: bytes.count, firstMember: members.count))
    }

    public mutating func endArray() {
        guard let array = open.popLast(), !array.isObject else { preconditionFailure("endArray without an open array") }
        bytes.append(UInt8(ascii: "]"))
    }

    public mutating func null() {
        startValue()
        bytes.append(contentsOf: "null".utf8)
    }

    public mutating func bool(_ value: Bool) {
        startValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    public mutating func number(_ value: Double) {
        startValue()
        JSONWriter.append(number: value, to: &bytes)
    }

    public mutating func string(_ value: String) {
        startValue()
        JSONWriter.append(quoted: value, to: &bytes)
    }

    /// Separates an array's elements (an object's members are separated by `key(_:)`).
    @inline(__always)
    private mutating func startValue() {
        let last = open.count - 1
        guard last >= 0, !open[last].isObject else { return }
        if open[last].count > 0 { bytes.append(UInt8(ascii: ",")) }
        open[last].count += 1
    }

    /// Moves the members of the just-closed `object` into key order when they are not in it:
    /// a stable insertion sort of their records, then their bytes copied back in that order.
    private mutating func sortMembers(of object: OpenContainer) {
        let first = object.firstMember, end = members.count
        guard end - first > 1 else { return }
        let sorted = bytes.withUnsafeBufferPointer { written in
            members.withUnsafeMutableBufferPointer { members in
                guard (first + 1..<end).contains(where: { Self.member(members[$0], precedes: members[$0 - 1], in: written) }) else {
                    return true
                }
                for next in first + 1..<end {
                    let moving = members[next]
                    var slot = next
                    while slot > first, Self.member(moving, precedes: members[slot - 1], in: written) {
                        members[slot] = members[slot - 1]
                        slot -= 1
                    }
                    members[slot] = moving
                }
                return false
            }
        }
        guard !sorted else { return }
        // The sorted members take exactly the bytes the unsorted ones did: copied out whole,
        // then back in key order over the same range.
        let contentStart = object.contentStart
        scratch.removeAll(keepingCapacity: true)
        bytes.withUnsafeBufferPointer { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: $0[contentStart...])) }
        scratch.withUnsafeBufferPointer { moved in
            bytes.withUnsafeMutableBufferPointer { bytes in
                var next = contentStart
                for index in first..<end {
                    if index > first {
                        bytes[next] = UInt8(ascii: ",")
                        next += 1
                    }
                    let member = members[index]
                    let range = (member.start - contentStart)..<(member.end - contentStart)
                    _ = UnsafeMutableBufferPointer(rebasing: bytes[next..<(next + range.count)]).update(fromContentsOf: moved[range])
                    next += range.count
                }
            }
        }
    }

    /// Whether `member`'s key sorts before `other`'s: keys written without escapes compared
    /// as written (between the quotes), others by their own bytes.
    @inline(__always)
    private static func member(_ member: Member, precedes other: Member, in written: UnsafeBufferPointer<UInt8>) -> Bool {
        guard member.escapedKey == nil, other.escapedKey == nil else {
            return key(member.escapedKey ?? String(decoding: written[(member.start + 1)..<member.keyEnd], as: UTF8.self),
                       precedes: other.escapedKey ?? String(decoding: written[(other.start + 1)..<other.keyEnd], as: UTF8.self))
        }
        let left = UnsafeBufferPointer(rebasing: written[(member.start + 1)..<member.keyEnd])
        let right = UnsafeBufferPointer(rebasing: written[(other.start + 1)..<other.keyEnd])
        return precedes(left, right)
    }

    /// Byte-wise lexicographic order.
    @inline(__always)
    private static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in 0..<min(left.count, right.count) where left[index] != right[index] {
            return left[index] < right[index]
        }
        return left.count < right.count
    }
}
