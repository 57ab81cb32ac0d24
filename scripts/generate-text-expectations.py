#!/usr/bin/python3
"""Writes the expected text measurements the engine's text tests compare with.

Every number comes from HarfBuzz's own command line shaper (hb-shape, package
libharfbuzz-bin) over the default font files, and every line break opportunity and grapheme
cluster from ICU through PyICU (package python3-icu) -- never from the engine. The point sizes
are Apple's Dynamic Type sizes (Human Interface Guidelines, Typography: "iOS, iPadOS Dynamic
Type sizes").

Rules applied here, as the README's text section states them:
- a grapheme cluster is set in the first font (Inter, Noto Sans CJK KR, Noto Color Emoji) that
  has every one of its characters except default-ignorable ones; a cluster with an
  Emoji_Presentation character, U+FE0F or U+20E3 tries Noto Color Emoji first;
- consecutive clusters in one font are shaped alone (default features, language en);
- a cluster's advance is the sum of its glyphs' advances / units per em; a line's width is the
  sum of its clusters' advances (trailing spaces excluded) times the point size, rounded up to
  the half point (display scale 2) unless within 1e-7 pixel above a half point;
- wrapping is greedy at UAX #14 opportunities; a word wider than the line is broken between
  grapheme clusters; a line always takes its first cluster.

Usage: scripts/generate-text-expectations.py  (writes Tests/LayoutEngineTests/Fixtures/Text/)
"""
import json
import math
import os
import random
import struct
import subprocess
import sys
import tempfile

import icu

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "LayoutEngineTests", "Fixtures", "Text")

INTER = "/usr/share/fonts/opentype/inter/"
NOTO = "/usr/share/fonts/opentype/noto/"
# (path, face index) per family and weight; the emoji family has one face for both weights.
FAMILIES = [
    {"regular": (INTER + "Inter-Regular.otf", 0), "semibold": (INTER + "Inter-SemiBold.otf", 0), "emoji": False},
    {"regular": (NOTO + "NotoSansCJK-Regular.ttc", 1), "semibold": (NOTO + "NotoSansCJK-Bold.ttc", 1), "emoji": False},
    {"regular": ("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", 0),
     "semibold": ("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", 0), "emoji": True},
]
DEJAVU = [{"regular": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0),
           "semibold": ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 0), "emoji": False}] + FAMILIES

STYLES = ["largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline",
          "footnote", "caption", "caption2"]
CATEGORIES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
              "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
# Point sizes by category (rows) and style (columns, STYLES order), from Apple's table.
SIZES = [
    [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
    [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
    [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
    [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
    [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
    [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
    [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
    [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
    [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
    [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
    [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
    [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
]
DISPLAY_SCALE = 2


def units_per_em(path, index):
    """unitsPerEm from the font's 'head' table (of face `index` in a collection)."""
    with open(path, "rb") as f:
        data = f.read()
    offset = 0
    if data[:4] == b"ttcf":
        offset = struct.unpack(">I", data[12 + 4 * index:16 + 4 * index])[0]
    tables = struct.unpack(">H", data[offset + 4:offset + 6])[0]
    for t in range(tables):
        record = offset + 12 + 16 * t
        tag, _, table_offset, _ = struct.unpack(">4sIII", data[record:record + 16])
        if tag == b"head":
            return struct.unpack(">H", data[table_offset + 18:table_offset + 20])[0]
    raise SystemExit(f"{path}: no head table")


def hb_shape(face, lines):
    """hb-shape's glyphs (list of {g, cl, ax}) for each of `lines`, shaped with `face`."""
    path, index = face
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".txt", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        name = f.name
    try:
        output = subprocess.run(
            ["hb-shape", path, f"--face-index={index}", "--font-funcs=ot", "--language=en",
             "--no-glyph-names", "--output-format=json", f"--text-file={name}"],
            check=True, capture_output=True, env={**os.environ, "LC_ALL": "C.UTF-8"}).stdout.decode()
    finally:
        os.unlink(name)
    results = [json.loads(line) for line in output.splitlines() if line.strip()]
    if len(results) != len(lines):
        raise SystemExit(f"hb-shape returned {len(results)} results for {len(lines)} lines")
    return results


def utf16_index_map(text):
    """Python index of each UTF-16 offset that starts a code point (and len at the end)."""
    mapping = {}
    offset = 0
    for i, ch in enumerate(text):
        mapping[offset] = i
        offset += 2 if ord(ch) > 0xFFFF else 1
    mapping[offset] = len(text)
    return mapping


def boundaries(iterator, text):
    iterator.setText(text)
    mapping = utf16_index_map(text)
    result = []
    boundary = iterator.first()
    while boundary != icu.BreakIterator.DONE:
        result.append(mapping[boundary])
        boundary = iterator.nextBoundary()
    return result


CHARACTERS = icu.BreakIterator.createCharacterInstance(icu.Locale.getRoot())
LINES = icu.BreakIterator.createLineInstance(icu.Locale.getRoot())


def clusters_of(text):
    b = boundaries(CHARACTERS, text)
    return [text[b[i]:b[i + 1]] for i in range(len(b) - 1)]


def has(ch, prop):
    return icu.Char.hasBinaryProperty(ch, prop)


def is_emoji(cluster):
    return any(ord(c) in (0xFE0F, 0x20E3) or has(c, icu.UProperty.EMOJI_PRESENTATION) for c in cluster)


class Shaper:
    def __init__(self, families, strings):
        self.families = families
        self.upem = {}
        self.coverage = {}
        scalars = sorted({c for s in strings for c in s if not has(c, icu.UProperty.DEFAULT_IGNORABLE_CODE_POINT)}
                         | {"\u2026"})
        for family in families:
            for weight in ("regular", "semibold"):
                face = family[weight]
                if face in self.coverage:
                    continue
                self.upem[face] = units_per_em(*face)
                glyphs = hb_shape(face, scalars)
                self.coverage[face] = {c for c, g in zip(scalars, glyphs) if all(x["g"] != 0 for x in g)}

    def covers(self, face, cluster):
        return all(c in self.coverage[face] or has(c, icu.UProperty.DEFAULT_IGNORABLE_CODE_POINT) for c in cluster)

    def family_of(self, cluster, weight):
        order = list(range(len(self.families)))
        if is_emoji(cluster):
            order = [i for i in order if self.families[i]["emoji"]] + order
        for i in order:
            if self.covers(self.families[i][weight], cluster):
                return i
        raise SystemExit(f"no font has {cluster!r}")

    def advances(self, strings, weight):
        """Per string: its clusters and their advances in em."""
        plans = []
        runs_by_face = {}
        for text in strings:
            clusters = clusters_of(text)
            families = [self.family_of(c, weight) for c in clusters]
            runs = []
            start = 0
            while start < len(clusters):
                end = start + 1
                while end < len(clusters) and families[end] == families[start]:
                    end += 1
                face = self.families[families[start]][weight]
                runs.append((start, end, face, len(runs_by_face.setdefault(face, []))))
                runs_by_face[face].append("".join(clusters[start:end]))
                start = end
            plans.append((clusters, runs))
        shaped = {face: hb_shape(face, texts) for face, texts in runs_by_face.items()}
        results = []
        for clusters, runs in plans:
            advances = [0.0] * len(clusters)
            for start, end, face, slot in runs:
                scale = 1 / self.upem[face]
                # Character offset (hb-shape reports clusters in characters) where each starts.
                starts = []
                offset = 0
                for c in clusters[start:end]:
                    starts.append(offset)
                    offset += len(c)
                for glyph in shaped[face][slot]:
                    index = max(i for i, s in enumerate(starts) if s <= glyph["cl"])
                    advances[start + index] += glyph["ax"] * scale
            results.append((clusters, advances))
        return results


def is_space(cluster):
    c = ord(cluster[0])
    return c in (0x20, 0x09, 0x1680, 0x205F, 0x3000) or 0x2000 <= c <= 0x2006 or 0x2008 <= c <= 0x200B


def rounded_up(value):
    return math.ceil(value * DISPLAY_SCALE - 1e-7) / DISPLAY_SCALE


def line_width(advances, spaces, start, end):
    """Width in em of clusters start..<end without trailing spaces (summed left to right)."""
    width = 0.0
    content = 0.0
    for i in range(start, end):
        width += advances[i]
        if not spaces[i]:
            content = width
    return content


def greedy_wrap(text, clusters, advances, max_width):
    """Lines (start, end) of a greedy wrap at ICU's line break opportunities."""
    spaces = [is_space(c) for c in clusters]
    starts = set()
    offset = 0
    cluster_at = {}
    for i, c in enumerate(clusters):
        cluster_at[offset] = i
        offset += len(c)
    for b in boundaries(LINES, text)[1:-1]:
        if b in cluster_at:
            starts.add(cluster_at[b])
    lines = []
    start = 0
    n = len(clusters)
    while start < n:
        end = start + 1  # a line always takes its first cluster
        last_opportunity = None
        i = start + 1
        while i < n:
            if i in starts:
                last_opportunity = i
            if spaces[i] or line_width(advances, spaces, start, i + 1) <= max_width + 1e-9:
                i += 1
                continue
            break
        if i == n:
            lines.append((start, n))
            break
        if last_opportunity is not None:
            lines.append((start, last_opportunity))
            start = last_opportunity
        else:
            lines.append((start, i))
            start = i
    return [(s, e, line_width(advances, spaces, s, e)) for s, e in lines]


def shown(clusters, start, end):
    while end > start and is_space(clusters[end - 1]):
        end -= 1
    return "".join(clusters[start:end])


LATIN_WORDS = """AV To LT Ta Te Tr Ty Yo Ya We Wa Vo VA AT AY LY LV P. F. Y, T. r. AVATAR Tokyo LTE
Travel Wave Voyage Yacht Typography Kerning Flight WiFi Avenue Valley Lyon Toulouse Vienna
Tallinn Venice York Taipei Warsaw Yerevan Lviv Toronto Vancouver Aachen Luzern Valencia Trieste
coffee office affinity waffle flight fjord quick brown fox jumps over the lazy dog Seoul Busan
Jeju boarding gate seat window aisle breakfast included non-stop 2 stops 1h 45m 14:05 09:30
€129 $87.50 ¥12,000 (return) [economy] {flex} "quoted" 'single' naïve café résumé façade Ångström
Øresund Straße Dvořák Kraków Zürich São Paulo Reykjavík Ærø a b c d e f g h i j k l m n o p
""".split()
KOREAN_WORDS = """안녕하세요 서울 부산 제주 여행 항공편 출발 도착 좌석 창가 통로 조식 포함 직항 경유
시간 오늘 내일 주말 가족 친구 호텔 예약 확인 취소 변경 결제 완료 감사합니다 한국어 글자
너비 줄바꿈 테스트 공항 탑승구 수하물 라운지 면세점 환승 일정 요금 할인 특가 인기""".split()
EMOJI = ["👍", "👍🏽", "❤️", "✈️", "🇰🇷", "🇫🇷", "1️⃣", "👨‍👩‍👧", "😀", "🎉", "🌊", "🍜", "☕", "⭐", "🏖️"]


def make_strings(rng):
    strings = []
    pairs = ["AV", "To", "LT", "Ta", "Yo", "We", "VA", "AT", "LY", "Tr", "Ty", "Wa", "P.", "Te", "Vo"]
    for pair in pairs:  # the kerning pairs alone and in words
        strings += [pair, f"{pair} {pair}", f"x{pair}x"]
    while len(strings) < 230:
        strings.append(" ".join(rng.choice(LATIN_WORDS) for _ in range(rng.randint(1, 12))))
    while len(strings) < 360:
        strings.append(" ".join(rng.choice(KOREAN_WORDS) for _ in range(rng.randint(1, 8))))
    while len(strings) < 520:
        parts = []
        for _ in range(rng.randint(1, 9)):
            kind = rng.random()
            parts.append(rng.choice(LATIN_WORDS) if kind < 0.4 else rng.choice(KOREAN_WORDS) if kind < 0.7
                         else rng.choice(EMOJI))
        strings.append(" ".join(parts))
    return strings


def main():
    rng = random.Random(20261201)
    strings = make_strings(rng)
    shaper = Shaper(FAMILIES, strings)
    measured = {w: shaper.advances(strings, w) for w in ("regular", "semibold")}
    ideal = []
    wraps = []
    for n, text in enumerate(strings):
        for k in range(2):
            style = STYLES[(n + 5 * k) % len(STYLES)]
            category = CATEGORIES[(n * 7 + 3 * k) % len(CATEGORIES)] if k else "large"
            weight = "semibold" if style == "headline" else "regular"
            size = SIZES[CATEGORIES.index(category)][STYLES.index(style)]
            clusters, advances = measured[weight][n]
            spaces = [is_space(c) for c in clusters]
            width = line_width(advances, spaces, 0, len(clusters))
            ideal.append(f"{style}\t{category}\t{rounded_up(width * size)!r}\t{text}")
        if len(clusters_of(text)) >= 8:
            style = STYLES[n % len(STYLES)]
            category = "large" if n % 3 else CATEGORIES[n % len(CATEGORIES)]
            weight = "semibold" if style == "headline" else "regular"
            size = SIZES[CATEGORIES.index(category)][STYLES.index(style)]
            clusters, advances = measured[weight][n]
            wrap_width = rng.randint(40, 400) / 2
            lines = greedy_wrap(text, clusters, advances, wrap_width / size)
            widest = max(w for _, _, w in lines)
            shown_lines = "\t".join(shown(clusters, s, e) for s, e, _ in lines)
            wraps.append(f"{style}\t{category}\t{wrap_width!r}\t{rounded_up(widest * size)!r}\t{text}\t{shown_lines}")
    # The user's fonts: DejaVu Sans as the primary family, the defaults behind it.
    dejavu = Shaper(DEJAVU, strings[:60])
    dejavu_measured = dejavu.advances(strings[:60], "regular")
    user = []
    for text, (clusters, advances) in zip(strings[:60], dejavu_measured):
        spaces = [is_space(c) for c in clusters]
        user.append(f"body\tlarge\t{rounded_up(line_width(advances, spaces, 0, len(clusters)) * 17)!r}\t{text}")
    os.makedirs(OUT, exist_ok=True)
    header = "# Generated by scripts/generate-text-expectations.py from hb-shape and ICU; do not edit.\n"
    for name, rows, columns in [
        ("ideal-widths.tsv", ideal, "style\tcategory\twidth\tstring"),
        ("wrapped-lines.tsv", wraps, "style\tcategory\twrapWidth\twidth\tstring\tline…"),
        ("dejavu-widths.tsv", user, "style\tcategory\twidth\tstring"),
    ]:
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            f.write(header + "# " + columns + "\n" + "\n".join(rows) + "\n")
        print(f"{name}: {len(rows)} cases", file=sys.stderr)


if __name__ == "__main__":
    main()
