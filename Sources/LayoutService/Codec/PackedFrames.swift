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
    }

    /// The packed bytes of `result`'s nodes; `shape` supplies the texts single lines may match.
    public static func encode(_ result: LayoutResult, shape: TreeShape) -> [UInt8] {
        // Nodes are read in place (no copy of a node's strings to retain and release).
        result.nodes.withUnsafeBufferPointer { nodes in
            shape.nodes.withUnsafeBufferPointer { shapeNodes in
                ByteWriter.bytes(maximumCount: maximumSize(of: nodes)) { writer in
                    writer.varint(UInt64(nodes.count))
                    for index in nodes.indices {
                        encode(nodes.baseAddress! + index, shapeNode: index < shapeNodes.count ? shapeNodes.baseAddress! + index : nil, into: &writer)
                    }
                }
            }
        }
    }

    /// The most bytes the packed form of `nodes` takes: the count, then per node its flags,
    /// three rectangles, its text and its extras at their largest.
    private static func maximumSize(of nodes: UnsafeBufferPointer<NodeLayout>) -> Int {
        let perNode = 1 + 3 * ByteWriter.maximumRectSize + 1 + 2 * ByteWriter.maximumVarintSize
        var size = ByteWriter.maximumVarintSize + nodes.count * perNode
        for node in nodes {
            guard let text = node.text else { continue }
            size += 1 + ByteWriter.maximumVarintSize
            for line in text.lines { size += ByteWriter.maximumSize(of: line) }
        }
        return size
    }

    private static func encode(_ node: UnsafePointer<NodeLayout>, shapeNode: UnsafePointer<TreeShape.Node>?, into writer: inout ByteWriter) {
        var flags: Flags = []
        if node.pointee.shown { flags.insert(.shown) }
        if node.pointee.hidden { flags.insert(.hidden) }
        let frame = node.pointee.frame
        if frame != nil { flags.insert(.hasFrame) }
        let outer = node.pointee.outer
        if let outer {
            flags.insert(outer == frame && outer.bitwiseEqual(frame) ? .outerIsFrame : .hasOuter)
        }
        let drawn = node.pointee.drawn
        if drawn != nil { flags.insert(.hasDrawn) }
        if node.pointee.text != nil { flags.insert(.hasText) }
        if node.pointee.rows != nil || node.pointee.chosenChild != nil { flags.insert(.hasExtras) }
        writer.byte(flags.rawValue)
        if let frame { writer.rect(frame) }
        if flags.contains(.hasOuter), let outer { writer.rect(outer) }
        if let drawn { writer.rect(drawn) }
        if flags.contains(.hasText) {
            encodeText(node.pointee.text!, shapeText: shapeNode?.pointee.text, into: &writer)
        }
        if flags.contains(.hasExtras) {
            let rows = node.pointee.rows, chosen = node.pointee.chosenChild
            writer.byte((rows != nil ? 1 : 0) | (chosen != nil ? 2 : 0))
            if let rows { writer.varint(UInt64(max(rows, 0))) }
            if let chosen { writer.varint(UInt64(max(chosen, 0))) }
        }
    }

    /// A text node's lines: a byte (bit 0 truncated, bit 1 "one line equal to the shape's
    /// text"), then unless bit 1 the count and the lines.
    private static func encodeText(_ text: TextLines, shapeText: String?, into writer: inout ByteWriter) {
        let isShapeText = text.lines.count == 1 && text.lines[0] == shapeText
        writer.byte((text.truncated ? 1 : 0) | (isShapeText ? 2 : 0))
        if !isShapeText {
            writer.varint(UInt64(text.lines.count))
            for line in text.lines { writer.string(line) }
        }
    }

    /// The result whose nodes `bytes` packs, with `shape`'s paths, ids and types.
    public static func decode(
        _ bytes: [UInt8], shape: TreeShape, proposal: ProposedSize, size: Size
    ) throws(PackedFramesError) -> LayoutResult {
        var reader = ByteReader(bytes)
        let count = try reader.int()
        guard count == shape.nodes.count else {
            throw .nodeCountMismatch(stored: count, shape: shape.nodes.count)
        }
        var nodes: [NodeLayout] = []
        nodes.reserveCapacity(count)
        for index in shape.nodes.indices {
            nodes.append(try decodeNode(index, of: shape, from: &reader))
        }
        guard reader.isAtEnd else { throw .malformed(at: bytes.count, reason: "bytes after the last node") }
        return LayoutResult(proposal: proposal, size: size, nodes: nodes)
    }

    /// Each node's place (shown, frame, outer frame) of the `nodeCount` nodes `bytes` packs,
    /// the rest of each node skipped: what a run compares, without paths or texts.
    static func places(_ bytes: [UInt8], nodeCount: Int) throws(PackedFramesError) -> [NodePlace] {
        var reader = ByteReader(bytes)
        let count = try reader.int()
        guard count == nodeCount else { throw .nodeCountMismatch(stored: count, shape: nodeCount) }
        var places: [NodePlace] = []
        places.reserveCapacity(count)
        for _ in 0..<count {
            let flags = Flags(rawValue: try reader.byte())
            let frame = flags.contains(.hasFrame) ? try reader.rect() : nil
            let outer = flags.contains(.outerIsFrame) ? frame : flags.contains(.hasOuter) ? try reader.rect() : nil
            if flags.contains(.hasDrawn) { _ = try reader.rect() }
            if flags.contains(.hasText), try reader.byte() & 2 == 0 {
                for _ in 0..<(try reader.int()) { try reader.skipString() }
            }
            if flags.contains(.hasExtras) {
                let extras = try reader.byte()
                if extras & 1 != 0 { _ = try reader.int() }
                if extras & 2 != 0 { _ = try reader.int() }
            }
            places.append(NodePlace(shown: flags.contains(.shown), frame: frame, outer: outer))
        }
        guard reader.isAtEnd else { throw .malformed(at: bytes.count, reason: "bytes after the last node") }
        return places
    }

    /// Node `index` of `shape`, its fields read from the shape in place (no copy of the node).
    private static func decodeNode(
        _ index: Int, of shape: TreeShape, from reader: inout ByteReader
    ) throws(PackedFramesError) -> NodeLayout {
        let flags = Flags(rawValue: try reader.byte())
        let frame = flags.contains(.hasFrame) ? try reader.rect() : nil
        let outer = flags.contains(.outerIsFrame) ? frame : flags.contains(.hasOuter) ? try reader.rect() : nil
        let drawn = flags.contains(.hasDrawn) ? try reader.rect() : nil
        var text: TextLines?
        if flags.contains(.hasText) {
            let textFlags = try reader.byte()
            var lines: [String] = []
            if textFlags & 2 != 0 {
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
            path: shape.nodes[index].path, id: shape.nodes[index].id, type: shape.nodes[index].type, frame: frame,
            outer: outer, drawn: drawn, shown: flags.contains(.shown), hidden: flags.contains(.hidden), text: text,
            rows: rows, chosenChild: chosenChild
        )
    }
}

extension Rect {
    /// Equal bit for bit (so `-0.0` and `0.0` differ), for the "outer is the frame" shortcut.
    func bitwiseEqual(_ other: Rect?) -> Bool {
        guard let other else { return false }
        return origin.x.bitPattern == other.origin.x.bitPattern && origin.y.bitPattern == other.origin.y.bitPattern
            && size.width.bitPattern == other.size.width.bitPattern
            && size.height.bitPattern == other.size.height.bitPattern
    }
}
