/// What loading a seed set or an import changed: a second load of the same data changes nothing.
public struct LoadReport: Hashable, Sendable {
    public var modelsCreated = 0
    public var modelsRevised = 0
    /// Revisions written (an import may bring several per model).
    public var revisionsAdded = 0
    /// Archived models made live again by content equal to their current revision.
    public var modelsUnarchived = 0
    public var modelsUnchanged = 0
    public var widthsAdded = 0
    public var widthsUnchanged = 0
    /// Results an import brought that the store did not hold.
    public var resultsAdded = 0
    /// Approvals an import appended to the log.
    public var approvalsAdded = 0
    /// Baselines an import set or replaced.
    public var baselinesSet = 0
    /// Layouts computed while loading.
    public var computes = 0
    /// Seeded models a user revised since, left at the user's revision (seed only).
    public var keptUserRevisions: [KeptRevision] = []

    /// True when the load wrote nothing.
    public var changedNothing: Bool { modelsCreated == 0 && modelsRevised == 0 && modelsUnarchived == 0 && widthsAdded == 0 && resultsAdded == 0
            && approvalsAdded == 0 && baselinesSet == 0 }
}
