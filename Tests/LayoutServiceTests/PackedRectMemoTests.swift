import LayoutEngine
import Testing
@testable import LayoutService

/// A batch packs and reads the rectangles of one tree width after width through memos of the
/// last rectangle at each place (`PackedRectMemo`); the bytes written and the tags read must
/// be those of packing and reading without them, whatever the memo held. Bytes by hand:
/// fixed point `zigzag(value * 256) << 1` as a LEB128 varint.
@Suite struct PackedRectMemoTests {
    /// (1, -0.5, 0, 2): 1024, 510, 0, 2048.
    static let first = Rect(x: 1, y: -0.5, width: 0, height: 2)
    static let firstBytes: [UInt8] = [0x80, 0x08, 0xFE, 0x03, 0x00, 0x80, 0x10]
    /// (1, -0.5, 0, 2.5): the same but the height, 2560 (0x80 0x14).
    static let second = Rect(x: 1, y: -0.5, width: 0, height: 2.5)
    static let secondBytes: [UInt8] = [0x80, 0x08, 0xFE, 0x03, 0x00, 0x80, 0x14]

    @Test func packingThroughAMemoWritesTheBytesOfEachRectangle() {
        let memos = PackedRectMemos()
        let memo = memos.memos(nodeCount: 1)
        var tags: [RectTags] = []
        // Remembered, taken from the memo, replaced by another, then -0.0 (which differs from
        // 0.0 bit for bit: not taken from a memo of 0.0) and an escape of 36 bytes' room.
        let negativeZero = Rect(x: 1, y: -0.5, width: -0.0, height: 2)
        let sequence = [Self.first, Self.first, Self.second, Self.first, negativeZero, negativeZero, Self.first]
        let bytes = ByteWriter.bytes(maximumCount: sequence.count * ByteWriter.maximumRectSize) { writer in
            for rect in sequence { tags.append(writer.rect(rect, memo: memo)) }
        }
        let negativeZeroBytes: [UInt8] = [0x80, 0x08, 0xFE, 0x03, 0x01, 0, 0, 0, 0, 0, 0, 0, 0x80, 0x80, 0x10]
        #expect(bytes == Self.firstBytes + Self.firstBytes + Self.secondBytes + Self.firstBytes + negativeZeroBytes + negativeZeroBytes
            + Self.firstBytes)
        let firstTags = RectTags(x: 1024, y: 510, width: 0, height: 2048)
        #expect(tags == [firstTags, firstTags, RectTags(x: 1024, y: 510, width: 0, height: 2560), firstTags,
                         RectTags(x: 1024, y: 510, width: 1, height: 2048), RectTags(x: 1024, y: 510, width: 1, height: 2048), firstTags])
    }

    @Test func readingThroughAMemoReadsTheTagsOfEachRectangle() throws {
        let memos = PackedRectMemos()
        let memo = memos.memos(nodeCount: 1)
        // The first rectangle twice, then the second (equal to the first but its last byte),
        // then the first again; 32 bytes of zeros after them, so each is read with room.
        let bytes = Self.firstBytes + Self.firstBytes + Self.secondBytes + Self.firstBytes + [UInt8](repeating: 0, count: 32)
        let read = try ByteReader.read(bytes) { (reader) throws(PackedFramesError) -> [RectTags] in
            var read: [RectTags] = []
            for _ in 0..<4 { read.append(try reader.rectTags(memo: memo)) }
            #expect(reader.position == 28)
            return read
        }
        let firstTags = RectTags(x: 1024, y: 510, width: 0, height: 2048)
        #expect(read == [firstTags, firstTags, RectTags(x: 1024, y: 510, width: 0, height: 2560), firstTags])
    }

    /// Within the last 16 bytes a memo is neither asked nor changed: 21 bytes (the first
    /// rectangle, the second, the first) read the first with room (remembered), the others
    /// without; the memo still holds the first, which a read with room then takes from it.
    @Test func readingNearTheEndLeavesTheMemoAsItWas() throws {
        let memos = PackedRectMemos()
        let memo = memos.memos(nodeCount: 1)
        let firstTags = RectTags(x: 1024, y: 510, width: 0, height: 2048)
        let read = try ByteReader.read(Self.firstBytes + Self.secondBytes + Self.firstBytes) { (reader) throws(PackedFramesError) -> [RectTags] in
            var read: [RectTags] = []
            for _ in 0..<3 { read.append(try reader.rectTags(memo: memo)) }
            #expect(reader.position == 21 && reader.isAtEnd)
            return read
        }
        #expect(read == [firstTags, RectTags(x: 1024, y: 510, width: 0, height: 2560), firstTags])
        #expect(memo.pointee.count == 7 && memo.pointee.tags == firstTags)
        let again = try ByteReader.read(Self.firstBytes + [UInt8](repeating: 0, count: 16)) { (reader) throws(PackedFramesError) -> (RectTags, Int) in
            (try reader.rectTags(memo: memo), reader.position)
        }
        #expect(again.0 == firstTags && again.1 == 7)
    }

    @Test func aMemoRemembersOnlyTheBytesItWasGiven() {
        var memo = PackedRectMemo.empty
        let words: [UInt8] = Self.firstBytes + [UInt8](repeating: 0xAB, count: 25)
        words.withUnsafeBytes { memo.remember(read: .none, bytesAt: $0.baseAddress!, count: 7) }
        #expect(memo.count == 7 && memo.mask == (1 << 56) - 1)
        // The bytes after the seventh are not compared; a differing seventh byte is.
        for (tail, expected) in [(UInt8(0x00), true), (0xFF, true)] {
            let other = Self.firstBytes + [UInt8](repeating: tail, count: 25)
            #expect(other.withUnsafeBytes { memo.remembers(bytesAt: $0.baseAddress!) } == expected)
        }
        // Eight bytes or more: the mask spans both halves of its 128 bits, up to 15 bytes (a
        // 16th is not remembered); a byte at the last place remembered is compared, the next not.
        for count in [8, 9, 15] {
            var long = PackedRectMemo.empty
            let ones = [UInt8](repeating: 0x11, count: 32)
            ones.withUnsafeBytes { long.remember(read: .none, bytesAt: $0.baseAddress!, count: count) }
            #expect(long.count == count && long.mask == (1 << UInt128(8 * count)) - 1, "\(count)")
            for (changed, expected) in [(count - 1, false), (count, true)] {
                var other = ones
                other[changed] = 0x22
                #expect(other.withUnsafeBytes { long.remembers(bytesAt: $0.baseAddress!) } == expected, "\(count), byte \(changed)")
            }
        }
        ([UInt8](repeating: 0x11, count: 32)).withUnsafeBytes { memo.remember(read: .none, bytesAt: $0.baseAddress!, count: 16) }
        #expect(memo.count == 0)
        let second = Self.secondBytes + [UInt8](repeating: 0xAB, count: 25)
        #expect(!second.withUnsafeBytes { memo.remembers(bytesAt: $0.baseAddress!) })
        // A memo of a rectangle packed is taken by the rectangle's bits, and only by them.
        var packed = PackedRectMemo.empty
        words.withUnsafeBytes { packed.remember(packed: PackedRectMemo.bits(of: Self.first), tags: .none, bytesAt: $0.baseAddress!, count: 7) }
        #expect(packed.remembers(PackedRectMemo.bits(of: Self.first)) && !packed.remembers(PackedRectMemo.bits(of: Self.second)))
        #expect(!PackedRectMemo.empty.remembers(PackedRectMemo.bits(of: Rect(x: 0, y: 0, width: 0, height: 0))))
    }
}
