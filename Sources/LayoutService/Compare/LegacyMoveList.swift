import LayoutEngine

/// The moved nodes a run recorded before migration 0009 packed them: a JSON array of
/// `{"path", "id", "dx", "dy", "dw", "dh"}` kept in `run_changes.legacy_moves`.
enum LegacyMoveList {
    /// The moves of a legacy list; an unreadable list reads as empty.
    static func decode(_ text: String) -> [RunNodeChange] {
        guard case .array(let elements)? = try? JSONParser.parse(text) else { return [] }
        return elements.compactMap { element in
            guard case .string(let path)? = element["path"] else { return nil }
            let number = { (key: String) -> Double in
                if case .number(let value)? = element[key] { return value }
                return 0
            }
            var id: String?
            if case .string(let value)? = element["id"] { id = value }
            return RunNodeChange(kind: .moved, path: path, id: id, type: nil, dx: number("dx"), dy: number("dy"), dw: number("dw"), dh: number("dh"))
        }
    }
}
