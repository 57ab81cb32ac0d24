import LayoutEngine

extension RegisteredEngine {
    /// Whether this engine was built from this build's sources: its fingerprint is the one this
    /// build gives its version and options. Then it differs from this build's engines in options
    /// only, and the tree it recorded of a revision's template is the tree this build makes of
    /// it, byte for byte (the source hash covers the templates as well as the engine), so a
    /// batch takes that tree's id instead of hashing the tree again.
    var isBuiltFromTheseSources: Bool {
        guard version == Engine.version, let parsed = try? JSONParser.parse(options) else { return false }
        return EngineIdentity(options: EngineOptions(json: parsed)).fingerprint == fingerprint
    }
}
