import LayoutRender

/// Fitting a table into a terminal's width: which columns give up space, and cutting a cell
/// to its column with "…".
enum TableFit {
    /// The narrowest a column is made, in terminal columns ("ab…").
    static let minimumColumnWidth = 3

    /// `widths` narrowed, widest first, until the columns and the `separator` spaces between
    /// them fit in `maximum` (or every column is at `minimumColumnWidth`).
    static func widths(_ widths: [Int], fitting maximum: Int, separator: Int) -> [Int] {
        var fitted = widths
        let spacing = separator * max(widths.count - 1, 0)
        while fitted.reduce(spacing, +) > maximum {
            guard let widest = fitted.indices.max(by: { fitted[$0] < fitted[$1] }), fitted[widest] > minimumColumnWidth else { break }
            let excess = fitted.reduce(spacing, +) - maximum
            let second = fitted.enumerated().filter { $0.offset != widest }.map(\.element).max() ?? 0
            fitted[widest] = max(minimumColumnWidth, fitted[widest] - max(1, min(excess, fitted[widest] - second)))
        }
        return fitted
    }

    /// `text` when it fits in `width` terminal columns, else its longest prefix that fits
    /// followed by "…".
    static func cut(_ text: String, to width: Int) -> String {
        guard TerminalWidth.of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = TerminalWidth.of(String(character))
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }
}
