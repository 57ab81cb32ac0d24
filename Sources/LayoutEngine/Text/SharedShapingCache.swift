import Synchronization

/// Shaped clusters by (string, weight), shared by every measurer of one font set, so a new
/// session (and every worker thread) reuses what any session shaped before. Behind a lock;
/// measurers consult it only when their own cache misses. Empties itself at `capacity` entries.
final class SharedShapingCache: Sendable {
    private let entries: Mutex<TextCache<[TextCluster]>>

    init(capacity: Int) {
        entries = Mutex(TextCache(capacity: capacity))
    }

    /// The clusters stored for `key`, if any.
    subscript(key: TextCacheKey) -> [TextCluster]? {
        entries.withLock { $0[key] }
    }

    /// Stores `clusters` for `key` unless another thread stored them first.
    func insert(_ clusters: [TextCluster], for key: TextCacheKey) {
        entries.withLock { cache in
            if cache[key] == nil { cache.insert(clusters, for: key) }
        }
    }
}
