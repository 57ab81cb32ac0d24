import Synchronization

/// Shaped texts by (string, weight), shared by every measurer of one font set, so a new
/// session (and every worker thread) reuses what any session shaped before — clusters, one-line
/// width and one-line lines alike. Behind a lock; measurers consult it only when their own
/// cache misses. Empties itself at `capacity` entries.
final class SharedShapingCache: Sendable {
    private let entries: Mutex<TextCache<ShapedText>>

    init(capacity: Int) {
        entries = Mutex(TextCache(capacity: capacity))
    }

    /// The shaped text stored for `key`, if any.
    subscript(key: TextCacheKey) -> ShapedText? {
        entries.withLock { $0[key] }
    }

    /// Stores `text` for `key` unless another thread stored one first; returns the one stored.
    func insert(_ text: ShapedText, for key: TextCacheKey) -> ShapedText {
        entries.withLock { cache in
            if let stored = cache[key] { return stored }
            cache.insert(text, for: key)
            return text
        }
    }
}
