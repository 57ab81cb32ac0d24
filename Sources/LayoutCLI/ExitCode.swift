/// Every exit status `layoutstore` uses, in one place (after BSD `sysexits.h`).
public enum ExitCode: Int32, Sendable {
    /// The command did what was asked.
    case success = 0
    /// A check failed: a replay mismatch, changes with `--fail-on-change`, differences found.
    case checkFailed = 1
    /// The command line was wrong (`EX_USAGE`).
    case usage = 64
    /// The input data was wrong: bad JSON, a bad view tree, an invalid model (`EX_DATAERR`).
    case badData = 65
    /// An input file is missing or unreadable (`EX_NOINPUT`).
    case unreadableInput = 66
    /// The database or an output file failed (`EX_IOERR`).
    case ioFailure = 74
    /// Stopped by Ctrl-C (128 + SIGINT, as shells report it); finished work was kept.
    case interrupted = 130
}
