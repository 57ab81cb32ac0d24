import Testing
@testable import LayoutCLI

/// Issue: a resumed run showed 27,504,297/s and an ETA of a second for twenty seconds of work:
/// the rate counted the part done before the process started.
@Suite struct ResumedProgressTests {
    typealias SteppingClock = ProgressReporterTests.SteppingClock

    @Test func rateAndETACountOnlyThisProcesssWork() {
        let captured = CapturedIO(errorIsTerminal: true)
        let clock = SteppingClock()
        let progress = ProgressReporter(
            label: "recompute", total: 1000, io: captured.io, isQuiet: false, alreadyDone: 900, elapsedSeconds: clock.read
        )
        progress.advance(by: 50)
        // 50 scenarios in this process's first second: 50/s, 50 left, so 1 s; the bar shows 950 of 1000.
        #expect(captured.standardError == "\r\u{1B}[2Krecompute [███████████████████░]  950/1000  50.0/s  ETA 0:01")
        progress.finish()
        #expect(captured.standardError.hasSuffix("\r\u{1B}[2Krecompute: 950/1000 done in 0:02 (50 by this run, 900 before)\n"))
    }

    @Test func theLineIsCutToTheTerminalsWidth() {
        let captured = CapturedIO(errorIsTerminal: true, terminalColumns: 30)
        let clock = SteppingClock()
        let progress = ProgressReporter(label: "recompute", total: 1000, io: captured.io, isQuiet: false, elapsedSeconds: clock.read)
        progress.advance(by: 10)
        let line = captured.standardError.replacingOccurrences(of: "\r\u{1B}[2K", with: "")
        #expect(line == "recompute [" + String(repeating: "░", count: 17) + "…")
        #expect(line.count == 29)
    }

    @Test func aCILogStartsCountingTenthsAfterTheResumedPart() {
        let captured = CapturedIO()
        let progress = ProgressReporter(label: "recompute", total: 100, io: captured.io, isQuiet: false, alreadyDone: 85, elapsedSeconds: { 1 })
        progress.advance(by: 5)
        #expect(captured.standardError == "recompute: 90/100 (90%)\n")
    }
}
