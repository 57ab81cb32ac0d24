import LayoutEngine
import Testing
@testable import LayoutService

/// The bytes of the packed-frames primitives, computed by hand from the format
/// (fixed point `zigzag(value * 256) << 1` as a LEB128 varint, else `1` and the double).
@Suite struct ByteWriterTests {
    @Test func coordinatesAreFixedPointVarintsOrTheExactEscape() {
        let bytes = ByteWriter.bytes(maximumCount: 6 * ByteWriter.maximumCoordinateSize) { writer in
            writer.coordinate(0)          // 0
            writer.coordinate(0.25)       // 64 -> zigzag 128 -> 256
            writer.coordinate(-0.5)       // -128 -> zigzag 255 -> 510
            writer.coordinate(0x1p43)     // 2^51 -> zigzag 2^52 -> 2^53: eight bytes
            writer.coordinate(-0.0)       // escape, sign bit only
            writer.coordinate(0x1p44)     // scaled 2^52 is not below the limit: escape
        }
        #expect(bytes == [
            0x00,
            0x80, 0x02,
            0xFE, 0x03,
            0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x10,
            0x01, 0, 0, 0, 0, 0, 0, 0, 0x80,
            0x01, 0, 0, 0, 0, 0, 0, 0xB0, 0x42,
        ])
    }

    @Test func aRectangleIsItsFourCoordinatesInOrder() {
        var tags: RectTags?
        let bytes = ByteWriter.bytes(maximumCount: ByteWriter.maximumRectSize) { tags = $0.rect(Rect(x: 1, y: -0.5, width: 0, height: 2)) }
        #expect(bytes == [0x80, 0x08, 0xFE, 0x03, 0x00, 0x80, 0x10])
        // The tags are the varints written: 1024, 510, 0, 2048.
        #expect(tags == RectTags(x: 1024, y: 510, width: 0, height: 2048))
    }

    /// Tags by hand: `zigzag(value * 256) << 1`, or 1 for the escape; on both sides of 2^51
    /// units (where the fast way ends) and of 2^52 (where fixed point ends).
    @Test func coordinateTagsAreTheVarintsOfFixedPointOrTheEscape() {
        let cases: [(Double, UInt64)] = [
            (0, 0), (0.25, 256), (-0.5, 510), (1.5, 1536), (-1.5, 1534), (1.0 / 256, 4),
            (0x1p42 - 1.0 / 256, (1 << 52) - 4),  // 2^50 - 1 units: zigzag 2^51 - 2
            (0x1p43, 1 << 53),                    // 2^51 units: zigzag 2^52
            (-0x1p43, (1 << 53) - 2),             // -2^51 units: zigzag 2^52 - 1
            (0x1p44 - 1.0 / 256, (1 << 54) - 4),  // 2^52 - 1 units: the largest fixed point
            (0x1p44, 1), (-0.0, 1), (1.0 / 3, 1), (1.0 / 512, 1), (.nan, 1), (.infinity, 1), (-.infinity, 1),
            (-1e-300, 1), (0x1p60, 1),
        ]
        for (value, expected) in cases {
            #expect(RectTags.tag(of: value) == expected, "\(value)")
            #expect(RectTags.exactTag(of: value) == expected, "\(value) the exact way")
        }
    }

    @Test func varintsTakeOneMoreByteAtEachSeventhBit() {
        let values: [UInt64] = [0x3FFF, 0x4000, 0x1F_FFFF, 0x20_0000]
        let bytes = ByteWriter.bytes(maximumCount: values.count * ByteWriter.maximumVarintSize) { writer in
            for value in values { writer.varint(value) }
        }
        #expect(bytes == [0xFF, 0x7F, 0x80, 0x80, 0x01, 0xFF, 0xFF, 0x7F, 0x80, 0x80, 0x80, 0x01])
    }

    @Test func varintsAndStringsAreLEB128AndLengthPrefixed() {
        let bytes = ByteWriter.bytes(maximumCount: 4 * ByteWriter.maximumVarintSize + ByteWriter.maximumSize(of: "é")) { writer in
            writer.varint(0x7F)
            writer.varint(300)            // 0b10_0101100 -> 0xAC 0x02
            writer.varint(UInt64.max)     // nine 0xFF then 0x01
            writer.signedVarint(-2)       // zigzag 3
            writer.string("é")
        }
        #expect(bytes == [0x7F, 0xAC, 0x02] + [UInt8](repeating: 0xFF, count: 9) + [0x01, 0x03, 0x02, 0xC3, 0xA9])
    }
}
