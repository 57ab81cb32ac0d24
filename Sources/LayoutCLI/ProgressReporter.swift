/// Reports the progress of a long task on standard error, never on standard output, so piped
/// results stay clean.
///
/// On a terminal it redraws one line at most ten times a second, cut to the terminal's width:
/// `recompute [██████░░░░░░░░░░░░░░]  300/1000   52.1/s  ETA 0:13`. The rate and the time
/// left count only the work this process did: a resumed run that starts at 900 of 1,000 does
/// not claim it did 900 in its first tenth of a second (as cargo measures what it built, not
/// what was fresh). Elsewhere (a CI log) it prints a plain line at each tenth of the way:
/// `recompute: 300/1000 (30%)`. `finish()` prints the final count and the time taken. With
/// `isQuiet` it prints nothing, and with `onlyOnTerminal` (as cargo) nothing elsewhere either.
/// A task that learns its total as it goes reports with `update(done:total:)`.
public final class ProgressReporter {
    private let label: String
    private var total: Int
    private let io: CommandIO
    private let isQuiet: Bool
    private let elapsedSeconds: () -> Double
    /// The steps done before this process started (a resumed run's finished part).
    private let initial: Int
    private var completed: Int
    private var lastDrawTime = -Double.infinity
    private var lastReportedTenth = 0

    /// The width of the bar in characters.
    static let barWidth = 20
    /// The shortest time between two redraws on a terminal, in seconds.
    static let redrawInterval = 0.1

    /// A reporter of `total` steps of which `alreadyDone` were done before this process began;
    /// `elapsedSeconds` (for tests) measures time since it started.
    public init(
        label: String, total: Int, io: CommandIO, isQuiet: Bool, onlyOnTerminal: Bool = false, alreadyDone: Int = 0,
        elapsedSeconds: (() -> Double)? = nil
    ) {
        self.label = label
        self.total = max(total, 0)
        self.io = io
        self.isQuiet = isQuiet || (onlyOnTerminal && !io.errorIsTerminal)
        self.initial = min(max(alreadyDone, 0), max(total, 0))
        self.completed = initial
        self.lastReportedTenth = total > 0 ? initial * 10 / total : 0
        if let elapsedSeconds {
            self.elapsedSeconds = elapsedSeconds
        } else {
            let start = ContinuousClock.now
            self.elapsedSeconds = { Self.seconds(start.duration(to: .now)) }
        }
    }

    /// Records `steps` more completed steps and reports if it is time to.
    public func advance(by steps: Int = 1) {
        completed = min(completed + steps, total)
        guard !isQuiet else { return }
        if io.errorIsTerminal {
            let now = elapsedSeconds()
            guard now - lastDrawTime >= Self.redrawInterval else { return }
            lastDrawTime = now
            io.writeError("\r\u{1B}[2K" + fitted(barLine(elapsed: now)))
        } else if total > 0 {
            let tenth = completed * 10 / total
            guard tenth > lastReportedTenth, completed < total else { return }
            lastReportedTenth = tenth
            io.writeError("\(label): \(completed)/\(total) (\(tenth * 10)%)\n")
        }
    }

    /// Records that `done` of `total` steps are complete (a total that may grow as the task
    /// finds its work) and reports if it is time to.
    public func update(done: Int, total: Int) {
        self.total = max(total, 0)
        advance(by: max(done, 0) - completed)
    }

    /// Reports the end: the count and the time taken, on its own line.
    public func finish() {
        guard !isQuiet else { return }
        let elapsed = elapsedSeconds()
        let resumed = initial > 0 ? " (\(completed - initial) by this run, \(initial) before)" : ""
        let summary = "\(label): \(completed)/\(total) done in \(Self.duration(elapsed))\(resumed)\n"
        io.writeError(io.errorIsTerminal ? "\r\u{1B}[2K" + summary : summary)
    }

    private func barLine(elapsed: Double) -> String {
        let fraction = total == 0 ? 1 : Double(completed) / Double(total)
        let filled = Int((fraction * Double(Self.barWidth)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: Self.barWidth - filled)
        let count = String(completed).leftPadded(to: String(total).count) + "/\(total)"
        let rate = elapsed > 0 ? Double(completed - initial) / elapsed : 0
        let eta = rate > 0 ? Self.duration(Double(total - completed) / rate) : "?"
        return "\(label) [\(bar)] \(count)  \(Self.oneDecimal(rate))/s  ETA \(eta)"
    }

    /// `line` cut to one character less than the terminal's width (a full line would wrap on
    /// some terminals), with "…" where it was cut.
    private func fitted(_ line: String) -> String {
        guard let columns = io.terminalColumns else { return line }
        return TableFit.cut(line, to: max(columns - 1, 1))
    }

    /// Clears the bar of a task that stopped early, so the error saying why starts on a clean line.
    public func abandon() {
        guard !isQuiet, io.errorIsTerminal else { return }
        io.writeError("\r\u{1B}[2K")
    }

    /// `m:ss`, or `h:mm:ss` from an hour.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}

extension String {
    /// The string with spaces in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(width - count, 0)) + self
    }
}

extension CommandContext {
    /// Runs `body` with a reporter for a task that learns its total as it goes
    /// (`update(done:total:)`), drawn only on a terminal (as cargo's) and never with `--quiet`:
    /// finished when `body` returns, cleared when it throws.
    func withProgress<Result>(
        _ label: String, _ body: (ProgressReporter) throws(CLIError) -> Result
    ) throws(CLIError) -> Result {
        let reporter = ProgressReporter(label: label, total: 0, io: io, isQuiet: try globals().isQuiet, onlyOnTerminal: true)
        do {
            let result = try body(reporter)
            reporter.finish()
            return result
        } catch {
            reporter.abandon()
            throw error
        }
    }
}
