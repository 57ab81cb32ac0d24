/// What one worker did for a run: the pages it completed, with their scenarios, and the pages
/// it lost to another worker (its lease had expired) whose work was rolled back.
public struct WorkerReport: Hashable, Sendable {
    /// Pages this worker completed.
    public var pagesCompleted = 0
    /// Scenarios of the pages it completed.
    public var scenarios = 0
    /// Pages it worked on but lost to another worker; nothing of them was written.
    public var pagesLost = 0
}
