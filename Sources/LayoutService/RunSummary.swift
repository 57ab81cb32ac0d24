/// What a run found, summarised by the store so that a run of a million changes answers at
/// once: its counts by model kind, template, width and status, the changes with the largest
/// moves, and one window of its changes in key order.
public struct RunSummary: Sendable {
    public var run: Run
    /// The changes counted by model kind, template, proposal and status.
    public var groups: [RunChangeGroup]
    /// The names of the groups' proposals (a width's name, else its size; with its size
    /// category unless `large`).
    public var widthNames: [Int64: String]
    /// The changed scenarios with the largest moves, largest first.
    public var largest: [RunChange]
    /// The changes the window selected, in key order.
    public var rows: [RunChange]
    /// The window `rows` shows.
    public var window: RowWindow
    /// How many changes the run recorded (new, changed and failed).
    public var changeCount: Int { groups.reduce(0) { $0 + $1.scenarios } }
}
