/// Measures text for the engine (rules 7.1 and 12) with real fonts: HarfBuzz shaping over the
/// engine's font set, UAX #14 line breaking (ICU), Apple's Dynamic Type sizes.
///
/// **Fonts.** Named styles take point size and line height from Apple's Dynamic Type table at
/// the layout's content size category (`TextStyle.dynamicType`), headline in semibold, every
/// other style regular; `.size(N)` is regular with the font's own line height. The text scale
/// multiplies point size and line height. Ascender, descender, leading (line gap) and cap
/// height are the primary (Latin) face's own metrics (`FontMetrics`).
///
/// **Widths.** A line's width is the sum of its grapheme clusters' shaped advances
/// (`TextShaper`: each cluster in the first font of the set that has it, runs shaped by
/// HarfBuzz with the fonts' default features) times the point size. "…" is shaped the same way.
/// Trailing spaces of a line never count, and `TextLayout.lines` holds each shown line
/// without them (and without its hard break).
///
/// **Lines.** Ideal size (width nil or ∞): one line per hard line break (LF, CR, CR LF, VT,
/// FF, NEL, U+2028, U+2029), as wide as the widest line. A finite width is first rounded down
/// to the pixel grid, then text wraps greedily (`TextLineBreaker`) at UAX #14 opportunities
/// (`TextLineBreakFinder`); a word wider than the line breaks between grapheme clusters. The
/// reported width is the widest line (≤ the proposal; only a single cluster wider than the
/// proposal can exceed it).
///
/// **Truncation.** Lines are capped by `lineLimit` (n < 1 counts as 1) and by the proposed
/// height (⌊height / line height⌋, at least one line; nil or ∞ means no cap). When lines are
/// cut, the last shown line is the rest of its paragraph cut at the tail so that it fits with
/// "…" (dropping clusters, then trailing spaces). A proposed width below one pixel (0 or
/// negative) gives "…" alone: its width, one line, truncated. An empty string is 0 wide and one
/// line high.
///
/// **Rounding.** Width, height and baselines are rounded up to multiples of
/// 1/`EngineOptions.displayScale`; a value within 1e-7 pixel above a grid line rounds down to
/// it, and a proposed width within 1e-7 pixel below a grid line counts as on it. Height = lines ×
/// line height; firstBaseline = ascender; lastBaseline = (lines − 1) × line height + ascender.
///
/// **Caching.** Layouts are cached by (string, weight, size, line height, wrapping width, line
/// cap), and each string's `ShapedText` (clusters, one-line width and one-line lines) by
/// (string, weight) — shaping depends on nothing else: the font set is fixed per measurer and
/// features are the fonts' defaults — so that measuring it at another size or width does not
/// shape it again; its UAX #14 break opportunities are kept in its shaped text, found the
/// first time any measurer wraps it, so wrapping it at another width, or in another session,
/// does not ask ICU again. A string's one-line
/// layout (`oneLine`, the layout at every width it fits) is derived from its shaped text
/// without a cache of its own. Each cache empties itself at 4096 entries, and one measurement
/// hashes the string's bytes once for all of them. Shaped texts are also kept in the font
/// set's `SharedShapingCache` (65,536 entries), so a new measurer or another thread does not
/// shape a string again. A measurer is not thread-safe: use one per layout session or thread
/// (the font set it shares is immutable).
public final class TextMeasurer {
    /// The options that measurements depend on (text scale, display scale, fonts).
    public let options: EngineOptions
    /// The fonts text is set in.
    public let fontSet: FontSet
    private lazy var shaper = TextShaper(fontSet: fontSet)
    private lazy var lineBreakFinder = TextLineBreakFinder()
    // The caches, accessed without exclusivity checks (a measurer is used by one thread, and
    // no cache access calls back into another).
    @exclusivity(unchecked) private var layouts: TextCache<TextLayout>
    @exclusivity(unchecked) private var shapedTexts: TextCache<ShapedText>
    /// The width in em of "…" per weight, shaped when first needed (two stored values: a
    /// dictionary lookup per wrapped text cost more than reading one).
    @exclusivity(unchecked) private var regularEllipsisAdvance: Double?
    @exclusivity(unchecked) private var semiboldEllipsisAdvance: Double?
    /// The primary face's metrics per weight (read on every measurement).
    private let regularMetrics: FaceMetrics
    private let semiboldMetrics: FaceMetrics

    /// A measurer with empty caches.
    ///
    /// The font set of `options` must load (validate it first with `FontSet.load`, which throws
    /// a `TextInputError` naming the file); a set that does not load stops the program with
    /// that error's message.
    public convenience init(options: EngineOptions) {
        self.init(options: options, cacheCapacity: 4096)
    }

    /// A measurer whose caches each hold at most `cacheCapacity` entries.
    init(options: EngineOptions, cacheCapacity: Int) {
        precondition(options.displayScale > 0 && options.displayScale.isFinite, "displayScale must be positive")
        self.options = options
        do {
            self.fontSet = try FontSet.load(directory: options.fontDirectory)
        } catch {
            preconditionFailure(error.description)
        }
        self.regularMetrics = fontSet.primaryFace(for: .regular).metrics
        self.semiboldMetrics = fontSet.primaryFace(for: .semibold).metrics
        self.layouts = TextCache(capacity: cacheCapacity)
        self.shapedTexts = TextCache(capacity: cacheCapacity)
    }

    /// The vertical metrics of `font` at `sizeCategory` under this measurer's options.
    public func fontMetrics(_ font: Font, sizeCategory: ContentSizeCategory = .default) -> FontMetrics {
        let face = font.weight == .semibold ? semiboldMetrics : regularMetrics
        return FontMetrics(font: font, sizeCategory: sizeCategory, textScale: options.textScale, face: face)
    }

    /// The text's layout under `proposal` (nil axes mean unlimited), at most `lineLimit` lines,
    /// with named styles sized for `sizeCategory`.
    public func measure(
        _ string: String, font: Font, sizeCategory: ContentSizeCategory = .default, lineLimit: Int?, proposal: ProposedSize
    ) -> TextLayout {
        let metrics = fontMetrics(font, sizeCategory: sizeCategory)
        let key = TextCacheKey(string: string, parameters: TextCacheKey.Parameters(
            weight: font.weight,
            pointSize: metrics.pointSize,
            lineHeight: metrics.lineHeight,
            wrapWidth: wrapWidth(proposal.width),
            maxLines: maxLines(lineLimit: lineLimit, height: proposal.height, lineHeight: metrics.lineHeight)
        ))
        if let layout = layouts[key] {
            return layout
        }
        let layout = layOut(key, metrics: metrics)
        layouts.insert(layout, for: key)
        return layout
    }

    /// The number of layouts currently cached (for tests of the cache).
    var cachedLayoutCount: Int {
        layouts.count
    }

    /// The number of strings whose clusters are cached (for tests of the cache).
    var cachedClusterRunCount: Int {
        shapedTexts.count
    }

    /// How many times this measurer shaped a string with HarfBuzz (for tests of the caches).
    private(set) var shapingCount = 0
    /// How many times this measurer asked ICU for a string's break opportunities (for tests
    /// of the sharing).
    private(set) var lineBreakSearchCount = 0

    /// Measures the text of `key` without the layout cache.
    private func layOut(_ key: TextCacheKey, metrics: FontMetrics) -> TextLayout {
        let string = key.string
        let weight = key.parameters.weight
        let wrapWidth = key.parameters.wrapWidth
        guard !string.isEmpty else {
            return textLayout(lines: [""], width: 0, truncated: false, metrics: metrics)
        }
        guard wrapWidth > 0 else {
            return textLayout(lines: ["\u{2026}"], width: ellipsisAdvance(weight), truncated: true, metrics: metrics)
        }
        let maxWidth = metrics.pointSize > 0 ? wrapWidth / metrics.pointSize : .infinity
        let shapingKey = key.with(.shaping(weight))
        let shaped = shapedText(for: shapingKey)
        if let width = shaped.oneLineEm, OneLineText.fits(em: width, pointSize: metrics.pointSize, wrapWidth: wrapWidth) {
            return textLayout(lines: shaped.oneLineLines, width: width, truncated: false, metrics: metrics)
        }
        let breaker = TextLineBreaker(
            clusters: shaped.clusters,
            breakBefore: breakOpportunities(of: shaped, in: string),
            maxWidth: maxWidth,
            ellipsisWidth: ellipsisAdvance(weight)
        )
        let (lines, truncated) = breaker.lines(maxLines: key.parameters.maxLines)
        return textLayout(
            lines: texts(of: lines, in: string, clusters: shaped.clusters),
            width: lines.reduce(0) { max($0, $1.width) },
            truncated: truncated,
            metrics: metrics
        )
    }

    /// The shaped text of the string of `key` (its shaping parameters), from this measurer's
    /// cache when `keeping`, else the font set's shared one when any measurer shaped it
    /// before, else shaped now (and shared); kept in this measurer's cache when `keeping`.
    /// (`oneLine` passes false: its session keeps what it makes of it, and only a text that
    /// wraps needs it again, so its string is almost never in this measurer's cache — looking
    /// there first cost a probe of a large table per text of every tree.)
    private func shapedText(for key: TextCacheKey, keeping: Bool = true) -> ShapedText {
        if keeping, let shaped = shapedTexts[key] {
            return shaped
        }
        var shaped: ShapedText
        if let shared = fontSet.shapingCache[key] {
            shaped = shared
        } else {
            shapingCount += 1
            shaped = ShapedText(key.string, clusters: shaper.clusters(of: key.string, weight: key.parameters.weight))
            shaped = fontSet.shapingCache.insert(shaped, for: key)
        }
        if keeping {
            shapedTexts.insert(shaped, for: key)
        }
        return shaped
    }

    /// Per cluster of `shaped` (the text of `string`), whether a line may start at it: found
    /// with ICU the first time any measurer wraps the string, then kept in the shaped text.
    private func breakOpportunities(of shaped: ShapedText, in string: String) -> [Bool] {
        shaped.breakOpportunities {
            lineBreakSearchCount += 1
            return lineBreakFinder.breakBefore(in: string, clusters: shaped.clusters)
        }
    }

    /// The text's one-line layout and the widths it holds at, nil when it never shows on
    /// one line whatever the width (empty, or holding a hard break): `measure` gives exactly
    /// this layout for every proposal whose wrapping width `fits` (a line cap never cuts one line).
    /// Derived from the string's shaped text (cached), whose one-line lines it shares.
    func oneLine(_ string: String, font: Font, sizeCategory: ContentSizeCategory) -> OneLineText? {
        let shaped = shapedText(for: TextCacheKey(string: string, parameters: .shaping(font.weight)), keeping: false)
        guard let width = shaped.oneLineEm else { return nil }
        let metrics = fontMetrics(font, sizeCategory: sizeCategory)
        return OneLineText(
            em: width, pointSize: metrics.pointSize,
            layout: textLayout(lines: shaped.oneLineLines, width: width, truncated: false, metrics: metrics)
        )
    }

    /// The width in em of "…" in `weight`.
    private func ellipsisAdvance(_ weight: FontWeight) -> Double {
        if let known = weight == .semibold ? semiboldEllipsisAdvance : regularEllipsisAdvance { return known }
        let advance = shaper.ellipsisAdvance(weight: weight)
        if weight == .semibold { semiboldEllipsisAdvance = advance } else { regularEllipsisAdvance = advance }
        return advance
    }

    /// The layout of `lines` whose widest is `width` em, sized and pixel-rounded.
    private func textLayout(lines: [String], width: Double, truncated: Bool, metrics: FontMetrics) -> TextLayout {
        let lastLineTop = Double(lines.count - 1) * metrics.lineHeight
        return TextLayout(
            size: Size(
                width: roundedUpToPixel(width * metrics.pointSize),
                height: roundedUpToPixel(Double(lines.count) * metrics.lineHeight)
            ),
            lines: lines,
            truncated: truncated,
            firstBaseline: roundedUpToPixel(metrics.ascender),
            lastBaseline: roundedUpToPixel(lastLineTop + metrics.ascender)
        )
    }

    /// The characters each of `lines` shows, "…" included.
    private func texts(of lines: [TextLine], in string: String, clusters: [TextCluster]) -> [String] {
        var string = string
        return string.withUTF8 { bytes in
            lines.map { line in
                let start = line.start == 0 ? 0 : Int(clusters[line.start - 1].utf8End)
                let end = line.end == 0 ? 0 : max(start, Int(clusters[line.end - 1].utf8End))
                let shown = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                return line.endsWithEllipsis ? shown + "\u{2026}" : shown
            }
        }
    }

    /// The wrapping width for a proposed width: ∞ for nil or ∞, 0 for ≤ 0, else rounded down to
    /// the pixel grid.
    func wrapWidth(_ proposed: Double?) -> Double {
        guard let proposed, proposed.isFinite else { return .infinity }
        guard proposed > 0 else { return 0 }
        return (proposed * options.displayScale + 1e-7).rounded(.down) / options.displayScale
    }

    /// The most lines that may be shown: the line limit (at least 1) and what fits in the
    /// proposed height (at least 1); `Int.max` when neither caps it.
    private func maxLines(lineLimit: Int?, height: Double?, lineHeight: Double) -> Int {
        var cap = lineLimit.map { max(1, $0) } ?? .max
        if let height, height.isFinite {
            let fitting = height / lineHeight + 1e-9
            if fitting < Double(Int32.max) {
                cap = min(cap, max(1, Int(fitting)))
            }
        }
        return cap
    }

    /// `value` rounded up to a multiple of 1/displayScale.
    private func roundedUpToPixel(_ value: Double) -> Double {
        (value * options.displayScale - 1e-7).rounded(.up) / options.displayScale
    }
}
