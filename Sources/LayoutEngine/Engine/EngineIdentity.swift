/// Which engine produced a result: its version string and a fingerprint (a hash of its
/// results on a built-in probe set and of its options), so behaviour changes are detectable
/// even when nobody bumped the version.
public struct EngineIdentity: Hashable, Sendable {
    public var version: String
    public var fingerprint: String

    public init(version: String, fingerprint: String) {
        self.version = version
        self.fingerprint = fingerprint
    }
}
