/// The checks of a decoded tree that look beyond one node (`view-tree.md`, "Version 2
/// additions", errors): `gridRow` only inside a `grid`, spans within the widest row, every
/// read preference key published somewhere, one source per matched-geometry group.
struct TreeReferenceCheck {
    /// Where a matched-geometry group's views are: the first source and every non-source.
    private struct Group {
        var sources: [String] = []
        var targets: [String] = []
    }

    private var publishedKeys: Set<String> = []
    private var readKeys: [(key: String, path: String)] = []
    private var groups: [String: Group] = [:]
    private var groupOrder: [String] = []

    /// Runs every check on `root` (at `path`); throws the first problem in document order.
    static func check(_ root: ViewNode, path: String) throws(ViewTreeError) {
        var check = TreeReferenceCheck()
        try check.visit(root, path: path, parentKind: nil)
        for read in check.readKeys where !check.publishedKeys.contains(read.key) {
            throw ViewTreeError(path: read.path, message: "no view publishes the anchor preference \(JSONWriter.quoted(read.key))")
        }
        for name in check.groupOrder {
            let group = check.groups[name]!
            if group.sources.count > 1 {
                throw ViewTreeError(path: group.sources[1], message: "a second source for the matched geometry \(name)")
            }
            if group.sources.isEmpty, let first = group.targets.first {
                throw ViewTreeError(path: first, message: "no source (isSource true) for the matched geometry \(name)")
            }
        }
    }

    private mutating func visit(_ node: ViewNode, path: String, parentKind: ViewKind?) throws(ViewTreeError) {
        if case .gridRow = node.kind {
            guard case .grid? = parentKind else { throw ViewTreeError(path: path, message: "a gridRow is only valid as a child of a grid") }
        }
        if case .grid = node.kind { try checkSpans(node, path: path) }
        for (index, modifier) in node.modifiers.enumerated() {
            let modifierPath = "\(path).modifiers[\(index)].\(modifier.name)"
            switch modifier {
            case .anchorPreference(let key):
                publishedKeys.insert(key)
            case .overlayPreferenceValue(let key, _, let content), .backgroundPreferenceValue(let key, _, let content):
                readKeys.append((key, modifierPath))
                try visit(content, path: "\(path).modifiers[\(index)].\(modifier.name).content", parentKind: nil)
            case .overlay(_, let content), .background(_, let content):
                try visit(content, path: "\(path).modifiers[\(index)].\(modifier.name).content", parentKind: nil)
            case .matchedGeometryEffect(let matched):
                let name = "\(JSONWriter.quoted(matched.id)) in namespace \(JSONWriter.quoted(matched.namespace))"
                if groups[name] == nil { groupOrder.append(name) }
                if matched.isSource { groups[name, default: Group()].sources.append(modifierPath) } else { groups[name, default: Group()].targets.append(modifierPath) }
            default:
                continue
            }
        }
        for (index, child) in node.children.enumerated() {
            let childPath = node.kind.hasSingleChild ? "\(path).child" : "\(path).children[\(index)]"
            try visit(child, path: childPath, parentKind: node.kind)
        }
    }

    /// Rule 15.1: no cell of a grid spans more columns than its widest row has cells.
    private func checkSpans(_ grid: ViewNode, path: String) throws(ViewTreeError) {
        let widest = grid.children.map { child -> Int in
            if case .gridRow = child.kind { return child.children.count }
            return 0
        }.max() ?? 0
        for (rowIndex, row) in grid.children.enumerated() {
            guard case .gridRow = row.kind else { continue }
            for (cellIndex, cell) in row.children.enumerated() {
                for (index, modifier) in cell.modifiers.enumerated() {
                    guard case .gridCellColumns(let span) = modifier, span > widest else { continue }
                    throw ViewTreeError(
                        path: "\(path).children[\(rowIndex)].children[\(cellIndex)].modifiers[\(index)].gridCellColumns",
                        message: "the cell spans \(span) columns but the widest row of the grid has \(widest)"
                    )
                }
            }
        }
    }
}
