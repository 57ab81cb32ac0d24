import LayoutStorage

/// A page's changes written together (``SQLiteLedger/insertRunChanges(_:)``), bound from the
/// caller's array in place, their packed node lists gathered in one buffer.
struct RunChangeRows: MultiRowSource {
    let changes: [RecordedChange]
    /// The packed node lists, end to end.
    var bytes: [UInt8]
    /// Each change's range of ``bytes``; nil when it has no node lists.
    var nodes: [Range<Int>?]

    var insert: MultiRowInsert { HeldRunChange.insert }
    var count: Int { changes.count }

    /// `changes`, their node lists gathered into `bytes` and `nodes` (emptied first: buffers
    /// kept from an earlier page, so a page allocates neither).
    init(_ changes: [RecordedChange], bytes: [UInt8], nodes: [Range<Int>?]) {
        self.changes = changes
        self.bytes = bytes
        self.nodes = nodes
        self.bytes.removeAll(keepingCapacity: true)
        self.nodes.removeAll(keepingCapacity: true)
        for index in changes.indices { self.nodes.append(HeldRunChange.gather(changes[index], into: &self.bytes)) }
    }

    func bind(_ index: Int, to statement: Statement, from first: Int, blob: (Range<Int>, Int) -> Void) {
        changes.withUnsafeBufferPointer { changes in
            HeldRunChange.bind(changes.baseAddress! + index, nodes: nodes[index], to: statement, from: first, blob: blob)
        }
    }
}
