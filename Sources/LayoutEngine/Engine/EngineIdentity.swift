import LayoutHashing

/// Which engine produced a result: its version and a fingerprint, the SHA-256 (hex) of the
/// canonical JSON `{"options":…,"source":…,"version":…}` — the engine's version, the hash of
/// the source files taken at build time (`Engine.sourceHash`: the engine's and the models',
/// whose templates make the trees it lays out) and its options' canonical encoding
/// (`EngineOptions.json`).
///
/// So two builds whose layout or template code differs in any way never share an identity,
/// even when nobody bumped the version, and two engines that differ only in options were built
/// from the same code: they make the same tree of a revision's template. Every option that
/// changes results changes it; seed data and models (revisions, told apart by content) do not.
public struct EngineIdentity: Hashable, Sendable {
    public var version: String
    public var fingerprint: String

    /// An identity as stored.
    public init(version: String, fingerprint: String) {
        self.version = version
        self.fingerprint = fingerprint
    }

    /// The identity of the engine of `version` built from sources hashing to `sourceHash`,
    /// under `options`: a pure function of the three.
    public init(version: String = Engine.version, sourceHash: String = Engine.sourceHash, options: EngineOptions) {
        let text = JSONWriter(style: .canonical).bytes(.object([
            JSONMember("version", .string(version)),
            JSONMember("source", .string(sourceHash)),
            JSONMember("options", options.json),
        ]))
        self.init(version: version, fingerprint: SHA256.hash(text).hex)
    }
}

extension Engine {
    /// The identity of this build's engine with these options.
    public var identity: EngineIdentity { EngineIdentity(options: options) }
}
