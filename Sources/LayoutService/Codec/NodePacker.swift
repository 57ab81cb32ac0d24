import LayoutEngine

extension PackedFrames {
    /// Packs the nodes of one result, handed one by one in order, into a `PackingBuffer`:
    /// the node count first, then each node as the format lays it out (see ``PackedFrames``),
    /// its frame and outer frame through the buffer's memos. A value the caller keeps in a
    /// local while it walks the nodes, so that packing a node is code inlined into the walk:
    /// no call through a closure per node, and the node's fields handed in registers, not
    /// copied into a value on the stack first.
    struct NodePacker: ~Copyable {
        private var writer: ByteWriter
        /// Not retained: the caller keeps the buffer alive while it packs (a retain and a
        /// release per result saved, and none per node).
        private let buffer: Unmanaged<PackingBuffer>
        private let nodeCount: Int
        /// Two memos a node (frame, outer frame), from `buffer`.
        private let memos: UnsafeMutablePointer<PackedRectMemo>
        private var index = 0

        /// A packer of `nodeCount` nodes into `buffer` (from its start): the node count written.
        /// The caller keeps `buffer` alive as long as the packer (it is not retained).
        init(nodeCount: Int, into buffer: borrowing PackingBuffer) {
            self.buffer = Unmanaged.passUnretained(copy buffer)
            self.nodeCount = nodeCount
            writer = buffer.writer()
            memos = buffer.memos(nodeCount: nodeCount)
            buffer.reserve(ByteWriter.maximumVarintSize, in: &writer)
            writer.varint(UInt64(nodeCount))
        }

        /// Packs the next node, `text` its lines, `isShapeLine` telling whether a single line is
        /// the text the tree's shape gives the node (asked only then: it compares strings);
        /// returns its place.
        @inline(__always)
        mutating func pack(_ node: borrowing PackedNode, text: borrowing TextLines?, isShapeLine: (String) -> Bool) -> Place {
            precondition(index < nodeCount, "no more nodes than counted")
            buffer._withUnsafeGuaranteedRef { $0.reserve(Self.maximumSize(text: text), in: &writer) }
            // Below `nodeCount` (checked above): no overflow check.
            let memos = self.memos + 2 &* index
            index &+= 1
            let flags = node.flags
            writer.byte(flags.rawValue)
            var place = Place(flags: flags, frame: .none, outer: .none)
            if flags.contains(.hasFrame) { place.frame = writer.rect(node.frame, memo: memos) }
            if flags.contains(.hasOuter) {
                place.outer = writer.rect(node.outer, memo: memos + 1)
            } else if flags.contains(.outerIsFrame) {
                place.outer = place.frame
            }
            if flags.contains(.hasDrawn) { writer.rect(node.drawn) }
            if let text = copy text {
                // The line compared where it is (not copied out, retained and released).
                Self.encodeText(text, isShapeText: text.lines.count == 1 && isShapeLine(text.lines[0]), into: &writer)
            }
            if flags.contains(.hasExtras) {
                let rows = node.rows, chosen = node.chosenChild
                writer.byte((rows != nil ? 1 : 0) | (chosen != nil ? 2 : 0))
                // Negatives as zero (compared, not `max`: a call where the walk grows too large to inline it).
                if let rows { writer.varint(UInt64(rows < 0 ? 0 : rows)) }
                if let chosen { writer.varint(UInt64(chosen < 0 ? 0 : chosen)) }
            }
            return place
        }

        /// The packed bytes, once every node was packed, copied out at their size.
        consuming func bytes() -> [UInt8] {
            precondition(index == nodeCount, "every node packed")
            return writer.copied()
        }

        /// `body` of the packed bytes, once every node is packed, where they were packed (valid
        /// during the call): kept where the caller keeps them, without an array of their own.
        consuming func withBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            precondition(index == nodeCount, "every node packed")
            body(writer.written)
        }

        /// The most bytes the packed form of a node with `text` takes: its flags, three
        /// rectangles, its text and its extras at their largest.
        @inline(__always)
        private static func maximumSize(text: borrowing TextLines?) -> Int {
            var size = 1 + 3 * ByteWriter.maximumRectSize + 1 + 2 * ByteWriter.maximumVarintSize
            if let text = copy text {
                size += 1 + ByteWriter.maximumVarintSize
                for line in text.lines { size += ByteWriter.maximumSize(of: line) }
            }
            return size
        }

        /// A text node's lines: a byte (bit 0 truncated, bit 1 "one line equal to the shape's
        /// text"), then unless bit 1 the count and the lines.
        private static func encodeText(_ text: TextLines, isShapeText: Bool, into writer: inout ByteWriter) {
            writer.byte((text.truncated ? 1 : 0) | (isShapeText ? 2 : 0))
            if !isShapeText {
                writer.varint(UInt64(text.lines.count))
                for line in text.lines { writer.string(line) }
            }
        }
    }

    /// A node as the format packs it but for its text lines: its flags (`hasExtras` and
    /// `hasText` included), and the fields they say are there (`frame`, `outer`, `drawn`
    /// meaningful only under their flag). Plain data: the lines are handed beside it, so that
    /// handing it on copies no reference.
    struct PackedNode {
        var flags: Flags
        var frame: Rect
        var outer: Rect
        var drawn: Rect
        var rows: Int?
        var chosenChild: Int?

        private static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

        /// `node`'s fields, each present when it is not nil.
        @inline(__always)
        init(_ node: borrowing ResultNode) {
            flags = []
            if node.shown { flags.insert(.shown) }
            if node.hidden { flags.insert(.hidden) }
            frame = node.frame ?? Self.zero
            if node.frame != nil { flags.insert(.hasFrame) }
            outer = node.outer ?? Self.zero
            if let outer = node.outer { flags.insert(outer.isFrame(node.frame) ? .outerIsFrame : .hasOuter) }
            drawn = node.drawn ?? Self.zero
            if node.drawn != nil { flags.insert(.hasDrawn) }
            if node.text != nil { flags.insert(.hasText) }
            rows = node.rows
            chosenChild = node.chosenChild
            if rows != nil || chosenChild != nil { flags.insert(.hasExtras) }
        }

        /// `record`'s fields, `hasText` whether its lines are handed (it says `hasText`): what
        /// `init(record.resultNode(text: …))` gives. A shown node has both frames, and the
        /// record tells whether the outer one is the frame as `Rect.isFrame` does.
        @inline(__always)
        init(_ record: borrowing ResultNodeRecord, hasText: Bool) {
            let shown = record.flags.contains(.shown)
            flags = shown ? .shownWithFrame : Flags(rawValue: 0)
            if record.flags.contains(.hidden) { flags.insert(.hidden) }
            if shown { flags.insert(record.flags.contains(.outerIsFrame) ? .outerIsFrame : .hasOuter) }
            frame = record.frame
            outer = record.outer
            drawn = record.drawn
            if record.flags.contains(.hasDrawn) { flags.insert(.hasDrawn) }
            if hasText { flags.insert(.hasText) }
            rows = record.flags.contains(.hasRows) ? Int(record.rows) : nil
            chosenChild = record.flags.contains(.hasChosenChild) ? Int(record.chosenChild) : nil
            if rows != nil || chosenChild != nil { flags.insert(.hasExtras) }
        }
    }
}
