import LayoutEngine
import LayoutRender
import LayoutService

/// The node-level differences of a `LayoutDiff` as table cells, shared by the commands that
/// show what moved: the node (path and id), the kind of change, the old and new frame as
/// `x,y w×h`, and the deltas of x, y, width and height.
enum LayoutDiffRows {
    /// The columns `cells(of:)` fills, in order.
    static let columns = ["node", "id", "change", "old", "new", "dx", "dy", "dw", "dh"]

    /// One row per difference: the container's size first when it changed (node `(size)`),
    /// then each changed node in the diff's order.
    static func cells(of diff: LayoutDiff) -> [[TableCell]] {
        var rows: [[TableCell]] = []
        if diff.sizeChanged {
            let (before, after) = (diff.sizeBefore, diff.sizeAfter)
            rows.append([
                .text("(size)"), .null, .text("resized"), .text(sizeText(before)), .text(sizeText(after)), .null, .null,
                delta(after.width - before.width), delta(after.height - before.height),
            ])
        }
        for change in diff.changes {
            let deltas: [TableCell]
            if let before = change.before, let after = change.after {
                deltas = [
                    delta(after.minX - before.minX), delta(after.minY - before.minY),
                    delta(after.width - before.width), delta(after.height - before.height),
                ]
            } else {
                deltas = [.null, .null, .null, .null]
            }
            rows.append([
                .text(change.path), change.id.map(TableCell.text) ?? .null, .text(change.detail ?? change.kind.rawValue),
                change.before.map { .text(frameText($0)) } ?? .null, change.after.map { .text(frameText($0)) } ?? .null,
            ] + deltas)
        }
        return rows
    }

    /// `16,12 200×20`: origin and size, in points to hundredths.
    static func frameText(_ rect: Rect) -> String {
        "\(FixedNumber.format(rect.minX)),\(FixedNumber.format(rect.minY)) \(sizeText(rect.size))"
    }

    /// `200×20`.
    static func sizeText(_ size: Size) -> String {
        "\(FixedNumber.format(size.width))×\(FixedNumber.format(size.height))"
    }

    /// A difference in points, to ten-thousandths so float noise does not show.
    private static func delta(_ value: Double) -> TableCell {
        let rounded = (value * 10_000).rounded() / 10_000
        return .number(rounded == 0 ? 0 : rounded)
    }
}
