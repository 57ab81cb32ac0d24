#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock file held with an exclusive `flock(2)`: the recompute lock of a store file.
///
/// The kernel drops the lock when its process ends, so a killed holder never leaves it held.
/// The holder removes the file before letting go, and a process that locked a file already
/// removed tries again on the new one, so two holders never coexist.
enum RunLockFile {
    /// The lock at `path`, created when missing, or nil when another process holds it.
    static func acquire(_ path: String) throws(StoreError) -> RunLock? {
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw failure("cannot create the recompute lock \(path)", errno) }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let code = errno
                close(descriptor)
                if code == EWOULDBLOCK { return nil }
                throw failure("cannot lock \(path)", code)
            }
            var held = stat()
            var named = stat()
            if fstat(descriptor, &held) == 0, stat(path, &named) == 0, held.st_ino == named.st_ino, held.st_dev == named.st_dev {
                return RunLock {
                    unlink(path)
                    close(descriptor)
                }
            }
            // The previous holder removed the file after this process opened it: lock the new one.
            close(descriptor)
        }
    }

    private static func failure(_ what: String, _ code: Int32) -> StoreError {
        let reason = String(cString: strerror(code))
        let kind: StoreError.Kind = code == EROFS || code == EACCES ? .readOnly : code == ENOSPC ? .full : .other
        return StoreError(kind: kind, description: "\(what): \(reason)", message: reason)
    }
}
