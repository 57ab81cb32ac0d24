/// The bounded queue between a batch's workers and its writer: the pages handed to the workers
/// and not yet written, oldest first. At most ``limit`` pages are in flight besides the one
/// being written, so the workers always have a page to lay out while the writer commits, and
/// memory stays bounded whatever the store's size. Each page's size comes from ``PageSizes``.
struct PagesInFlight {
    /// Pages handed to the workers ahead of the writer.
    static let limit = 3

    private var pages: [BatchPage] = []
    /// The last revision of the newest page started.
    private var cursor: Int64
    private var exhausted = false
    private var sizes: PageSizes

    /// A queue whose first page starts after revision `cursor`, its pages sized by `sizes`.
    init(after cursor: Int64, sizes: PageSizes) {
        self.cursor = cursor
        self.sizes = sizes
    }

    /// Starts pages with `start` (the page of at most `limit` revisions after a revision; nil
    /// at the end) until ``limit`` are in flight.
    mutating func fill(_ start: (_ cursor: Int64, _ limit: Int) throws(ServiceError) -> BatchPage?) throws(ServiceError) {
        while !exhausted && pages.count < Self.limit {
            guard let page = try start(cursor, sizes.next()), let last = page.revisions.last else {
                exhausted = true
                return
            }
            cursor = last.revisionID
            sizes.started(page.revisions.count)
            pages.append(page)
        }
    }

    /// Whether every page of the run has been started: what is left of it is in flight.
    var isExhausted: Bool { exhausted }

    /// The oldest page in flight, taken off the queue; nil when none is left.
    mutating func next() -> BatchPage? {
        pages.isEmpty ? nil : pages.removeFirst()
    }

    /// The pages after a page just taken (``next()``) that `commits` writes with it, taken off
    /// the queue in order: none, those the workers have finished, or all (waited for).
    mutating func takeFollowing(_ commits: PageCommits) -> [BatchPage] {
        var following: [BatchPage] = []
        switch commits {
        case .eachPage:
            break
        case .withFinishedPages:
            while let first = pages.first, first.batch.isFinished { following.append(pages.removeFirst()) }
        case .withPagesInFlight:
            for page in pages { page.batch.wait() }
            following = pages
            pages.removeAll()
        }
        return following
    }

    /// Waits until the workers have finished every page in flight (before giving up on them).
    func waitForAll() {
        for page in pages { page.batch.wait() }
    }
}
