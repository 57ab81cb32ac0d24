/// The bounded queue between a batch's workers and its writer: the pages handed to the workers
/// and not yet written, oldest first. At most ``limit`` pages are in flight besides the one
/// being written, so the workers always have a page to lay out while the writer commits, and
/// memory stays bounded whatever the store's size.
struct PagesInFlight {
    /// Pages handed to the workers ahead of the writer.
    static let limit = 3

    private var pages: [BatchPage] = []
    /// The last revision of the newest page started.
    private var cursor: Int64
    private var exhausted = false

    /// A queue whose first page starts after revision `cursor`.
    init(after cursor: Int64) {
        self.cursor = cursor
    }

    /// Starts pages with `start` (the page after a revision; nil at the end) until ``limit`` are in flight.
    mutating func fill(_ start: (Int64) throws(ServiceError) -> BatchPage?) throws(ServiceError) {
        while !exhausted && pages.count < Self.limit {
            guard let page = try start(cursor), let last = page.revisions.last else {
                exhausted = true
                return
            }
            cursor = last.revisionID
            pages.append(page)
        }
    }

    /// The oldest page in flight, taken off the queue; nil when none is left.
    mutating func next() -> BatchPage? {
        pages.isEmpty ? nil : pages.removeFirst()
    }

    /// Waits until the workers have finished every page in flight (before giving up on them).
    func waitForAll() {
        for page in pages { page.batch.wait() }
    }
}
