import LayoutEngine

/// The compact on-disk form of a result's nodes: one flag byte per node, then only what the
/// flags say is there, coordinates as varint fixed point with an exact-double escape.
///
/// Layout: `varint(nodeCount)`, then per node in shape order: flags; `frame` (4 coordinates) if
/// `hasFrame`; `outer` if `hasOuter` (absent when `outerIsFrame`); `drawn` if `hasDrawn`;
/// text (a byte: bit 0 truncated, bit 1 "one line equal to the shape's text", else
/// `varint(count)` and strings) if `hasText`; extras (a byte: bit 0 rows, bit 1 chosen
/// child, then their varints) if `hasExtras`. Decoding gives back the `LayoutResult` exactly.
public enum PackedFrames {
    /// Fixed-point coordinates count 1/256 pt: exact for the halves and quarters layouts produce.
    static let fixedPointScale: Double = 256
    /// Beyond this magnitude (scaled) a coordinate takes the exact-double escape.
    static let fixedPointLimit: Double = 0x1p52

    struct Flags: OptionSet {
        let rawValue: UInt8
        static let shown = Flags(rawValue: 1 << 0)
        static let hidden = Flags(rawValue: 1 << 1)
        static let hasFrame = Flags(rawValue: 1 << 2)
        static let outerIsFrame = Flags(rawValue: 1 << 3)
        static let hasOuter = Flags(rawValue: 1 << 4)
        static let hasDrawn = Flags(rawValue: 1 << 5)
        static let hasText = Flags(rawValue: 1 << 6)
        static let hasExtras = Flags(rawValue: 1 << 7)
        /// The flags a node's place (``NodePlace``) depends on.
        static let place: Flags = [.shown, .hasFrame, .outerIsFrame, .hasOuter]
        // Unions the walk over a result's nodes tests, spelled in raw values: a set literal
        // there built an array a node.
        /// Shown, with a frame: how a shown record is packed.
        static var shownWithFrame: Flags { Flags(rawValue: shown.rawValue | hasFrame.rawValue) }
        /// Either outer flag: the node has an outer frame.
        static var anyOuter: Flags { Flags(rawValue: outerIsFrame.rawValue | hasOuter.rawValue) }
        /// What may follow a node's place.
        static var rest: Flags { Flags(rawValue: hasDrawn.rawValue | hasText.rawValue | hasExtras.rawValue) }
    }

    /// The bit of a text byte saying the node shows its shape's text on one line (not repeated).
    static let shapeTextBit: UInt8 = 2

    /// What a run compares of a node as it was packed: its flags and the tags of its frame and
    /// outer frame (``RectTags/none`` where absent; the frame's when the outer frame is it).
    struct Place {
        var flags: Flags
        var frame: RectTags
        var outer: RectTags
    }

    /// The packed bytes of `result`'s nodes; `shape` supplies the texts single lines may match.
    public static func encode(_ result: LayoutResult, shape: TreeShape) -> [UInt8] {
        encode(result, shape: shape) { _, _ in }
    }

    /// The packed bytes of `result`'s nodes; `shape` supplies the texts single lines may match.
    /// `visit` sees each node as it is packed, and what a run compares of it.
    static func encode(
        _ result: LayoutResult, shape: TreeShape, visiting visit: (_ node: borrowing ResultNode, _ place: Place) -> Void
    ) -> [UInt8] {
        // Nodes are read in place (no copy of a node's strings to retain and release). The
        // packer does not retain its buffer: it is kept alive here.
        let buffer = PackingBuffer()
        return withExtendedLifetime(buffer) {
            result.nodes.withUnsafeBufferPointer { nodes in
                // The shape's texts compared where they are (not a node copied out of the buffer, its
                // strings retained and released).
                shape.nodes.withUnsafeBufferPointer { shapeNodes in
                    var packer = NodePacker(nodeCount: nodes.count, into: buffer)
                    for index in nodes.indices {
                        let node = nodes.baseAddress! + index
                        let place = packer.pack(PackedNode(node.pointee.resultNode), text: node.pointee.resultNode.text) { line in
                            index < shapeNodes.count && line == (shapeNodes.baseAddress! + index).pointee.text
                        }
                        visit(node.pointee.resultNode, place)
                    }
                    return packer.bytes()
                }
            }
        }
    }

    /// What sees each node of a session's result as it is packed: its record, its text lines
    /// (a shown text node's, else nil), and what a run compares of it.
    typealias NodeVisitor = (_ node: borrowing ResultNodeRecord, _ text: TextLines?, _ place: Place) -> Void

    /// The packed bytes of the last layout of `session`, read straight off its buffers as
    /// records (no `LayoutResult`, no `ResultNode` rebuilt per node), packed in `buffer`; the
    /// texts single lines may match are the session's own (the tree's shape is not needed).
    /// `visit` sees each node as it is packed. The same bytes as `encode(session.layout(…), shape:)`
    /// with the tree's shape.
    static func encode(_ session: LayoutSession, into buffer: PackingBuffer, visiting visit: NodeVisitor) -> [UInt8] {
        var bytes: [UInt8] = []
        encode(session, into: buffer, visiting: visit) { bytes = Array($0) }
        return bytes
    }

    /// Hands `finish` the packed bytes of the last layout of `session` where they were packed
    /// (in `buffer`, valid during the call): the same bytes as above, kept where the caller
    /// keeps them (a tree's results, end to end) instead of in an array each.
    static func encode(
        _ session: LayoutSession, into buffer: PackingBuffer, visiting visit: NodeVisitor,
        finish: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        withoutActuallyEscaping(visit) { visit in
            var visitor = VisitorCalling(visit: visit)
            encode(session, into: buffer, visiting: &visitor, finish: finish)
        }
    }

    /// `encode(_:into:visiting:finish:)` with a visitor of a type: packing is specialized for
    /// it and its visit inlined into the walk over the nodes, so that packing and visiting a
    /// node is one stretch of code (no call per node, the place in registers).
    static func encode<Visitor: NodeVisiting & ~Copyable>(
        _ session: LayoutSession, into buffer: PackingBuffer, visiting visitor: inout Visitor,
        finish: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        // The records read off the session in one call, then walked here: the packer and the
        // visitor stay this loop's locals (no closure called a node, its state reloaded).
        let nodeCount = session.resultNodeCount
        let records = buffer.records(nodeCount: nodeCount)
        session.writeResultNodeRecords(over: records)
        var packer = NodePacker(nodeCount: nodeCount, into: buffer)
        for index in 0..<nodeCount {
            let record = records + index
            // A node without text (most) packed and visited without lines to hold.
            guard record.pointee.flags.contains(.hasText) else {
                let place = packer.pack(PackedNode(record.pointee, hasText: false), text: nil) { _ in false }
                visitor.visit(record.pointee, text: nil, place: place)
                continue
            }
            let text: TextLines? = session.resultText(ofNode: index)
            // The shape's text of a node is the string the session's tree shows there.
            let place = packer.pack(PackedNode(record.pointee, hasText: true), text: text) { session.resultNode(index, showsExactly: $0) }
            visitor.visit(record.pointee, text: text, place: place)
        }
        packer.withBytes(finish)
    }

    /// The result whose nodes `bytes` packs, with `shape`'s paths, ids and types.
    public static func decode(
        _ bytes: [UInt8], shape: TreeShape, proposal: ProposedSize, size: Size
    ) throws(PackedFramesError) -> LayoutResult {
        let nodes = try ByteReader.read(bytes) { (reader) throws(PackedFramesError) -> [NodeLayout] in
            try readCount(shape.nodes.count, from: &reader)
            var nodes: [NodeLayout] = []
            nodes.reserveCapacity(shape.nodes.count)
            for index in shape.nodes.indices {
                nodes.append(try decodeNode(index, of: shape, from: &reader))
            }
            try readEnd(of: &reader)
            return nodes
        }
        return LayoutResult(proposal: proposal, size: size, nodes: nodes)
    }

    /// Each node's place (shown, frame, outer frame) of the `nodeCount` nodes `bytes` packs,
    /// the rest of each node skipped: what a run compares, without paths or texts.
    static func places(_ bytes: [UInt8], nodeCount: Int) throws(PackedFramesError) -> [NodePlace] {
        try ByteReader.read(bytes) { (reader) throws(PackedFramesError) -> [NodePlace] in
            try readCount(nodeCount, from: &reader)
            var places: [NodePlace] = []
            places.reserveCapacity(nodeCount)
            for _ in 0..<nodeCount {
                let flags = Flags(rawValue: try reader.byte())
                places.append(try place(flags, from: &reader))
                try skipRest(flags, of: &reader)
            }
            try readEnd(of: &reader)
            return places
        }
    }

    /// Reads the node count, which must be `nodeCount`.
    static func readCount(_ nodeCount: Int, from reader: inout ByteReader) throws(PackedFramesError) {
        let count = try reader.int()
        guard count == nodeCount else { throw .nodeCountMismatch(stored: count, shape: nodeCount) }
    }

    /// Checks the bytes end with the last node.
    static func readEnd(of reader: inout ByteReader) throws(PackedFramesError) {
        guard reader.isAtEnd else { throw .malformed(at: reader.count, reason: "bytes after the last node") }
    }

    /// The place of a node with `flags`: its frame and outer frame, read.
    @inline(__always)
    static func place(_ flags: Flags, from reader: inout ByteReader) throws(PackedFramesError) -> NodePlace {
        let frame = flags.contains(.hasFrame) ? try reader.rect() : nil
        let outer = flags.contains(.outerIsFrame) ? frame : flags.contains(.hasOuter) ? try reader.rect() : nil
        return NodePlace(shown: flags.contains(.shown), frame: frame, outer: outer)
    }

    /// Moves past what follows a node's place: its drawn frame, text and extras.
    @inline(__always)
    static func skipRest(_ flags: Flags, of reader: inout ByteReader) throws(PackedFramesError) {
        // Most nodes have none of them: no call then.
        guard !flags.isDisjoint(with: .rest) else { return }
        // A text node showing its shape's text on one line (most texts): its text byte alone,
        // skipped without a call.
        if flags.intersection(.rest) == .hasText, reader.skipByte(having: PackedFrames.shapeTextBit) { return }
        try skipPresentRest(flags, of: &reader)
    }

    /// `skipRest` for a node with something after its place.
    private static func skipPresentRest(_ flags: Flags, of reader: inout ByteReader) throws(PackedFramesError) {
        if flags.contains(.hasDrawn) { try reader.skipRect() }
        if flags.contains(.hasText), try reader.byte() & shapeTextBit == 0 {
            for _ in 0..<(try reader.int()) { try reader.skipString() }
        }
        if flags.contains(.hasExtras) {
            let extras = try reader.byte()
            if extras & 1 != 0 { _ = try reader.int() }
            if extras & 2 != 0 { _ = try reader.int() }
        }
    }

    /// Node `index` of `shape`, its fields read from the shape in place (no copy of the node).
    private static func decodeNode(
        _ index: Int, of shape: TreeShape, from reader: inout ByteReader
    ) throws(PackedFramesError) -> NodeLayout {
        let flags = Flags(rawValue: try reader.byte())
        let place = try place(flags, from: &reader)
        let drawn = flags.contains(.hasDrawn) ? try reader.rect() : nil
        var text: TextLines?
        if flags.contains(.hasText) {
            let textFlags = try reader.byte()
            var lines: [String] = []
            if textFlags & shapeTextBit != 0 {
                guard let shapeText = shape.nodes[index].text else {
                    throw .malformed(at: 0, reason: "node \(shape.nodes[index].path) refers to a text its shape lacks")
                }
                lines = [shapeText]
            } else {
                let lineCount = try reader.int()
                for _ in 0..<lineCount { lines.append(try reader.string()) }
            }
            text = TextLines(lines: lines, truncated: textFlags & 1 != 0)
        }
        var rows: Int?
        var chosenChild: Int?
        if flags.contains(.hasExtras) {
            let extras = try reader.byte()
            if extras & 1 != 0 { rows = try reader.int() }
            if extras & 2 != 0 { chosenChild = try reader.int() }
        }
        return NodeLayout(
            path: shape.nodes[index].path, id: shape.nodes[index].id, type: shape.nodes[index].type, frame: place.frame,
            outer: place.outer, drawn: drawn, shown: flags.contains(.shown), hidden: flags.contains(.hidden), text: text,
            rows: rows, chosenChild: chosenChild
        )
    }
}

extension Rect {
    /// Whether this outer frame is `frame`, for the "outer is the frame" shortcut: equal bit for
    /// bit (so `-0.0` and `0.0` differ) and equal as values (so a NaN never is). Compared as bits
    /// first, in integers (one test for the four coordinates).
    @inline(__always)
    func isFrame(_ frame: Rect?) -> Bool {
        guard let frame else { return false }
        let bitsDiffer = (origin.x.bitPattern ^ frame.origin.x.bitPattern) | (origin.y.bitPattern ^ frame.origin.y.bitPattern)
            | (size.width.bitPattern ^ frame.size.width.bitPattern) | (size.height.bitPattern ^ frame.size.height.bitPattern)
        // Equal bits are equal values but for NaN, which is the one value unequal to itself.
        return bitsDiffer == 0 && !origin.x.isNaN && !origin.y.isNaN && !size.width.isNaN && !size.height.isNaN
    }
}
