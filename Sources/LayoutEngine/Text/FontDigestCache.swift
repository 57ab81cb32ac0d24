import Glibc
import Synchronization

/// Font files' SHA-256 digests kept between processes, so that a command does not hash some
/// 50 MB of default fonts each time it starts (about 30 ms of a 70 ms command).
///
/// One text file, `font-digests` in `directory`, a line per font file:
/// `<sha256> <size> <mtime ns> <ctime ns> <device> <inode> <path>`. An entry is used only when
/// the file's `stat` still gives every one of those numbers, as git trusts its index: a file
/// written changes its modification and status-change times (the second cannot be set back),
/// and a file replaced is another inode. A file whose times are within `settledAfter`
/// seconds of the moment it was hashed is not entered: it may still be changing within one
/// tick of the file system's clock ("racily clean" in git's words).
///
/// The cache is only ever a shortcut: a file that cannot be read or written is ignored (the
/// digest is computed), and it is replaced as a whole (a temporary file renamed over it), so
/// another process never reads half of it.
public struct FontDigestCache: Equatable, Sendable {
    /// The folder the cache file lives in (created when missing).
    public let directory: String
    /// How old a file's times must be, in seconds, for its digest to be entered.
    public let settledAfter: Double

    public init(directory: String, settledAfter: Double = 2) {
        self.directory = directory
        self.settledAfter = settledAfter
    }

    /// The cache of a user: `$XDG_CACHE_HOME/layoutstore`, else `$HOME/.cache/layoutstore`;
    /// nil when neither is set.
    public static func forUser(environment: [String: String]) -> FontDigestCache? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return FontDigestCache(directory: cache + "/layoutstore")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return FontDigestCache(directory: home + "/.cache/layoutstore")
        }
        return nil
    }

    /// The cache the font loader uses in this process (none unless the program sets one).
    public static var current: FontDigestCache? {
        get { shared.withLock { $0 } }
        set { shared.withLock { $0 = newValue } }
    }
    private static let shared = Mutex<FontDigestCache?>(nil)

    /// The cache file's path.
    var path: String { directory + "/font-digests" }

    /// The digest entered for the file whose identity is `key`, if any.
    func digest(for key: FontFileKey) -> String? {
        entries()[key.path].flatMap { $0.key == key ? $0.digest : nil }
    }

    /// Enters `digest` for the file whose identity is `key`, unless the file changed too
    /// recently; failures are ignored (the cache is a shortcut).
    func enter(_ digest: String, for key: FontFileKey) {
        guard key.isSettled(at: FontFileKey.now(), after: settledAfter) else { return }
        var entries = entries()
        entries[key.path] = (key, digest)
        write(entries)
    }

    /// Every entry of the cache file, by path (none when it cannot be read; a malformed line is skipped).
    private func entries() -> [String: (key: FontFileKey, digest: String)] {
        guard let text = Self.read(path) else { return [:] }
        var entries: [String: (key: FontFileKey, digest: String)] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 6, omittingEmptySubsequences: false)
            guard fields.count == 7, fields[0].count == 64, fields[0].allSatisfy(\.isHexDigit),
                  let size = Int64(fields[1]), let modified = Int64(fields[2]), let changed = Int64(fields[3]),
                  let device = UInt64(fields[4]), let inode = UInt64(fields[5]) else { continue }
            let key = FontFileKey(path: String(fields[6]), size: size, modified: modified, changed: changed, device: device, inode: inode)
            entries[key.path] = (key, String(fields[0]))
        }
        return entries
    }

    /// Replaces the cache file with `entries`, sorted by path; gives up silently on any failure.
    private func write(_ entries: [String: (key: FontFileKey, digest: String)]) {
        var text = ""
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let key = entry.key
            text += "\(entry.digest) \(key.size) \(key.modified) \(key.changed) \(key.device) \(key.inode) \(path)\n"
        }
        guard Self.makeDirectory(directory) else { return }
        let temporary = path + ".\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        let closed = close(descriptor) == 0
        guard written == bytes.count, closed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return
        }
    }

    /// The contents of the file at `path`, nil when it cannot be read.
    private static func read(_ path: String) -> String? {
        guard let file = fopen(path, "re") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            bytes += buffer[..<count]
            if count < buffer.count { break }
        }
        guard ferror(file) == 0 else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Creates `directory` and its missing parents; whether it exists afterwards.
    private static func makeDirectory(_ directory: String) -> Bool {
        var info = stat()
        if stat(directory, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR }
        let parent = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)])
        if !parent.isEmpty, !makeDirectory(parent) { return false }
        return mkdir(directory, 0o755) == 0 || errno == EEXIST
    }
}
