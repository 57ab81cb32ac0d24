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
        let threshold = threshold(of: changes.lazy.map(\.maxDelta))
        for index in changes.indices {
            changes[index].isRanked = isRanked(changes[index].maxDelta, threshold: threshold)
        }
    }

    /// Whether a change whose largest move is `maxDelta` is ranked, among changes whose
    /// ``threshold(of:)`` is `threshold`.
    static func isRanked(_ maxDelta: Double, threshold: Double?) -> Bool {
        maxDelta > 0 && maxDelta >= (threshold ?? .leastNonzeroMagnitude)
    }

    /// The ``perPage``-th largest move above 0 of `deltas` (counting equal ones each), nil
    /// when there are no more than ``perPage``: found with a min-heap of the ``perPage``
    /// largest seen so far, not by sorting every move.
    static func threshold(of deltas: some Sequence<Double>) -> Double? {
        var heap: [Double] = []
        heap.reserveCapacity(perPage)
        var count = 0
        for delta in deltas where delta > 0 {
            count += 1
            if heap.count < perPage {
                heap.append(delta)
                var child = heap.count - 1
                while child > 0, heap[(child - 1) / 2] > heap[child] {
                    heap.swapAt(child, (child - 1) / 2)
                    child = (child - 1) / 2
                }
            } else if delta > heap[0] {
                heap[0] = delta
                var parent = 0
                while true {
                    let left = 2 * parent + 1
                    guard left < heap.count else { break }
                    let right = left + 1
                    let smaller = right < heap.count && heap[right] < heap[left] ? right : left
                    guard heap[smaller] < heap[parent] else { break }
                    heap.swapAt(parent, smaller)
                    parent = smaller
                }
            }
        }
        return count > perPage ? heap[0] : nil
    }
}
