/// Rules 7.1 and 12: greedy line breaking of measured clusters, and tail truncation of the last
/// line that fits.
///
/// - Every hard line break starts a new line.
/// - A line takes clusters while its width (trailing spaces excluded) stays within `maxWidth`;
///   it may break before the clusters `breakBefore` marks (UAX #14). When a cluster
///   does not fit, the line ends at its last break opportunity; a word with none is broken
///   before the cluster that does not fit. A line always takes its first cluster.
/// - When there are more than `maxLines` lines, the last shown one becomes the rest of its
///   paragraph, cut after as many clusters as fit with "…" (trailing spaces before "…"
///   dropped); if none fit it is "…" alone.
///
/// Widths are in em and compared with a tolerance of 1e-9 em.
struct TextLineBreaker {
    /// The measured clusters of the whole text.
    let clusters: [TextCluster]
    /// Per cluster, whether a line may start at it (UAX #14); empty when every line fits.
    let breakBefore: [Bool]
    /// The wrapping width in em (`.infinity` for none).
    let maxWidth: Double
    /// The width of "…" in em.
    let ellipsisWidth: Double

    /// The shown lines, at most `maxLines` of them, and whether the text was truncated.
    func lines(maxLines: Int) -> (lines: [TextLine], truncated: Bool) {
        var lines: [TextLine] = []
        lines.reserveCapacity(min(maxLines, 8) + 1)
        var paragraphStart = 0
        while lines.count <= maxLines {
            let paragraphEnd = endOfParagraph(from: paragraphStart)
            wrap(paragraphStart..<paragraphEnd, into: &lines, maxLines: maxLines)
            guard paragraphEnd < clusters.count else { break }
            paragraphStart = paragraphEnd + 1
        }
        guard lines.count > maxLines else { return (lines, false) }
        lines.removeLast(lines.count - maxLines)
        lines[maxLines - 1] = truncatedLine(from: lines[maxLines - 1].start)
        return (lines, true)
    }

    /// Appends the wrapped lines of one paragraph, stopping once there are more than `maxLines`.
    private func wrap(_ paragraph: Range<Int>, into lines: inout [TextLine], maxLines: Int) {
        // Read through buffer pointers: one check of the paragraph's bounds, none per cluster.
        // (A paragraph of two clusters or more reads the opportunity of each but its first.)
        precondition(paragraph.upperBound <= clusters.count && (paragraph.count < 2 || paragraph.upperBound <= breakBefore.count))
        clusters.withUnsafeBufferPointer { clusters in
            breakBefore.withUnsafeBufferPointer { breakBefore in
                wrap(paragraph, clusters: clusters.baseAddress, breakBefore: breakBefore.baseAddress, into: &lines, maxLines: maxLines)
            }
        }
    }

    /// `wrap(_:into:maxLines:)` over the clusters at `clusters` and the break opportunities at
    /// `breakBefore` (nil when there are none: clusters only for an empty paragraph,
    /// opportunities read only for a paragraph of two clusters or more).
    private func wrap(
        _ paragraph: Range<Int>, clusters: UnsafePointer<TextCluster>?, breakBefore: UnsafePointer<Bool>?,
        into lines: inout [TextLine], maxLines: Int
    ) {
        var line = TextLine(start: paragraph.lowerBound, end: paragraph.lowerBound, width: 0)
        guard let clusters else {
            // No clusters: the paragraph is empty, one empty line.
            lines.append(line)
            return
        }
        var widthWithSpaces = 0.0
        var breakIndex = paragraph.lowerBound
        var lineAtBreak = line
        var index = paragraph.lowerBound
        while index < paragraph.upperBound, lines.count <= maxLines {
            let cluster = clusters[index]
            if index > line.start, breakBefore.unsafelyUnwrapped[index] {
                breakIndex = index
                lineAtBreak = line
            }
            let widened = widthWithSpaces + cluster.advance
            if cluster.breakClass == .space {
                widthWithSpaces = widened
                index += 1
            } else if index == line.start || fits(widened) {
                widthWithSpaces = widened
                index += 1
                line.end = index
                line.width = widened
            } else if breakIndex > line.start {
                lines.append(lineAtBreak)
                line = TextLine(start: breakIndex, end: breakIndex, width: 0)
                widthWithSpaces = 0
                for carried in breakIndex..<index {
                    widthWithSpaces += clusters[carried].advance
                    if clusters[carried].breakClass != .space {
                        line.end = carried + 1
                        line.width = widthWithSpaces
                    }
                }
            } else {
                lines.append(line)
                line = TextLine(start: index, end: index, width: 0)
                widthWithSpaces = 0
            }
        }
        lines.append(line)
    }

    /// The last shown line when the text does not fit: the paragraph from `start` cut to fit "…".
    private func truncatedLine(from start: Int) -> TextLine {
        var line = TextLine(start: start, end: start, width: ellipsisWidth, endsWithEllipsis: true)
        var width = 0.0
        for index in start..<endOfParagraph(from: start) {
            width += clusters[index].advance
            guard clusters[index].breakClass != .space else { continue }
            guard fits(width + ellipsisWidth) else { break }
            line.end = index + 1
            line.width = width + ellipsisWidth
        }
        return line
    }

    /// The index of the hard break that ends the paragraph containing `start`, or the cluster count.
    private func endOfParagraph(from start: Int) -> Int {
        clusters[start...].firstIndex { $0.breakClass == .hardBreak } ?? clusters.count
    }

    /// Whether a line `width` em wide fits the wrapping width.
    private func fits(_ width: Double) -> Bool {
        width <= maxWidth + 1e-9
    }
}
