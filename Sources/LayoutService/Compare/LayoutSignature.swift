import LayoutEngine

/// The discrete features of a result: what a breakpoint changes. Per node: shown, hidden,
/// text line count and truncation, flow rows, chosen branch, and for a flow's children the
/// row they sit in. Sizes and positions that vary continuously with the width are left out.
struct LayoutSignature: Equatable {
    struct Node: Equatable {
        var shown: Bool
        var hidden: Bool
        var lineCount: Int?
        var truncated: Bool?
        var rows: Int?
        var chosenChild: Int?
        var row: Int?
    }

    let nodes: [Node]
    let names: [String]

    init(_ result: LayoutResult) {
        let flowPaths = Set(result.nodes.filter { $0.type == "flow" || $0.type == "guideFlow" }.map(\.path))
        var rowTops: [String: [Double]] = [:]
        for node in result.nodes {
            guard let parent = Self.parentPath(node.path), flowPaths.contains(parent), let top = node.outer?.minY else { continue }
            rowTops[parent, default: []].append(top)
        }
        let distinctTops = rowTops.mapValues { Array(Set($0)).sorted() }
        nodes = result.nodes.map { node in
            let row = Self.parentPath(node.path).flatMap { parent in
                node.outer.flatMap { outer in distinctTops[parent]?.firstIndex(of: outer.minY) }
            }
            return Node(
                shown: node.shown, hidden: node.hidden, lineCount: node.text?.lines.count, truncated: node.text?.truncated,
                rows: node.rows, chosenChild: node.chosenChild, row: row
            )
        }
        names = result.nodes.map { node in "\(node.id.map { "#\($0)" } ?? node.path) (\(node.type))" }
    }

    /// What differs from `other`, one line per node.
    func changes(to other: LayoutSignature) -> [String] {
        guard nodes.count == other.nodes.count else { return ["the tree has \(nodes.count) → \(other.nodes.count) nodes"] }
        var lines: [String] = []
        for index in nodes.indices where nodes[index] != other.nodes[index] {
            let (old, new) = (nodes[index], other.nodes[index])
            var parts: [String] = []
            func note<Value: Equatable>(_ label: String, _ a: Value?, _ b: Value?) {
                if a != b { parts.append("\(label) \(a.map { "\($0)" } ?? "-") → \(b.map { "\($0)" } ?? "-")") }
            }
            note("shown", old.shown, new.shown)
            note("hidden", old.hidden, new.hidden)
            note("lines", old.lineCount, new.lineCount)
            note("truncated", old.truncated, new.truncated)
            note("rows", old.rows, new.rows)
            note("chosen", old.chosenChild, new.chosenChild)
            note("row", old.row, new.row)
            lines.append("\(names[index]): \(parts.joined(separator: ", "))")
        }
        return lines
    }

    private static func parentPath(_ path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }
}
