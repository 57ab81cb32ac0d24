import Testing
@testable import LayoutCLI

@Suite struct ProgressReporterTests {
    /// A clock that advances one second every time it is read.
    final class SteppingClock {
        var seconds = 0.0
        func read() -> Double {
            seconds += 1
            return seconds
        }
    }

    @Test func writesPlainLinesAtEachTenthToStandardErrorWhenNotATerminal() {
        let captured = CapturedIO()
        let clock = SteppingClock()
        let progress = ProgressReporter(label: "recompute", total: 20, io: captured.io, isQuiet: false, elapsedSeconds: clock.read)
        for _ in 0..<20 { progress.advance() }
        progress.finish()
        #expect(captured.standardOutput == "")
        let lines = captured.standardError.split(separator: "\n")
        #expect(lines.count == 10)
        #expect(lines.first == "recompute: 2/20 (10%)")
        #expect(lines.dropLast().last == "recompute: 18/20 (90%)")
        #expect(lines.last == "recompute: 20/20 done in 0:01")
        #expect(!captured.standardError.contains("\r"))
    }

    @Test func drawsABarWithCountRateAndETAOnATerminal() {
        let captured = CapturedIO(outputIsTerminal: true, errorIsTerminal: true)
        let clock = SteppingClock()
        let progress = ProgressReporter(label: "run", total: 10, io: captured.io, isQuiet: false, elapsedSeconds: clock.read)
        progress.advance(by: 5)
        #expect(captured.standardOutput == "")
        #expect(captured.standardError == "\r\u{1B}[2Krun [██████████░░░░░░░░░░]  5/10  5.0/s  ETA 0:01")
    }

    @Test func printsNothingWhenQuiet() {
        let captured = CapturedIO(errorIsTerminal: true)
        let progress = ProgressReporter(label: "run", total: 3, io: captured.io, isQuiet: true, elapsedSeconds: { 1 })
        progress.advance(by: 3)
        progress.finish()
        #expect(captured.standardError == "")
        #expect(captured.standardOutput == "")
    }

    @Test func formatsDurationsAsMinutesOrHours() {
        #expect(ProgressReporter.duration(5) == "0:05")
        #expect(ProgressReporter.duration(125.4) == "2:05")
        #expect(ProgressReporter.duration(3725) == "1:02:05")
    }
}
