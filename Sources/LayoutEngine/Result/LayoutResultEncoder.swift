/// PLACEHOLDER (replaced by the engine work): the result JSON of `view-tree.md`.
public enum LayoutResultEncoder {
    /// The JSON form of `result` as produced by the engine `identity`.
    public static func encode(_ result: LayoutResult, engine identity: EngineIdentity) -> JSONValue {
        .object([JSONMember("engine", .object([
            JSONMember("version", .string(identity.version)),
            JSONMember("fingerprint", .string(identity.fingerprint)),
        ]))])
    }
}
