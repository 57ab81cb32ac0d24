import LayoutEngine

/// PLACEHOLDER (replaced by the models work): the identity of the engine with `options`:
/// its version and a SHA-256 over its results on a built-in probe set and over the options.
public enum EngineFingerprint {
    /// The identity of `Engine(options:)`.
    public static func identity(for options: EngineOptions) -> EngineIdentity {
        EngineIdentity(version: Engine.version, fingerprint: "placeholder")
    }
}
