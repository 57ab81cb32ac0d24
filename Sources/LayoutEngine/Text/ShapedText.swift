import Synchronization

/// A string shaped in one weight, with what every measurement of it derives from its clusters
/// alone, found once when it is shaped: its width on one line and that line's text; and its
/// line break opportunities, found the first time any measurer wraps it.
///
/// Shared by every measurer of a font set through `SharedShapingCache`, so a fresh session
/// measuring a text shaped before neither shapes it again nor builds its one-line layout's
/// `lines` array (every one-line layout of the string, at any size or width, holds the same
/// array), nor asks ICU again for the opportunities of a text wrapped before. Immutable but
/// for those opportunities, set once behind a lock.
final class ShapedText: Sendable {
    /// The measured grapheme clusters.
    let clusters: [TextCluster]
    /// The width in em on one line (trailing spaces excluded); nil when the string is empty or
    /// holds a hard break (it never shows on one line).
    let oneLineEm: Double?
    /// The lines of the one-line layout: the string without its trailing spaces; empty when
    /// `oneLineEm` is nil.
    let oneLineLines: [String]
    /// Per cluster, whether a line may start at it (UAX #14); nil until first asked for.
    private let breaks = Mutex<[Bool]?>(nil)

    /// `string` shaped into `clusters`.
    init(_ string: String, clusters: [TextCluster]) {
        self.clusters = clusters
        if !string.isEmpty, let width = Self.singleLineWidth(of: clusters) {
            oneLineEm = width
            oneLineLines = [Self.trimmingTrailingSpaces(string)]
        } else {
            oneLineEm = nil
            oneLineLines = []
        }
    }

    /// Per cluster, whether a line may start at it: `find()`'s answer, asked for only the first
    /// time (by any thread; should two ask at once, both answers are equal and the first kept).
    func breakOpportunities(finding find: () -> [Bool]) -> [Bool] {
        if let known = breaks.withLock({ $0 }) { return known }
        let found = find()
        return breaks.withLock { stored in
            if let stored { return stored }
            stored = found
            return found
        }
    }

    /// The width in em of clusters on one line (trailing spaces excluded), or nil when they
    /// hold a hard break.
    private static func singleLineWidth(of clusters: [TextCluster]) -> Double? {
        var width = 0.0
        var contentWidth = 0.0
        for cluster in clusters {
            switch cluster.breakClass {
            case .hardBreak: return nil
            case .space: width += cluster.advance
            case .ordinary:
                width += cluster.advance
                contentWidth = width
            }
        }
        return contentWidth
    }

    /// `string` without the breakable spaces at its end.
    private static func trimmingTrailingSpaces(_ string: String) -> String {
        guard let lastByte = string.utf8.last, lastByte == 0x20 || lastByte >= 0x80,
              let lastScalar = string.unicodeScalars.last, TextBreakClass(lastScalar) == .space else {
            return string
        }
        var scalars = Substring(string).unicodeScalars
        while let last = scalars.last, TextBreakClass(last) == .space {
            scalars.removeLast()
        }
        return String(scalars)
    }
}
