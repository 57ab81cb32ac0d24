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

    /// A rectangle takes the four coordinates' checks at once (`RectTags.smallTags(of:)`) and
    /// falls back to each coordinate's own way when any of them fails them; worked by hand,
    /// the bytes either way are those of the four coordinates written one by one.
    @Test func aRectangleWithOneCoordinatePastTheFastWayStillWritesEachCoordinateExactly() {
        func written(_ rect: Rect) -> (bytes: [UInt8], tags: RectTags?) {
            var tags: RectTags?
            let bytes = ByteWriter.bytes(maximumCount: ByteWriter.maximumRectSize) { tags = $0.rect(rect) }
            return (bytes, tags)
        }
        // All small: -0.5 is 510 (0xFE 0x03), 1.5 is 384 units, tag 1536 = 12 × 128 (0x80 0x0C),
        // 2048 pt is 2^19 units, tag 2^21: four bytes.
        let small = written(Rect(x: -0.5, y: 0, width: 1.5, height: 2048))
        #expect(small.bytes == [0xFE, 0x03, 0x00, 0x80, 0x0C, 0x80, 0x80, 0x80, 0x01])
        #expect(small.tags == RectTags(x: 510, y: 0, width: 1536, height: 1 << 21))
        // 2^43 pt is 2^51 units, past the fast way: tag 2^53 in eight bytes; -0.0 the escape
        // (sign bit only); 0.25 is 256 (0x80 0x02); 3 is 768 units, tag 3072 = 24 × 128.
        let large = written(Rect(x: 0x1p43, y: -0.0, width: 0.25, height: 3))
        #expect(large.bytes == [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x10, 0x01, 0, 0, 0, 0, 0, 0, 0, 0x80, 0x80, 0x02, 0x80, 0x18])
        #expect(large.tags == RectTags(x: 1 << 53, y: 1, width: 256, height: 3072))
        // NaN (the quiet NaN's bits, 0x7FF8 << 48) escapes, the others 256 units: tag 1024.
        let nan = written(Rect(x: .nan, y: 1, width: 1, height: 1))
        #expect(nan.bytes == [0x01, 0, 0, 0, 0, 0, 0, 0xF8, 0x7F, 0x80, 0x08, 0x80, 0x08, 0x80, 0x08])
        #expect(nan.tags == RectTags(x: 1, y: 1024, width: 1024, height: 1024))
        // A third and an infinity escape; -0.0 alone in an otherwise small rectangle too.
        #expect(RectTags.smallTags(of: Rect(x: 1.0 / 3, y: 0, width: 0, height: 0)) == nil)
        #expect(RectTags.smallTags(of: Rect(x: 0, y: 0, width: .infinity, height: 0)) == nil)
        #expect(RectTags.smallTags(of: Rect(x: 0, y: 0, width: 0, height: -0.0)) == nil)
        // Just below 2^51 units (2^43 pt less 1/256) is still the fast way: tag 2^53 - 4.
        #expect(RectTags.smallTags(of: Rect(x: 0, y: 0x1p43 - 1.0 / 256, width: 0, height: 0)) == RectTags(x: 0, y: (1 << 53) - 4, width: 0, height: 0))
    }

    /// Rectangles whose tags are on both sides of each varint length (a coordinate of `v` pt
    /// is `256 v` units, tag `1024 v` when not negative), up to five bytes; bytes worked by hand.
    @Test func aRectangleTakesOneMoreByteAtEachSeventhBitOfATag() {
        func written(_ rect: Rect) -> [UInt8] {
            ByteWriter.bytes(maximumCount: ByteWriter.maximumRectSize) { _ = $0.rect(rect) }
        }
        // Tags 124 (0x7C), 128 (0x80 0x01), 16380 = 0x3FFC (0xFC 0x7F), 16384 (0x80 0x80 0x01).
        #expect(written(Rect(x: 124.0 / 1024, y: 0.125, width: 16380.0 / 1024, height: 16)) == [0x7C, 0x80, 0x01, 0xFC, 0x7F, 0x80, 0x80, 0x01])
        // Tags 2^21 - 4 = 0x1FFFFC (0xFC 0xFF 0x7F), 2^21 (0x80 0x80 0x80 0x01), 2^28 - 4
        // (0xFC 0xFF 0xFF 0x7F), and -0.125 pt: -32 units, zigzag 63, tag 126 (0x7E).
        #expect(written(Rect(x: 2048 - 4.0 / 1024, y: 2048, width: 0x1p18 - 4.0 / 1024, height: -0.125)) == [
            0xFC, 0xFF, 0x7F, 0x80, 0x80, 0x80, 0x01, 0xFC, 0xFF, 0xFF, 0x7F, 0x7E,
        ])
        // Tag 2^28 (2^18 pt) takes five bytes, beside zeros.
        #expect(written(Rect(x: 0, y: 0x1p18, width: 0, height: 0)) == [0x00, 0x80, 0x80, 0x80, 0x80, 0x01, 0x00, 0x00])
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
