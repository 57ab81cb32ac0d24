/// The view-tree JSON (`docs/view-tree.md`) of a `ViewNode`: every field that differs from its
/// documented default, so decoding it gives the same node back and equal trees give equal
/// JSON (the canonical form of it is what a tree hash is taken of).
///
/// Members are written in a fixed order (`type`, `id`, the kind's fields, `children`,
/// `modifiers`). Containers always carry `children`, even when empty. Values must be finite
/// except the max fields of a flexible frame, written `"infinity"`, as the decoder requires.
/// The one description of that JSON is `write(_:to:)`; `encode(_:)` is it written to a
/// `JSONValue`. `canonicalBytes(of:)` is it written through a ``CanonicalJSONOutput`` too, but
/// by ``CanonicalTreeWriter``, which writes the same members already in key order (the tree
/// hash's hot path; tests prove the two give the same bytes for every fixture and seed tree).
public enum ViewTreeEncoder {
    /// The JSON form of `node`.
    public static func encode(_ node: ViewNode) -> JSONValue {
        var builder = JSONValueBuilder()
        write(node, to: &builder)
        return builder.value!
    }

    /// The canonical JSON bytes of `node` (exactly `JSONWriter(style: .canonical).bytes(encode(node))`),
    /// written straight from the tree in key order.
    public static func canonicalBytes(of node: ViewNode) -> [UInt8] {
        withCanonicalBytes(of: node) { Array($0) }
    }

    /// `canonicalBytes(of:)` written into `output`, emptied first (so a caller can reuse one).
    public static func canonicalBytes(of node: ViewNode, into output: inout CanonicalJSONOutput) {
        withCanonicalBytes(of: node) { canonical in
            output.replaceContents { $0.append(contentsOf: canonical) }
        }
    }

    /// Calls `body` with `canonicalBytes(of:)`, written into a buffer that lives only for the
    /// call (nothing copied out: the tree hash is taken of them in place).
    public static func withCanonicalBytes<Result>(of node: ViewNode, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        var writer = CanonicalTreeWriter(capacity: 4096)
        writer.write(node)
        return try writer.bytes.withBytes(body)
    }

    /// Writes the JSON form of `node` to `output`.
    public static func write<Output: JSONOutput>(_ node: ViewNode, to output: inout Output) {
        output.beginObject()
        output.member("type", node.kind.typeName)
        if let id = node.id { output.member("id", id) }
        writeFields(of: node.kind, to: &output)
        switch node.kind {
        case .hstack, .vstack, .zstack, .viewThatFits, .flow, .guideFlow, .equalWidthHStack, .equalWidthVStack, .radial,
             .lazyVGrid, .lazyHGrid, .grid, .gridRow, .lazyHStack, .lazyVStack:
            output.key("children")
            output.beginArray()
            // By index, so each child is written in place (an iterator would copy it out).
            for index in node.children.indices { write(node.children[index], to: &output) }
            output.endArray()
        case .geometryReader, .scrollView:
            if let child = node.children.first {
                output.key("child")
                write(child, to: &output)
            }
        case .text, .image, .shape, .spacer, .divider:
            break
        }
        if !node.modifiers.isEmpty {
            output.key("modifiers")
            output.beginArray()
            for index in node.modifiers.indices { write(node.modifiers[index], to: &output) }
            output.endArray()
        }
        output.endObject()
    }

    /// The kind's own fields, defaults left out.
    private static func writeFields<Output: JSONOutput>(of kind: ViewKind, to output: inout Output) {
        switch kind {
        case .text(let text, let font, let lineLimit):
            output.member("text", text)
            if font != .body {
                output.key("font")
                write(font, to: &output)
            }
            if let lineLimit { output.member("lineLimit", Double(lineLimit)) }
        case .image(let width, let height, let resizable):
            output.member("width", width)
            output.member("height", height)
            if resizable { output.member("resizable", true) }
        case .shape(.roundedRectangle(let cornerRadius)):
            output.member("cornerRadius", cornerRadius)
        case .spacer(let minLength):
            if let minLength { output.member("minLength", minLength) }
        case .hstack(let spacing, let alignment), .lazyHStack(let spacing, let alignment):
            writeStackMembers(spacing: spacing, alignment: alignment == .center ? nil : alignment.rawValue, to: &output)
        case .vstack(let spacing, let alignment), .lazyVStack(let spacing, let alignment):
            writeStackMembers(spacing: spacing, alignment: alignment == .center ? nil : alignment.rawValue, to: &output)
        case .zstack(let alignment):
            writeAlignmentMember(alignment, to: &output)
        case .viewThatFits(let horizontal, let vertical):
            if !(horizontal && vertical) {
                output.key("axes")
                writeAxes(horizontal: horizontal, vertical: vertical, to: &output)
            }
        case .flow(let horizontalSpacing, let verticalSpacing):
            if horizontalSpacing != 10 || verticalSpacing != 10 {
                output.key("spacing")
                output.beginArray()
                output.number(horizontalSpacing)
                output.number(verticalSpacing)
                output.endArray()
            }
        case .guideFlow(let horizontalSpacing, let verticalSpacing):
            if horizontalSpacing != 4 { output.member("horizontalSpacing", horizontalSpacing) }
            if verticalSpacing != 4 { output.member("verticalSpacing", verticalSpacing) }
        case .shape, .equalWidthHStack, .equalWidthVStack, .radial, .geometryReader, .divider:
            break
        case .lazyVGrid(let columns, let spacing, let alignment):
            output.key("columns")
            write(columns, to: &output)
            writeStackMembers(spacing: spacing, alignment: alignment == .center ? nil : alignment.rawValue, to: &output)
        case .lazyHGrid(let rows, let spacing, let alignment):
            output.key("rows")
            write(rows, to: &output)
            writeStackMembers(spacing: spacing, alignment: alignment == .center ? nil : alignment.rawValue, to: &output)
        case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
            writeAlignmentMember(alignment, to: &output)
            writeLengthMember("horizontalSpacing", horizontalSpacing, to: &output)
            writeLengthMember("verticalSpacing", verticalSpacing, to: &output)
        case .gridRow(let alignment):
            if let alignment { output.member("alignment", alignment.rawValue) }
        case .scrollView(let horizontal, let vertical):
            if horizontal || !vertical {
                output.key("axes")
                writeAxes(horizontal: horizontal, vertical: vertical, to: &output)
            }
        }
    }

    /// A stack's or lazy grid's optional `spacing` and `alignment` (nil when the default).
    private static func writeStackMembers<Output: JSONOutput>(spacing: Double?, alignment: String?, to output: inout Output) {
        if let spacing { output.member("spacing", spacing) }
        if let alignment { output.member("alignment", alignment) }
    }

    /// A lazy grid's tracks.
    private static func write<Output: JSONOutput>(_ items: [GridItem], to output: inout Output) {
        output.beginArray()
        for index in items.indices { write(items[index], to: &output) }
        output.endArray()
    }

    /// An axes array: `["horizontal", "vertical"]` or one of them (or none).
    private static func writeAxes<Output: JSONOutput>(horizontal: Bool, vertical: Bool, to output: inout Output) {
        output.beginArray()
        if horizontal { output.string("horizontal") }
        if vertical { output.string("vertical") }
        output.endArray()
    }

    /// A grid item, defaults (null spacing and alignment) left out.
    private static func write<Output: JSONOutput>(_ item: GridItem, to output: inout Output) {
        output.beginObject()
        output.key("size")
        output.beginObject()
        switch item.size {
        case .fixed(let length):
            output.member("fixed", length)
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
            if case .flexible = item.size { output.key("flexible") } else { output.key("adaptive") }
            output.beginObject()
            writeLengthMember("minimum", minimum, to: &output)
            writeLengthMember("maximum", maximum, to: &output)
            output.endObject()
        }
        output.endObject()
        if let spacing = item.spacing { output.member("spacing", spacing) }
        if let alignment = item.alignment {
            output.key("alignment")
            write(alignment, to: &output)
        }
        output.endObject()
    }

    private static func write<Output: JSONOutput>(_ font: Font, to output: inout Output) {
        switch font {
        case .style(let style): output.string(style.rawValue)
        case .size(let size):
            output.beginObject()
            output.member("size", size)
            output.endObject()
        }
    }

    private static func write<Output: JSONOutput>(_ alignment: Alignment, to output: inout Output) {
        guard let name = alignment.name else {
            preconditionFailure("a 2-D alignment with a text baseline has no view-tree JSON name")
        }
        output.string(name)
    }

    /// One modifier as its one-key object.
    private static func write<Output: JSONOutput>(_ modifier: Modifier, to output: inout Output) {
        output.beginObject()
        output.key(modifier.name)
        writeValue(of: modifier, to: &output)
        output.endObject()
    }

    private static func writeValue<Output: JSONOutput>(of modifier: Modifier, to output: inout Output) {
        switch modifier {
        case .padding(let insets):
            write(insets, to: &output)
        case .frame(let frame):
            output.beginObject()
            writeLengthMember("width", frame.width, to: &output)
            writeLengthMember("height", frame.height, to: &output)
            writeAlignmentMember(frame.alignment, to: &output)
            output.endObject()
        case .flexibleFrame(let frame):
            output.beginObject()
            writeLengthMember("minWidth", frame.minWidth, to: &output)
            writeLengthMember("idealWidth", frame.idealWidth, to: &output)
            writeLengthMember("maxWidth", frame.maxWidth, to: &output)
            writeLengthMember("minHeight", frame.minHeight, to: &output)
            writeLengthMember("idealHeight", frame.idealHeight, to: &output)
            writeLengthMember("maxHeight", frame.maxHeight, to: &output)
            writeAlignmentMember(frame.alignment, to: &output)
            output.endObject()
        case .fixedSize(let horizontal, let vertical):
            if horizontal && vertical {
                output.bool(true)
            } else {
                output.beginObject()
                output.member("horizontal", horizontal)
                output.member("vertical", vertical)
                output.endObject()
            }
        case .layoutPriority(let priority):
            output.number(priority)
        case .offset(let x, let y), .position(let x, let y):
            output.beginObject()
            output.member("x", x)
            output.member("y", y)
            output.endObject()
        case .overlay(let alignment, let content), .background(let alignment, let content):
            output.beginObject()
            writeAlignmentMember(alignment, to: &output)
            output.key("content")
            write(content, to: &output)
            output.endObject()
        case .aspectRatio(let ratio, let contentMode):
            output.beginObject()
            output.key("ratio")
            if let ratio { output.number(ratio) } else { output.null() }
            output.member("contentMode", contentMode.rawValue)
            output.endObject()
        case .alignmentGuide(let guide, let value):
            output.beginObject()
            output.member("guide", guide.rawValue)
            output.member("value", value)
            output.endObject()
        case .rank(let rank):
            output.number(Double(rank))
        case .hidden:
            output.bool(true)
        case .gridCellColumns(let span):
            output.number(Double(span))
        case .gridColumnAlignment(let alignment):
            output.string(alignment.rawValue)
        case .gridCellAnchor(let alignment):
            write(alignment, to: &output)
        case .gridCellUnsizedAxes(let horizontal, let vertical):
            writeAxes(horizontal: horizontal, vertical: vertical, to: &output)
        case .anchorPreference(let key):
            output.beginObject()
            output.member("key", key)
            output.endObject()
        case .overlayPreferenceValue(let key, let alignment, let content), .backgroundPreferenceValue(let key, let alignment, let content):
            output.beginObject()
            output.member("key", key)
            writeAlignmentMember(alignment, to: &output)
            output.key("content")
            write(content, to: &output)
            output.endObject()
        case .matchedGeometryEffect(let matched):
            output.beginObject()
            output.member("id", matched.id)
            if matched.namespace != "default" { output.member("namespace", matched.namespace) }
            if !matched.isSource { output.member("isSource", false) }
            if matched.properties != .frame { output.member("properties", matched.properties.rawValue) }
            if matched.anchor != .center {
                output.key("anchor")
                write(matched.anchor, to: &output)
            }
            output.endObject()
        }
    }

    /// Padding as one number when all edges agree, else the non-zero edges, paired as
    /// `horizontal`/`vertical` where both sides agree.
    private static func write<Output: JSONOutput>(_ insets: EdgeInsets, to output: inout Output) {
        if insets.top == insets.leading, insets.top == insets.bottom, insets.top == insets.trailing {
            output.number(insets.top)
            return
        }
        output.beginObject()
        if insets.top == insets.bottom {
            if insets.top != 0 { output.member("vertical", insets.top) }
        } else {
            writeLengthMember("top", insets.top == 0 ? nil : insets.top, to: &output)
            writeLengthMember("bottom", insets.bottom == 0 ? nil : insets.bottom, to: &output)
        }
        if insets.leading == insets.trailing {
            if insets.leading != 0 { output.member("horizontal", insets.leading) }
        } else {
            writeLengthMember("leading", insets.leading == 0 ? nil : insets.leading, to: &output)
            writeLengthMember("trailing", insets.trailing == 0 ? nil : insets.trailing, to: &output)
        }
        output.endObject()
    }

    /// A member for a non-nil length; an infinite length (max fields only) as `"infinity"`.
    private static func writeLengthMember<Output: JSONOutput>(_ name: String, _ length: Double?, to output: inout Output) {
        guard let length else { return }
        if length.isInfinite { output.member(name, "infinity") } else { output.member(name, length) }
    }

    private static func writeAlignmentMember<Output: JSONOutput>(_ alignment: Alignment, to output: inout Output) {
        guard alignment != .center else { return }
        output.key("alignment")
        write(alignment, to: &output)
    }
}

extension JSONOutput {
    /// A member with a string value.
    fileprivate mutating func member(_ name: String, _ value: String) {
        key(name)
        string(value)
    }

    /// A member with a number value.
    fileprivate mutating func member(_ name: String, _ value: Double) {
        key(name)
        number(value)
    }

    /// A member with a Boolean value.
    fileprivate mutating func member(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }
}
