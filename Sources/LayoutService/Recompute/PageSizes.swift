/// How many revisions each page of a batch takes: small at first, so the writer has a page to
/// commit soon after the run starts, doubling up to the full size, and small again towards
/// the end, so the workers finish with little left for the writer alone.
///
/// A batch is a pipeline with one serial stage: while the workers lay out the first page the
/// writer waits, and once they have laid out the last one the writer commits what is still in
/// flight (up to ``PagesInFlight/limit`` pages) on one core while the others idle. With pages
/// of one size both ends cost a whole page each; a run of a few full pages (10,000 scenarios
/// are four pages of 256 revisions at six widths) spent a third of its time there.
struct PageSizes {
    /// The size of a page in the middle of a run.
    let full: Int
    /// The smallest page: the first one, and the floor of the shrinking tail.
    let smallest: Int
    /// The size of the next page while the run is ramping up.
    private var rampingUp: Int
    /// Revisions of the run not handed to a page yet, about: nil when unknown.
    private var remaining: Int?

    /// How much smaller than the revisions left the tail's pages are: a page takes at most a
    /// `tailDivisor`-th of what remains, so what is in flight when the workers finish is a
    /// small part of the run.
    static let tailDivisor = 4
    /// How much smaller than the full size the first page is.
    static let rampDivisor = 16

    /// Pages of `full` revisions in the middle of a run of about `revisions` revisions (nil:
    /// unknown, so no tail), the smallest holding at least `minimum` (a revision for each of
    /// the slices a page is split into). A run that fits in one full page is that one page.
    init(full: Int, minimum: Int, revisions: Int?) {
        self.full = max(1, full)
        smallest = if let revisions, revisions <= self.full {
            self.full
        } else {
            min(self.full, max(1, minimum, self.full / Self.rampDivisor))
        }
        rampingUp = smallest
        remaining = revisions
    }

    /// The size of the next page (at least 1); call ``started(_:)`` with the revisions it took.
    func next() -> Int {
        var size = min(full, rampingUp)
        if let remaining { size = min(size, max(smallest, remaining / Self.tailDivisor)) }
        return max(1, size)
    }

    /// Counts a page of `revisions` revisions as started.
    mutating func started(_ revisions: Int) {
        rampingUp = min(full, rampingUp * 2)
        if let remaining { self.remaining = max(0, remaining - revisions) }
    }
}
