/// Writes the canonical JSON of a view tree (what its tree hash is taken of) straight from the
/// tree, every object's members already in key order: no member records, no sorting, no bytes
/// moved. The keys of the view-tree JSON are known here, so each object's members are written
/// in their canonical order (`docs/view-tree.md` §4: sorted by their keys' UTF-8 bytes).
///
/// It writes exactly the bytes of `ViewTreeEncoder.write(_:to:)` through a
/// ``CanonicalJSONOutput`` — the same fields and defaults, in canonical rather than readable
/// order — which the tests check for every fixture, seed and generated tree. A change to the
/// view-tree JSON changes both.
///
/// Sorted, the keys a node object can have are: `alignment`, `axes`, `child`, `children`,
/// `columns`, `cornerRadius`, `font`, `height`, `horizontalSpacing`, `id`, `lineLimit`,
/// `minLength`, `modifiers`, `resizable`, `rows`, `spacing`, `text`, `type`,
/// `verticalSpacing`, `width`.
struct CanonicalTreeWriter: ~Copyable {
    /// The canonical bytes written so far.
    private(set) var bytes: JSONByteBuffer
    /// Whether the next key or array element follows another (so needs a comma).
    private var followsValue = false
    /// The storage of the last non-empty modifier list written and where its bytes are: a node
    /// whose list has the same storage (templates share one list among many nodes, as a chip
    /// set's chips do) has the same modifiers, so their bytes are copied, not written again.
    /// (The tree is borrowed while it is written, so no storage is freed and reused meanwhile.)
    private var lastModifiers: (storage: UnsafeRawPointer, bytes: Range<Int>)?

    /// A writer with room for `capacity` bytes before its buffer grows.
    init(capacity: Int) {
        bytes = JSONByteBuffer(capacity: capacity)
    }

    // MARK: Nodes

    /// One node: its members in canonical order (see the list above).
    mutating func write(_ node: ViewNode) {
        withUnsafePointer(to: node) { write($0) }
    }

    /// One node, read in place (passed as a value, a node read out of an array is copied:
    /// its strings and arrays retained and released).
    private mutating func write(_ node: UnsafePointer<ViewNode>) {
        beginObject()
        let kind = node.pointee.kind
        switch kind {
        case .text(let text, let font, let lineLimit):
            if font != .body {
                key("font")
                write(font)
            }
            writeID(of: node)
            if let lineLimit { member("lineLimit", Double(lineLimit)) }
            writeModifiers(of: node)
            member("text", text)
            writeType(kind)
        case .image(let width, let height, let resizable):
            member("height", height)
            writeID(of: node)
            writeModifiers(of: node)
            if resizable { member("resizable", true) }
            writeType(kind)
            member("width", width)
        case .shape(let shape):
            if case .roundedRectangle(let cornerRadius) = shape { member("cornerRadius", cornerRadius) }
            writeIDModifiersAndType(of: node)
        case .spacer(let minLength):
            writeID(of: node)
            if let minLength { member("minLength", minLength) }
            writeModifiers(of: node)
            writeType(kind)
        case .divider:
            writeIDModifiersAndType(of: node)
        case .hstack(let spacing, let alignment), .lazyHStack(let spacing, let alignment):
            writeStack(node, spacing: spacing, alignment: alignment == .center ? nil : alignment.rawValue)
        case .vstack(let spacing, let alignment), .lazyVStack(let spacing, let alignment):
            writeStack(node, spacing: spacing, alignment: alignment == .center ? nil : alignment.rawValue)
        case .zstack(let alignment):
            writeAlignmentMember(alignment)
            writeChildren(of: node)
            writeIDModifiersAndType(of: node)
        case .viewThatFits(let horizontal, let vertical):
            if !(horizontal && vertical) {
                key("axes")
                writeAxes(horizontal: horizontal, vertical: vertical)
            }
            writeChildren(of: node)
            writeIDModifiersAndType(of: node)
        case .flow(let horizontalSpacing, let verticalSpacing):
            writeChildren(of: node)
            writeID(of: node)
            writeModifiers(of: node)
            if horizontalSpacing != 10 || verticalSpacing != 10 {
                key("spacing")
                beginArray()
                number(horizontalSpacing)
                number(verticalSpacing)
                endArray()
            }
            writeType(kind)
        case .guideFlow(let horizontalSpacing, let verticalSpacing):
            writeChildren(of: node)
            if horizontalSpacing != 4 { member("horizontalSpacing", horizontalSpacing) }
            writeIDModifiersAndType(of: node)
            if verticalSpacing != 4 { member("verticalSpacing", verticalSpacing) }
        case .equalWidthHStack, .equalWidthVStack, .radial, .gridRow(nil):
            writeChildren(of: node)
            writeIDModifiersAndType(of: node)
        case .gridRow(let alignment?):
            member("alignment", alignment.rawValue)
            writeChildren(of: node)
            writeIDModifiersAndType(of: node)
        case .geometryReader:
            writeChild(of: node)
            writeIDModifiersAndType(of: node)
        case .scrollView(let horizontal, let vertical):
            if horizontal || !vertical {
                key("axes")
                writeAxes(horizontal: horizontal, vertical: vertical)
            }
            writeChild(of: node)
            writeIDModifiersAndType(of: node)
        case .lazyVGrid(let columns, let spacing, let alignment):
            if alignment != .center { member("alignment", alignment.rawValue) }
            writeChildren(of: node)
            key("columns")
            write(columns)
            writeID(of: node)
            writeModifiers(of: node)
            if let spacing { member("spacing", spacing) }
            writeType(kind)
        case .lazyHGrid(let rows, let spacing, let alignment):
            if alignment != .center { member("alignment", alignment.rawValue) }
            writeChildren(of: node)
            writeID(of: node)
            writeModifiers(of: node)
            key("rows")
            write(rows)
            if let spacing { member("spacing", spacing) }
            writeType(kind)
        case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
            writeAlignmentMember(alignment)
            writeChildren(of: node)
            writeLengthMember("horizontalSpacing", horizontalSpacing)
            writeIDModifiersAndType(of: node)
            writeLengthMember("verticalSpacing", verticalSpacing)
        }
        endObject()
    }

    /// A stack's members: `alignment`, `children`, `id`, `modifiers`, `spacing`, `type`.
    private mutating func writeStack(_ node: UnsafePointer<ViewNode>, spacing: Double?, alignment: String?) {
        if let alignment { member("alignment", alignment) }
        writeChildren(of: node)
        writeID(of: node)
        writeModifiers(of: node)
        if let spacing { member("spacing", spacing) }
        writeType(node.pointee.kind)
    }

    /// `children`, always written for containers, even empty.
    private mutating func writeChildren(of node: UnsafePointer<ViewNode>) {
        key("children")
        beginArray()
        // Through the storage, so each child is written in place (an iterator or a subscript
        // of the array would copy it out).
        node.pointee.children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return }
            for index in children.indices { write(first + index) }
        }
        endArray()
    }

    /// `child`: the only child of a single-child container, when it has one.
    private mutating func writeChild(of node: UnsafePointer<ViewNode>) {
        guard !node.pointee.children.isEmpty else { return }
        key("child")
        node.pointee.children.withUnsafeBufferPointer { write($0.baseAddress!) }
    }

    private mutating func writeID(of node: UnsafePointer<ViewNode>) {
        if let id = node.pointee.id { member("id", id) }
    }

    private mutating func writeModifiers(of node: UnsafePointer<ViewNode>) {
        guard !node.pointee.modifiers.isEmpty else { return }
        key("modifiers")
        let storage = node.pointee.modifiers.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!) }
        if let lastModifiers, lastModifiers.storage == storage {
            bytes.appendCopy(of: lastModifiers.bytes)
            followsValue = true
            return
        }
        let start = bytes.count
        beginArray()
        node.pointee.modifiers.withUnsafeBufferPointer { modifiers in
            for index in modifiers.indices { write(modifiers[index]) }
        }
        endArray()
        lastModifiers = (storage, start..<bytes.count)
    }

    private mutating func writeType(_ kind: ViewKind) {
        member("type", kind.typeName)
    }

    /// `id`, `modifiers` and `type`, adjacent for kinds with no field sorting between them.
    private mutating func writeIDModifiersAndType(of node: UnsafePointer<ViewNode>) {
        writeID(of: node)
        writeModifiers(of: node)
        writeType(node.pointee.kind)
    }

    // MARK: Values

    private mutating func write(_ font: Font) {
        switch font {
        case .style(let style): string(style.rawValue)
        case .size(let size):
            beginObject()
            member("size", size)
            endObject()
        }
    }

    private mutating func write(_ alignment: Alignment) {
        guard let name = alignment.name else {
            preconditionFailure("a 2-D alignment with a text baseline has no view-tree JSON name")
        }
        string(name)
    }

    private mutating func writeAxes(horizontal: Bool, vertical: Bool) {
        beginArray()
        if horizontal { string("horizontal") }
        if vertical { string("vertical") }
        endArray()
    }

    /// Grid items: `alignment`, `size`, `spacing`.
    private mutating func write(_ items: [GridItem]) {
        beginArray()
        for item in items {
            beginObject()
            if let alignment = item.alignment {
                key("alignment")
                write(alignment)
            }
            key("size")
            beginObject()
            switch item.size {
            case .fixed(let length):
                member("fixed", length)
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                if case .flexible = item.size { key("flexible") } else { key("adaptive") }
                beginObject()
                writeLengthMember("maximum", maximum)
                writeLengthMember("minimum", minimum)
                endObject()
            }
            endObject()
            if let spacing = item.spacing { member("spacing", spacing) }
            endObject()
        }
        endArray()
    }

    // MARK: Modifiers

    /// One modifier as its one-key object, the value's members in canonical order.
    private mutating func write(_ modifier: Modifier) {
        beginObject()
        switch modifier {
        case .padding(let insets):
            key("padding")
            write(insets)
        case .frame(let frame):
            key("frame")
            beginObject()
            writeAlignmentMember(frame.alignment)
            writeLengthMember("height", frame.height)
            writeLengthMember("width", frame.width)
            endObject()
        case .flexibleFrame(let frame):
            key("frame")
            beginObject()
            writeAlignmentMember(frame.alignment)
            writeLengthMember("idealHeight", frame.idealHeight)
            writeLengthMember("idealWidth", frame.idealWidth)
            writeLengthMember("maxHeight", frame.maxHeight)
            writeLengthMember("maxWidth", frame.maxWidth)
            writeLengthMember("minHeight", frame.minHeight)
            writeLengthMember("minWidth", frame.minWidth)
            endObject()
        case .fixedSize(let horizontal, let vertical):
            key("fixedSize")
            if horizontal && vertical {
                bool(true)
            } else {
                beginObject()
                member("horizontal", horizontal)
                member("vertical", vertical)
                endObject()
            }
        case .layoutPriority(let priority):
            member("layoutPriority", priority)
        case .offset(let x, let y):
            key("offset")
            writePoint(x: x, y: y)
        case .position(let x, let y):
            key("position")
            writePoint(x: x, y: y)
        case .overlay(let alignment, let content):
            key("overlay")
            writeContent(content, alignment: alignment, preferenceKey: nil)
        case .background(let alignment, let content):
            key("background")
            writeContent(content, alignment: alignment, preferenceKey: nil)
        case .aspectRatio(let ratio, let contentMode):
            key("aspectRatio")
            beginObject()
            member("contentMode", contentMode.rawValue)
            key("ratio")
            if let ratio { number(ratio) } else { null() }
            endObject()
        case .alignmentGuide(let guide, let value):
            key("alignmentGuide")
            beginObject()
            member("guide", guide.rawValue)
            member("value", value)
            endObject()
        case .rank(let rank):
            member("rank", Double(rank))
        case .hidden:
            member("hidden", true)
        case .gridCellColumns(let span):
            member("gridCellColumns", Double(span))
        case .gridColumnAlignment(let alignment):
            member("gridColumnAlignment", alignment.rawValue)
        case .gridCellAnchor(let alignment):
            key("gridCellAnchor")
            write(alignment)
        case .gridCellUnsizedAxes(let horizontal, let vertical):
            key("gridCellUnsizedAxes")
            writeAxes(horizontal: horizontal, vertical: vertical)
        case .anchorPreference(let preferenceKey):
            key("anchorPreference")
            beginObject()
            member("key", preferenceKey)
            endObject()
        case .overlayPreferenceValue(let preferenceKey, let alignment, let content):
            key("overlayPreferenceValue")
            writeContent(content, alignment: alignment, preferenceKey: preferenceKey)
        case .backgroundPreferenceValue(let preferenceKey, let alignment, let content):
            key("backgroundPreferenceValue")
            writeContent(content, alignment: alignment, preferenceKey: preferenceKey)
        case .matchedGeometryEffect(let matched):
            key("matchedGeometryEffect")
            beginObject()
            if matched.anchor != .center {
                key("anchor")
                write(matched.anchor)
            }
            member("id", matched.id)
            if !matched.isSource { member("isSource", false) }
            if matched.namespace != "default" { member("namespace", matched.namespace) }
            if matched.properties != .frame { member("properties", matched.properties.rawValue) }
            endObject()
        }
        endObject()
    }

    /// Padding as one number when all edges agree, else the non-zero edges, paired as
    /// `horizontal`/`vertical` where both sides agree: `bottom`, `horizontal`, `leading`,
    /// `top`, `trailing`, `vertical`.
    private mutating func write(_ insets: EdgeInsets) {
        if insets.top == insets.leading, insets.top == insets.bottom, insets.top == insets.trailing {
            number(insets.top)
            return
        }
        let vertical = insets.top == insets.bottom, horizontal = insets.leading == insets.trailing
        beginObject()
        if !vertical, insets.bottom != 0 { member("bottom", insets.bottom) }
        if horizontal, insets.leading != 0 { member("horizontal", insets.leading) }
        if !horizontal, insets.leading != 0 { member("leading", insets.leading) }
        if !vertical, insets.top != 0 { member("top", insets.top) }
        if !horizontal, insets.trailing != 0 { member("trailing", insets.trailing) }
        if vertical, insets.top != 0 { member("vertical", insets.top) }
        endObject()
    }

    /// An overlay's or background's value: `alignment`, `content`, and `key` for preference values.
    private mutating func writeContent(_ content: ViewNode, alignment: Alignment, preferenceKey: String?) {
        beginObject()
        writeAlignmentMember(alignment)
        key("content")
        write(content)
        if let preferenceKey { member("key", preferenceKey) }
        endObject()
    }

    private mutating func writePoint(x: Double, y: Double) {
        beginObject()
        member("x", x)
        member("y", y)
        endObject()
    }

    /// A member for a non-nil length; an infinite length (max fields only) as `"infinity"`.
    private mutating func writeLengthMember(_ name: StaticString, _ length: Double?) {
        guard let length else { return }
        if length.isInfinite { member(name, "infinity") } else { member(name, length) }
    }

    private mutating func writeAlignmentMember(_ alignment: Alignment) {
        guard alignment != .center else { return }
        key("alignment")
        write(alignment)
    }

    // MARK: Tokens

    private mutating func member(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }

    private mutating func member(_ name: StaticString, _ value: Double) {
        key(name)
        number(value)
    }

    private mutating func member(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// A key known to need no escapes, so written as it is.
    private mutating func key(_ name: StaticString) {
        bytes.appendKey(name, afterComma: followsValue)
        followsValue = false
    }

    private mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        followsValue = false
    }

    private mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        followsValue = true
    }

    private mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        followsValue = false
    }

    private mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        followsValue = true
    }

    private mutating func null() {
        separate()
        bytes.append("null")
        followsValue = true
    }

    private mutating func bool(_ value: Bool) {
        separate()
        bytes.append(value ? "true" : "false")
        followsValue = true
    }

    private mutating func number(_ value: Double) {
        separate()
        JSONWriter.append(number: value, to: &bytes)
        followsValue = true
    }

    private mutating func string(_ value: String) {
        separate()
        // Most strings need no escapes: copied as they are checked, else written with them.
        let isPlain = value.utf8.withContiguousStorageIfAvailable { bytes.appendQuotedIfPlain($0) }
        if isPlain != true { JSONWriter.append(quoted: value, to: &bytes) }
        followsValue = true
    }

    /// A comma before an array element that follows another.
    @inline(__always)
    private mutating func separate() {
        if followsValue { bytes.append(UInt8(ascii: ",")) }
    }
}
