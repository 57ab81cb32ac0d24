import Glibc

/// What identifies a font file's contents without reading them: its path and what `stat`
/// says of it (size, modification and status-change times in nanoseconds, device, inode).
struct FontFileKey: Equatable, Sendable {
    let path: String
    let size: Int64
    let modified: Int64
    let changed: Int64
    let device: UInt64
    let inode: UInt64

    /// The key of the file at `path` now; nil when it cannot be stat'ed.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(
            path: path, size: Int64(info.st_size),
            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
            changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec),
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino)
        )
    }

    init(path: String, size: Int64, modified: Int64, changed: Int64, device: UInt64, inode: UInt64) {
        self.path = path
        self.size = size
        self.modified = modified
        self.changed = changed
        self.device = device
        self.inode = inode
    }

    /// Whether both times are at least `seconds` before `now` (nanoseconds since the epoch).
    func isSettled(at now: Int64, after seconds: Double) -> Bool {
        let margin = Int64(seconds * 1e9)
        return modified <= now - margin && changed <= now - margin
    }

    /// The real-time clock, in nanoseconds since the epoch.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
