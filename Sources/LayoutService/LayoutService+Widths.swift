import LayoutEngine
import LayoutStorage

extension LayoutService {
    /// Every named width, narrowest first.
    public func widths() throws(ServiceError) -> [StoredWidth] {
        try inContext("listing widths") { try widthStore.widths() }
    }

    /// One width per proposal, in order: two names of one value (two devices at 393 pt) are one
    /// scenario, laid out and counted once under the first name.
    static func oneWidthPerProposal(_ widths: [StoredWidth]) -> [StoredWidth] {
        var seen: Set<Int64> = []
        return widths.filter { seen.insert($0.proposalID).inserted }
    }

    /// Adds a named width and lays every model out at it (a batch limited to that width).
    ///
    /// The batch commits in pages of its own, so a width whose batch fails (a full disk, say)
    /// is removed again: the store never keeps a width the command reported as not added.
    @discardableResult
    public func addWidth(name: String, width: Double) throws(ServiceError) -> RunReport {
        guard !name.isEmpty, width.isFinite, width >= 0 else {
            throw .invalidArgument("a width needs a name and a finite size ≥ 0, got \"\(name)\" = \(width)")
        }
        try writing("adding width \(name)") { () throws in
            if try widthStore.widths().contains(where: { $0.name == name }) { throw ServiceError.duplicateWidth(name) }
            _ = try widthStore.addWidth(name: name, width: width)
        }
        do {
            return try recompute(ScenarioFilter(widths: [name]), against: .none)
        } catch {
            _ = try? writing("removing width \(name) after its layouts failed") { try widthStore.removeWidth(name: name) }
            throw error
        }
    }

    /// Removes a named width; the results computed at it stay stored.
    public func removeWidth(name: String) throws(ServiceError) {
        let removed = try writing("removing width \(name)") { try widthStore.removeWidth(name: name) }
        if !removed { throw .unknownWidth(name) }
    }
}
