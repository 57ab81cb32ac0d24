#!/usr/bin/env python3
"""Generates Sources/LayoutEngine/Text/TextGlyphAdvances.swift from DejaVu Sans.

Reads the TrueType tables directly (no third-party modules): 'head' (units per em), 'hhea'
(ascender, descender, number of horizontal metrics), 'OS/2' 'cmap' (format 4,
platform 3 encoding 1) and 'hmtx' (advance widths), 'loca'/'glyf'
(the cap height, as the top of 'H'). For every code point of the covered ranges
it writes the advance in font units, for DejaVu Sans (regular text) and DejaVu Sans Bold (the
headline style). Code points without a glyph get MISSING (the engine's fallback width);
combining marks, format characters and controls other than tab get 0; tab gets a space.

Usage: python3 scripts/generate-glyph-advances.py [FONT_DIR] > Sources/LayoutEngine/Text/TextGlyphAdvances.swift
"""
import os
import struct
import sys
import unicodedata

FONT_DIR = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/dejavu"
REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"
MISSING = 0xFFFF

# Covered ranges (first, last), inclusive. The first must start at 0 so that the engine can
# index it directly.
RANGES = [
    (0x0000, 0x024F),  # Basic Latin, Latin-1, Latin Extended-A and -B
    (0x0370, 0x03FF),  # Greek and Coptic
    (0x0400, 0x04FF),  # Cyrillic
    (0x2000, 0x206F),  # General Punctuation
    (0x20A0, 0x20BF),  # Currency Symbols
    (0x2100, 0x214F),  # Letterlike Symbols
    (0x2190, 0x21FF),  # Arrows
    (0x2200, 0x22FF),  # Mathematical Operators
    (0x25A0, 0x25FF),  # Geometric Shapes
    (0x2600, 0x26FF),  # Miscellaneous Symbols
]


class TrueTypeFont:
    def __init__(self, path):
        with open(path, "rb") as f:
            self.data = f.read()
        num_tables = struct.unpack(">H", self.data[4:6])[0]
        self.tables = {}
        for i in range(num_tables):
            tag, _, offset, length = struct.unpack(">4sIII", self.data[12 + 16 * i: 28 + 16 * i])
            self.tables[tag.decode("latin-1")] = (offset, length)
        self.units_per_em = self.u16("head", 18)
        self.ascender = self.i16("hhea", 4)
        self.descender = self.i16("hhea", 6)
        self.line_gap = self.i16("hhea", 8)
        self.number_of_h_metrics = self.u16("hhea", 34)
        self.glyph_of = self.read_cmap()
        self.cap_height = self.glyph_y_max(self.glyph_of[ord("H")])

    def u16(self, table, at):
        return struct.unpack(">H", self.data[self.tables[table][0] + at:][:2])[0]

    def i16(self, table, at):
        return struct.unpack(">h", self.data[self.tables[table][0] + at:][:2])[0]

    def read_cmap(self):
        base = self.tables["cmap"][0]
        count = struct.unpack(">H", self.data[base + 2: base + 4])[0]
        for i in range(count):
            platform, encoding, offset = struct.unpack(">HHI", self.data[base + 4 + 8 * i: base + 12 + 8 * i])
            if (platform, encoding) == (3, 1):
                return self.read_cmap_format4(base + offset)
        raise SystemExit("no (3, 1) cmap subtable")

    def read_cmap_format4(self, at):
        fmt, = struct.unpack(">H", self.data[at: at + 2])
        assert fmt == 4, fmt
        seg_count = struct.unpack(">H", self.data[at + 6: at + 8])[0] // 2
        ends_at = at + 14
        starts_at = ends_at + 2 * seg_count + 2
        deltas_at = starts_at + 2 * seg_count
        range_offsets_at = deltas_at + 2 * seg_count
        glyphs = {}
        for s in range(seg_count):
            end = struct.unpack(">H", self.data[ends_at + 2 * s:][:2])[0]
            start = struct.unpack(">H", self.data[starts_at + 2 * s:][:2])[0]
            delta = struct.unpack(">h", self.data[deltas_at + 2 * s:][:2])[0]
            range_offset = struct.unpack(">H", self.data[range_offsets_at + 2 * s:][:2])[0]
            for code in range(start, end + 1):
                if code == 0xFFFF:
                    continue
                if range_offset == 0:
                    glyph = (code + delta) & 0xFFFF
                else:
                    glyph_at = range_offsets_at + 2 * s + range_offset + 2 * (code - start)
                    glyph = struct.unpack(">H", self.data[glyph_at: glyph_at + 2])[0]
                    if glyph:
                        glyph = (glyph + delta) & 0xFFFF
                if glyph:
                    glyphs[code] = glyph
        return glyphs

    def glyph_y_max(self, glyph):
        """The top of a glyph's bounding box ('loca' + 'glyf'); DejaVu's 'OS/2' has no cap height."""
        long_offsets = self.i16("head", 50) == 1
        loca = self.tables["loca"][0]
        if long_offsets:
            at = struct.unpack(">I", self.data[loca + 4 * glyph:][:4])[0]
        else:
            at = 2 * struct.unpack(">H", self.data[loca + 2 * glyph:][:2])[0]
        return struct.unpack(">h", self.data[self.tables["glyf"][0] + at + 8:][:2])[0]

    def advance(self, glyph):
        base = self.tables["hmtx"][0]
        index = min(glyph, self.number_of_h_metrics - 1)
        return struct.unpack(">H", self.data[base + 4 * index: base + 4 * index + 2])[0]

    def advance_of_code_point(self, code):
        if code == 0x09:
            return self.advance_of_code_point(0x20)
        category = unicodedata.category(chr(code))
        if category in ("Mn", "Me", "Cf", "Cc"):
            return 0
        glyph = self.glyph_of.get(code)
        return MISSING if glyph is None else self.advance(glyph)


def swift_array(values):
    lines = []
    for i in range(0, len(values), 16):
        lines.append("        " + ", ".join(str(v) for v in values[i: i + 16]) + ",")
    return "\n".join(lines)


def main():
    regular = TrueTypeFont(os.path.join(FONT_DIR, REGULAR))
    bold = TrueTypeFont(os.path.join(FONT_DIR, BOLD))
    assert regular.units_per_em == bold.units_per_em == 2048
    codes = [c for first, last in RANGES for c in range(first, last + 1)]
    out = sys.stdout
    out.write("// GENERATED by scripts/generate-glyph-advances.py from DejaVu Sans (%s) and DejaVu Sans Bold (%s).\n" % (REGULAR, BOLD))
    out.write("// Do not edit: change the script and run it again.\n\n")
    out.write("/// Advance widths (font units) and vertical metrics of DejaVu Sans and DejaVu Sans Bold.\n")
    out.write("enum TextGlyphAdvances {\n")
    out.write("    /// Font units per em of both fonts.\n")
    out.write("    static let unitsPerEm: Int32 = %d\n" % regular.units_per_em)
    out.write("    /// 'hhea' ascender of DejaVu Sans (font units above the baseline).\n")
    out.write("    static let ascender: Int32 = %d\n" % regular.ascender)
    out.write("    /// 'hhea' descender of DejaVu Sans (font units below the baseline, positive).\n")
    out.write("    static let descender: Int32 = %d\n" % -regular.descender)
    out.write("    /// Cap height of DejaVu Sans: the top of its 'H' (font units).\n")
    out.write("    static let capHeight: Int32 = %d\n" % regular.cap_height)
    out.write("    /// Marks a code point the font has no glyph for (the engine uses its fallback width).\n")
    out.write("    static let missing: UInt16 = 0x%X\n" % MISSING)
    out.write("    /// The covered code-point ranges (inclusive) and where each starts in the advance arrays.\n")
    out.write("    static let ranges: [(first: UInt32, last: UInt32, offset: Int)] = [\n")
    offset = 0
    for first, last in RANGES:
        out.write("        (first: 0x%04X, last: 0x%04X, offset: %d),\n" % (first, last, offset))
        offset += last - first + 1
    out.write("    ]\n")
    for name, font in (("regular", regular), ("bold", bold)):
        out.write("    /// Advances of %s, one per covered code point in range order.\n" % (REGULAR if font is regular else BOLD))
        out.write("    static let %s: [UInt16] = [\n" % name)
        out.write(swift_array([font.advance_of_code_point(c) for c in codes]) + "\n")
        out.write("    ]\n")
    out.write("}\n")


main()
