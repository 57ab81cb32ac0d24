import LayoutEngine
import Testing
@testable import LayoutService

/// Rectangles read off bytes written by hand from the format (fixed point
/// `zigzag(value * 256) << 1` as a LEB128 varint, else `1` and the double, little-endian), read
/// both with room for the unchecked path (padding after them) and without (the bytes end with
/// the rectangle), which must agree.
@Suite struct ByteReaderTests {
    /// 16 pt: 4096 units, zigzag 8192, tagged 16384: three bytes.
    private static let sixteen: [UInt8] = [0x80, 0x80, 0x01]
    /// 2048 pt: 2^19 units, tagged 2^21: four bytes.
    private static let twoThousandFortyEight: [UInt8] = [0x80, 0x80, 0x80, 0x01]
    /// 262144 pt: 2^26 units, tagged 2^28: five bytes.
    private static let fiveBytes: [UInt8] = [0x80, 0x80, 0x80, 0x80, 0x01]
    /// The escape and 1.5 (0x3FF8000000000000).
    /// (A one-byte 4 is 1/256 pt: 1 unit, zigzag 2, tagged 4.)
    private static let escapedOneAndAHalf: [UInt8] = [0x01, 0, 0, 0, 0, 0, 0, 0xF8, 0x3F]

    /// The rectangle `bytes` start with, read with `padding` zero bytes after them, and where
    /// the reader stopped.
    private func rect(_ bytes: [UInt8], padding: Int) throws(PackedFramesError) -> (Rect, Int) {
        try ByteReader.read(bytes + [UInt8](repeating: 0, count: padding)) { (reader) throws(PackedFramesError) -> (Rect, Int) in
            (try reader.rect(), reader.position)
        }
    }

    @Test func rectanglesReadTheSameWithAndWithoutRoomAfterThem() throws {
        let cases: [([UInt8], Rect)] = [
            ([0x00, 0x80, 0x02, 0xFE, 0x03, 0x00], Rect(x: 0, y: 0.25, width: -0.5, height: 0)),
            (Self.sixteen + Self.twoThousandFortyEight + Self.escapedOneAndAHalf + [0x04], Rect(x: 16, y: 2048, width: 1.5, height: 1.0 / 256)),
            (Self.fiveBytes + [0x00, 0x00, 0x00], Rect(x: 262_144, y: 0, width: 0, height: 0)),
            ([0x00, 0x00, 0x00] + Self.fiveBytes, Rect(x: 0, y: 0, width: 0, height: 262_144)),
            // A two-byte varint of 1 is the escape too, as the checked path reads it.
            ([0x00, 0x81, 0x00, 0, 0, 0, 0, 0, 0, 0xF8, 0x3F, 0x00, 0x00], Rect(x: 0, y: 1.5, width: 0, height: 0)),
        ]
        #expect(cases.count == 5)
        for (bytes, expected) in cases {
            for padding in [0, 4 * ByteWriter.maximumCoordinateSize] {
                let (read, end) = try rect(bytes, padding: padding)
                #expect(Self.bits(read) == Self.bits(expected), "\(bytes) with \(padding) bytes after")
                #expect(end == bytes.count, "\(bytes) with \(padding) bytes after")
            }
        }
    }

    /// A rectangle's coordinates bit for bit (so `-0.0` and `0.0` differ).
    private static func bits(_ rect: Rect) -> [UInt64] {
        [rect.origin.x.bitPattern, rect.origin.y.bitPattern, rect.size.width.bitPattern, rect.size.height.bitPattern]
    }

    /// The tags of the rectangle `bytes` start with, read with `padding` zero bytes after them,
    /// and where the reader stopped.
    private func tags(_ bytes: [UInt8], padding: Int) throws(PackedFramesError) -> ([UInt64], Int) {
        try ByteReader.read(bytes + [UInt8](repeating: 0, count: padding)) { (reader) throws(PackedFramesError) -> ([UInt64], Int) in
            let tags = try reader.rectTags()
            return ([tags.x, tags.y, tags.width, tags.height], reader.position)
        }
    }

    /// The same rectangles as tags: the varints as written (the escape as 1, its double
    /// skipped), by hand.
    @Test func rectangleTagsReadTheSameWithAndWithoutRoomAfterThem() throws {
        let cases: [([UInt8], [UInt64])] = [
            ([0x00, 0x80, 0x02, 0xFE, 0x03, 0x00], [0, 256, 510, 0]),
            (Self.sixteen + Self.twoThousandFortyEight + Self.escapedOneAndAHalf + [0x04], [16384, 1 << 21, 1, 4]),
            (Self.fiveBytes + [0x00, 0x00, 0x00], [1 << 28, 0, 0, 0]),
            ([0x00, 0x00, 0x00] + Self.fiveBytes, [0, 0, 0, 1 << 28]),
            ([0x00, 0x81, 0x00, 0, 0, 0, 0, 0, 0, 0xF8, 0x3F, 0x00, 0x00], [0, 1, 0, 0]),
        ]
        for (bytes, expected) in cases {
            for padding in [0, 1, ByteWriter.maximumCoordinateSize, 4 * ByteWriter.maximumCoordinateSize] {
                let (read, end) = try tags(bytes, padding: padding)
                #expect(read == expected, "\(bytes) with \(padding) bytes after")
                #expect(end == bytes.count, "\(bytes) with \(padding) bytes after")
            }
        }
        // Odd tags other than the escape fail with or without room; truncated rectangles fail.
        for bytes: [UInt8] in [[0x00, 0x03, 0x00, 0x00], [0x00, 0x83, 0x00, 0x00, 0x00]] {
            for padding in [0, 4 * ByteWriter.maximumCoordinateSize] {
                #expect(throws: PackedFramesError.self, "\(bytes) with \(padding) bytes after") { _ = try tags(bytes, padding: padding) }
            }
        }
        for bytes: [UInt8] in [[0x00, 0x00, 0x00], [0x00, 0x00, 0x00, 0x01, 0x00]] {
            #expect(throws: PackedFramesError.self, "\(bytes)") { _ = try tags(bytes, padding: 0) }
        }
    }

    @Test func anOddTagThatIsNotTheEscapeFailsWithOrWithoutRoom() {
        // 3 is odd and not 1; 0x83 0x00 is a two-byte 3.
        for bytes: [UInt8] in [[0x00, 0x03, 0x00, 0x00], [0x00, 0x83, 0x00, 0x00, 0x00]] {
            for padding in [0, 4 * ByteWriter.maximumCoordinateSize] {
                #expect(throws: PackedFramesError.self) { _ = try rect(bytes, padding: padding) }
            }
        }
    }

    /// A byte is skipped only when it has every bit asked for, and only before the end.
    @Test func aByteIsSkippedOnlyWithTheBitsAskedFor() throws {
        let skipped = try ByteReader.read([0x02, 0x03, 0x01]) { (reader) throws(PackedFramesError) -> [(Bool, Int)] in
            var skipped: [(Bool, Int)] = []
            for _ in 0..<3 { skipped.append((reader.skipByte(having: 2), reader.position)) }
            _ = try reader.byte()
            skipped.append((reader.skipByte(having: 0), reader.position))
            return skipped
        }
        #expect(skipped.map(\.0) == [true, true, false, false])
        #expect(skipped.map(\.1) == [1, 2, 2, 3])
    }

    @Test func aTruncatedRectangleFails() {
        #expect(throws: PackedFramesError.self) { _ = try rect([0x00, 0x00, 0x00], padding: 0) }
        #expect(throws: PackedFramesError.self) { _ = try rect([0x00, 0x00, 0x00, 0x01, 0x00], padding: 0) }
    }
}
