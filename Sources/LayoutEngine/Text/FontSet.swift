import Glibc
import Synchronization

/// The ordered fonts text is measured with: a cluster is set in the first family that has a
/// glyph for each of its characters (emoji clusters try the emoji family first), so Latin,
/// Hangul/CJK and emoji each get real glyphs. Immutable and shared by every thread; loaded once
/// per process for each source (`FontSet.load`).
///
/// - Default: Inter 4.0 (the Latin family closest to Apple's SF Pro in metrics; regular and
///   semibold), Noto Sans CJK KR (Hangul and CJK; regular and bold), Noto Color Emoji, from the
///   Debian packages fonts-inter, fonts-noto-cjk and fonts-noto-color-emoji.
/// - `fonts=DIR`: every upright .ttf, .otf and .ttc (its first face) in DIR, grouped into
///   families by their family name, families ordered by their first file's name; each weight
///   taken from the font's OS/2 weight class. The default families follow as fallback.
public final class FontSet: @unchecked Sendable {
    /// The families in fallback order.
    let families: [FontFamily]
    /// The directory the user's fonts came from, nil for the default set.
    public let directory: String?
    /// Shaped clusters shared by every measurer of this set, up to 2^18 strings. A process that
    /// runs batch after batch (the bench, a queue worker, the tests) meets the same strings again
    /// in the next batch only if the cache held them all: at 2^16 the bench's 1,000,008-scenario
    /// recompute (some 170,000 models) found the cache emptied and shaped its strings again,
    /// HarfBuzz taking 17% of its workers' time. 2^18 strings cost about 250 bytes each at most
    /// (the bench's peak memory 235 → 282 MiB); the index grows with what is held, not up front.
    let shapingCache = SharedShapingCache(capacity: 1 << 18)

    /// SHA-256 over every face used (file hash and face index, in fallback order), lowercase hex:
    /// part of the engine's identity, so swapping a font file is an engine change. Computed the
    /// first time it is asked for, with the faces' own hashes.
    public var digest: String {
        lazyDigest.withLock { digest in
            if let digest { return digest }
            var lines = ""
            for family in families {
                for face in family.faces {
                    lines += "\(face.contentHash) \(face.faceIndex) \(face.weight)\n"
                }
            }
            let computed = Array(lines.utf8).withUnsafeBytes { FontFileDigest.sha256($0) }
            digest = computed
            return computed
        }
    }
    private let lazyDigest = Mutex<String?>(nil)

    private init(families: [FontFamily], directory: String?) {
        self.families = families
        self.directory = directory
    }

    /// Every face of the set, in fallback order.
    public var faces: [FontFace] {
        families.flatMap(\.faces)
    }

    /// The primary family's face for `weight`: its metrics set line heights and baselines.
    func primaryFace(for weight: FontWeight) -> FontFace {
        families[0].face(for: weight)
    }

    /// The font set from `directory` (nil: the default set), loaded once per process.
    /// - Throws: `TextInputError` naming the missing, unreadable or invalid file or directory.
    public static func load(directory: String?) throws(TextInputError) -> FontSet {
        try registry.fontSet(directory: directory)
    }

    /// Loads a set without the registry.
    fileprivate static func loadUncached(directory: String?) throws(TextInputError) -> FontSet {
        var families = try defaultFamilies()
        if let directory {
            families = try userFamilies(in: directory) + families
        }
        return FontSet(families: families, directory: directory)
    }

    /// The default families, from the Debian packages' files.
    private static func defaultFamilies() throws(TextInputError) -> [FontFamily] {
        let inter = "/usr/share/fonts/opentype/inter/"
        let noto = "/usr/share/fonts/opentype/noto/"
        return [
            FontFamily(name: "Inter", faces: [
                try FontFace(path: inter + "Inter-Regular.otf"),
                try FontFace(path: inter + "Inter-SemiBold.otf"),
            ]),
            // Face 1 of the collections is the Korean (KR) variant.
            FontFamily(name: "Noto Sans CJK KR", faces: [
                try FontFace(path: noto + "NotoSansCJK-Regular.ttc", faceIndex: 1),
                try FontFace(path: noto + "NotoSansCJK-Bold.ttc", faceIndex: 1),
            ]),
            FontFamily(name: "Noto Color Emoji", faces: [
                try FontFace(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
            ]),
        ]
    }

    /// The families of the font files in `directory`.
    private static func userFamilies(in directory: String) throws(TextInputError) -> [FontFamily] {
        var order: [String] = []
        var facesByFamily: [String: [FontFace]] = [:]
        for name in try fontFileNames(in: directory) {
            let face = try FontFace(path: directory.hasSuffix("/") ? directory + name : directory + "/" + name)
            guard !face.isItalic else { continue }
            if facesByFamily[face.familyName] == nil { order.append(face.familyName) }
            if !(facesByFamily[face.familyName]?.contains { $0.weight == face.weight } ?? false) {
                facesByFamily[face.familyName, default: []].append(face)
            }
        }
        guard !order.isEmpty else { throw .noFaces(directory: directory) }
        return order.map { family in
            FontFamily(name: family, faces: facesByFamily[family]!.sorted { $0.weight < $1.weight })
        }
    }

    /// The names of the .ttf, .otf and .ttc files in `directory`, sorted by their bytes.
    private static func fontFileNames(in directory: String) throws(TextInputError) -> [String] {
        guard let stream = opendir(directory) else {
            let reason = String(cString: strerror(errno))
            throw .unreadableFont(path: directory, reason: reason)
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            let lowered = name.lowercased()
            if lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf") || lowered.hasSuffix(".ttc") {
                names.append(name)
            }
        }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The process-wide sets by source.
    private static let registry = FontSetRegistry()
}

/// The font sets loaded so far, by directory (nil for the default set, kept apart: every new
/// session asks for it, so it is found without hashing a key), behind a lock.
private final class FontSetRegistry: @unchecked Sendable {
    private var defaultSet: FontSet?
    private var sets: [String: FontSet] = [:]
    private var mutex = pthread_mutex_t()

    init() {
        pthread_mutex_init(&mutex, nil)
    }

    func fontSet(directory: String?) throws(TextInputError) -> FontSet {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        guard let directory else {
            if let defaultSet { return defaultSet }
            let set = try FontSet.loadUncached(directory: nil)
            defaultSet = set
            return set
        }
        if let set = sets[directory] { return set }
        let set = try FontSet.loadUncached(directory: directory)
        sets[directory] = set
        return set
    }
}
