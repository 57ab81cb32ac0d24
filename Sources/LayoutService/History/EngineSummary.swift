import LayoutEngine

/// An engine of the store with the options it was registered with and the results it holds.
public struct EngineSummary: Hashable, Sendable {
    public var engine: RegisteredEngine
    /// The options read back from the engine's row.
    public var options: EngineOptions
    public var resultCount: Int
    /// True when the engine is of this build's version. (Its options reproduce it only when its
    /// fingerprint is also this build's: engine code is part of the identity.)
    public var isThisVersion: Bool { engine.version == Engine.version }
}
