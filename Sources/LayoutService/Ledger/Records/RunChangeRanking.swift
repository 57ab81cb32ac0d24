/// Which changes of a batch page go into the index of a run's largest moves
/// (`run_changes_by_max_delta`, migration 0013): the page's ``perPage`` largest.
///
/// A batch writes a page's changes in one transaction; indexing every change by its largest
/// move inserts at a random place of an index as large as the run, so at a million changes each
/// insert dirties its own index page, and every commit writes them all to the WAL. Ranking keeps
/// the index to a few entries per page and still answers "the `n` largest moves of a run"
/// exactly for every `n` up to ``perPage``: a change left out has ``perPage`` larger ones in its
/// own page, so it is not among the run's ``perPage`` largest. A larger `n` reads every change.
public enum RunChangeRanking {
    /// How many of a page's largest moves are indexed (ties included): the most largest moves a
    /// run's index answers alone.
    public static let perPage = 64

    /// Marks the changes with the ``perPage`` largest moves above 0 (and any tied with the last
    /// of them) ranked and every other unranked.
    public static func rank(_ changes: inout [RecordedChange]) {
        var deltas = changes.compactMap { $0.maxDelta > 0 ? $0.maxDelta : nil }
        guard deltas.count > perPage else {
            for index in changes.indices { changes[index].isRanked = changes[index].maxDelta > 0 }
            return
        }
        deltas.sort(by: >)
        let threshold = deltas[perPage - 1]
        for index in changes.indices {
            changes[index].isRanked = changes[index].maxDelta > 0 && changes[index].maxDelta >= threshold
        }
    }
}
