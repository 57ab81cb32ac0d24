import LayoutEngine

/// An engine of the store with the options it was registered with and the results it holds.
public struct EngineSummary: Hashable, Sendable {
    public var engine: RegisteredEngine
    /// The options read back from the engine's row.
    public var options: EngineOptions
    public var resultCount: Int
    /// True when this build computes the engine's version, so its options reproduce it.
    public var isThisVersion: Bool { engine.version == Engine.version }
}
