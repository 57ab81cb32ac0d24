/// The view-tree JSON (`docs/view-tree.md`) of a `ViewNode`: every field that differs from its
/// documented default, so decoding it gives the same node back and equal trees give equal
/// JSON (the canonical writer then gives equal bytes — what a tree hash is taken of).
///
/// Members are written in a fixed order (`type`, `id`, the kind's fields, `children`,
/// `modifiers`). Containers always carry `children`, even when empty. Values must be finite
/// except the max fields of a flexible frame, written `"infinity"`, as the decoder requires.
public enum ViewTreeEncoder {
    /// The JSON form of `node`.
    public static func encode(_ node: ViewNode) -> JSONValue {
        var members = [JSONMember("type", .string(node.kind.typeName))]
        if let id = node.id { members.append(JSONMember("id", .string(id))) }
        members += fields(of: node.kind)
        switch node.kind {
        case .hstack, .vstack, .zstack, .viewThatFits, .flow, .guideFlow, .equalWidthHStack, .equalWidthVStack, .radial,
             .lazyVGrid, .lazyHGrid, .grid, .gridRow, .lazyHStack, .lazyVStack:
            members.append(JSONMember("children", .array(node.children.map(encode))))
        case .geometryReader, .scrollView:
            if let child = node.children.first { members.append(JSONMember("child", encode(child))) }
        case .text, .image, .shape, .spacer, .divider:
            break
        }
        if !node.modifiers.isEmpty {
            members.append(JSONMember("modifiers", .array(node.modifiers.map(encode))))
        }
        return .object(members)
    }

    /// The kind's own fields, defaults left out.
    private static func fields(of kind: ViewKind) -> [JSONMember] {
        var members: [JSONMember] = []
        switch kind {
        case .text(let text, let font, let lineLimit):
            members.append(JSONMember("text", .string(text)))
            if font != .body { members.append(JSONMember("font", encode(font))) }
            if let lineLimit { members.append(JSONMember("lineLimit", .number(Double(lineLimit)))) }
        case .image(let width, let height, let resizable):
            members.append(JSONMember("width", .number(width)))
            members.append(JSONMember("height", .number(height)))
            if resizable { members.append(JSONMember("resizable", .bool(true))) }
        case .shape(.roundedRectangle(let cornerRadius)):
            members.append(JSONMember("cornerRadius", .number(cornerRadius)))
        case .spacer(let minLength):
            if let minLength { members.append(JSONMember("minLength", .number(minLength))) }
        case .hstack(let spacing, let alignment):
            if let spacing { members.append(JSONMember("spacing", .number(spacing))) }
            if alignment != .center { members.append(JSONMember("alignment", .string(alignment.rawValue))) }
        case .vstack(let spacing, let alignment):
            if let spacing { members.append(JSONMember("spacing", .number(spacing))) }
            if alignment != .center { members.append(JSONMember("alignment", .string(alignment.rawValue))) }
        case .zstack(let alignment):
            if alignment != .center { members.append(JSONMember("alignment", encode(alignment))) }
        case .viewThatFits(let horizontal, let vertical):
            if !(horizontal && vertical) {
                let axes = (horizontal ? ["horizontal"] : []) + (vertical ? ["vertical"] : [])
                members.append(JSONMember("axes", .array(axes.map { .string($0) })))
            }
        case .flow(let horizontalSpacing, let verticalSpacing):
            if horizontalSpacing != 10 || verticalSpacing != 10 {
                members.append(JSONMember("spacing", .array([.number(horizontalSpacing), .number(verticalSpacing)])))
            }
        case .guideFlow(let horizontalSpacing, let verticalSpacing):
            if horizontalSpacing != 4 { members.append(JSONMember("horizontalSpacing", .number(horizontalSpacing))) }
            if verticalSpacing != 4 { members.append(JSONMember("verticalSpacing", .number(verticalSpacing))) }
        case .shape, .equalWidthHStack, .equalWidthVStack, .radial, .geometryReader, .divider:
            break
        case .lazyVGrid(let columns, let spacing, let alignment):
            members.append(JSONMember("columns", .array(columns.map(encode))))
            if let spacing { members.append(JSONMember("spacing", .number(spacing))) }
            if alignment != .center { members.append(JSONMember("alignment", .string(alignment.rawValue))) }
        case .lazyHGrid(let rows, let spacing, let alignment):
            members.append(JSONMember("rows", .array(rows.map(encode))))
            if let spacing { members.append(JSONMember("spacing", .number(spacing))) }
            if alignment != .center { members.append(JSONMember("alignment", .string(alignment.rawValue))) }
        case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
            members += alignmentMember(alignment)
            members += optionalMembers([("horizontalSpacing", horizontalSpacing), ("verticalSpacing", verticalSpacing)])
        case .gridRow(let alignment):
            if let alignment { members.append(JSONMember("alignment", .string(alignment.rawValue))) }
        case .scrollView(let horizontal, let vertical):
            if horizontal || !vertical { members.append(JSONMember("axes", axes(horizontal: horizontal, vertical: vertical))) }
        case .lazyHStack(let spacing, let alignment):
            if let spacing { members.append(JSONMember("spacing", .number(spacing))) }
            if alignment != .center { members.append(JSONMember("alignment", .string(alignment.rawValue))) }
        case .lazyVStack(let spacing, let alignment):
            if let spacing { members.append(JSONMember("spacing", .number(spacing))) }
            if alignment != .center { members.append(JSONMember("alignment", .string(alignment.rawValue))) }
        }
        return members
    }

    /// An axes array: `["horizontal", "vertical"]` or one of them.
    private static func axes(horizontal: Bool, vertical: Bool) -> JSONValue {
        .array(((horizontal ? ["horizontal"] : []) + (vertical ? ["vertical"] : [])).map { .string($0) })
    }

    /// A grid item, defaults (null spacing and alignment) left out.
    private static func encode(_ item: GridItem) -> JSONValue {
        let size: JSONValue
        switch item.size {
        case .fixed(let length):
            size = .object([JSONMember("fixed", .number(length))])
        case .flexible(let minimum, let maximum):
            size = .object([JSONMember("flexible", .object(optionalMembers([("minimum", minimum), ("maximum", maximum)])))])
        case .adaptive(let minimum, let maximum):
            size = .object([JSONMember("adaptive", .object(optionalMembers([("minimum", minimum), ("maximum", maximum)])))])
        }
        var members = [JSONMember("size", size)]
        if let spacing = item.spacing { members.append(JSONMember("spacing", .number(spacing))) }
        if let alignment = item.alignment { members.append(JSONMember("alignment", encode(alignment))) }
        return .object(members)
    }

    private static func encode(_ font: Font) -> JSONValue {
        switch font {
        case .style(let style): return .string(style.rawValue)
        case .size(let size): return .object([JSONMember("size", .number(size))])
        }
    }

    private static func encode(_ alignment: Alignment) -> JSONValue {
        guard let name = alignment.name else {
            preconditionFailure("a 2-D alignment with a text baseline has no view-tree JSON name")
        }
        return .string(name)
    }

    /// One modifier as its one-key object.
    private static func encode(_ modifier: Modifier) -> JSONValue {
        .object([JSONMember(modifier.name, value(of: modifier))])
    }

    private static func value(of modifier: Modifier) -> JSONValue {
        switch modifier {
        case .padding(let insets):
            return encode(insets)
        case .frame(let frame):
            return .object(optionalMembers([("width", frame.width), ("height", frame.height)])
                + alignmentMember(frame.alignment))
        case .flexibleFrame(let frame):
            let lengths: [(String, Double?)] = [
                ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth), ("maxWidth", frame.maxWidth),
                ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
            ]
            return .object(optionalMembers(lengths) + alignmentMember(frame.alignment))
        case .fixedSize(let horizontal, let vertical):
            if horizontal && vertical { return .bool(true) }
            return .object([JSONMember("horizontal", .bool(horizontal)), JSONMember("vertical", .bool(vertical))])
        case .layoutPriority(let priority):
            return .number(priority)
        case .offset(let x, let y), .position(let x, let y):
            return .object([JSONMember("x", .number(x)), JSONMember("y", .number(y))])
        case .overlay(let alignment, let content), .background(let alignment, let content):
            return .object(alignmentMember(alignment) + [JSONMember("content", encode(content))])
        case .aspectRatio(let ratio, let contentMode):
            return .object([
                JSONMember("ratio", ratio.map { .number($0) } ?? .null),
                JSONMember("contentMode", .string(contentMode.rawValue)),
            ])
        case .alignmentGuide(let guide, let value):
            return .object([JSONMember("guide", .string(guide.rawValue)), JSONMember("value", .number(value))])
        case .rank(let rank):
            return .number(Double(rank))
        case .hidden:
            return .bool(true)
        case .gridCellColumns(let span):
            return .number(Double(span))
        case .gridColumnAlignment(let alignment):
            return .string(alignment.rawValue)
        case .gridCellAnchor(let alignment):
            return encode(alignment)
        case .gridCellUnsizedAxes(let horizontal, let vertical):
            return axes(horizontal: horizontal, vertical: vertical)
        case .anchorPreference(let key):
            return .object([JSONMember("key", .string(key))])
        case .overlayPreferenceValue(let key, let alignment, let content), .backgroundPreferenceValue(let key, let alignment, let content):
            return .object([JSONMember("key", .string(key))] + alignmentMember(alignment) + [JSONMember("content", encode(content))])
        case .matchedGeometryEffect(let matched):
            var members = [JSONMember("id", .string(matched.id))]
            if matched.namespace != "default" { members.append(JSONMember("namespace", .string(matched.namespace))) }
            if !matched.isSource { members.append(JSONMember("isSource", .bool(false))) }
            if matched.properties != .frame { members.append(JSONMember("properties", .string(matched.properties.rawValue))) }
            if matched.anchor != .center { members.append(JSONMember("anchor", encode(matched.anchor))) }
            return .object(members)
        }
    }

    /// Padding as one number when all edges agree, else the non-zero edges, paired as
    /// `horizontal`/`vertical` where both sides agree.
    private static func encode(_ insets: EdgeInsets) -> JSONValue {
        if insets.top == insets.leading, insets.top == insets.bottom, insets.top == insets.trailing {
            return .number(insets.top)
        }
        var members: [JSONMember] = []
        if insets.top == insets.bottom {
            if insets.top != 0 { members.append(JSONMember("vertical", .number(insets.top))) }
        } else {
            members += optionalMembers([("top", insets.top), ("bottom", insets.bottom)].filter { $0.1 != 0 })
        }
        if insets.leading == insets.trailing {
            if insets.leading != 0 { members.append(JSONMember("horizontal", .number(insets.leading))) }
        } else {
            members += optionalMembers([("leading", insets.leading), ("trailing", insets.trailing)].filter { $0.1 != 0 })
        }
        return .object(members)
    }

    /// A member for each non-nil length; infinite lengths (max fields only) as `"infinity"`.
    private static func optionalMembers(_ lengths: [(String, Double?)]) -> [JSONMember] {
        lengths.compactMap { name, length in
            length.map { JSONMember(name, $0.isInfinite ? .string("infinity") : .number($0)) }
        }
    }

    private static func alignmentMember(_ alignment: Alignment) -> [JSONMember] {
        alignment == .center ? [] : [JSONMember("alignment", encode(alignment))]
    }
}
