import LayoutEngine

/// The moved nodes of a changed scenario as a run records them: a JSON array of
/// `{"path", "id", "dx", "dy", "dw", "dh"}`, the deltas of each node's frame.
public struct Move: Hashable, Sendable {
    public var path: String
    public var id: String?
    public var dx: Double
    public var dy: Double
    public var dw: Double
    public var dh: Double

    public init(path: String, id: String?, dx: Double, dy: Double, dw: Double, dh: Double) {
        self.path = path
        self.id = id
        self.dx = dx
        self.dy = dy
        self.dw = dw
        self.dh = dh
    }
}

/// Encodes and decodes a run's move lists.
enum MoveList {
    /// The moves of `diff`'s moved nodes.
    static func moves(of diff: LayoutDiff) -> [Move] {
        diff.moved.compactMap { change in
            guard let before = change.before, let after = change.after else { return nil }
            return Move(
                path: change.path, id: change.id, dx: after.minX - before.minX, dy: after.minY - before.minY,
                dw: after.width - before.width, dh: after.height - before.height
            )
        }
    }

    /// The JSON array of `diff`'s moves.
    static func json(of diff: LayoutDiff) -> String {
        let elements = moves(of: diff).map { move -> JSONValue in
            var members = [JSONMember("path", .string(move.path))]
            if let id = move.id { members.append(JSONMember("id", .string(id))) }
            members += [
                JSONMember("dx", .number(move.dx)), JSONMember("dy", .number(move.dy)),
                JSONMember("dw", .number(move.dw)), JSONMember("dh", .number(move.dh)),
            ]
            return .object(members)
        }
        return JSONWriter(style: .canonical).string(.array(elements))
    }

    /// The moves a run recorded; an unreadable list reads as empty.
    static func decode(_ text: String) -> [Move] {
        guard case .array(let elements)? = try? JSONParser.parse(text) else { return [] }
        return elements.compactMap { element in
            guard case .string(let path)? = element["path"] else { return nil }
            let number = { (key: String) -> Double in
                if case .number(let value)? = element[key] { return value }
                return 0
            }
            var id: String?
            if case .string(let value)? = element["id"] { id = value }
            return Move(path: path, id: id, dx: number("dx"), dy: number("dy"), dw: number("dw"), dh: number("dh"))
        }
    }
}
