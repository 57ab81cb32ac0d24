/// A worker's hold on one page of the queue, under a lease: the page, who holds it, and which
/// claim of the page this is (the first claim is 1; a page redone after an expired lease has 2).
///
/// Only the holder of the page's latest claim may renew it or complete it.
public struct PageClaim: Hashable, Sendable {
    /// The page claimed.
    public let page: RunPage
    /// The worker holding it.
    public let worker: String
    /// Which claim of the page this is, from 1.
    public let claim: Int64
}
