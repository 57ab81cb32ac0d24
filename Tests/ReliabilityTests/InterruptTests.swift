import Foundation
import Testing

/// Ctrl-C during a recompute keeps what was committed and says how to resume; the resumed run
/// reports its rate from its own work (the issue: a resumed run showed 27,504,297/s).
@Suite struct InterruptTests {
    @Test func ctrlCKeepsTheWorkAndTheResumedRunCountsOnlyItsOwn() throws {
        let store = try ScratchStore()
        let seeded = try LayoutStoreProcess.run(["--db", store.path, "seed", "--quiet"], directory: store.directory)
        try #require(seeded.status == 0, "\(seeded.error)")
        let generated = try LayoutStoreProcess.run(
            ["--db", store.path, "generate", "--trips", "600", "--chip-sets", "200", "--seed", "5", "--quiet"], directory: store.directory
        )
        try #require(generated.status == 0, "\(generated.error)")
        let recompute = ["--db", store.path, "recompute", "--engine-option", "textScale=1.25", "--format", "csv"]

        // Interrupt once 40% or more are laid out (progress on a log: a line per tenth reached,
        // which may skip tenths when a page commits), so at least one page has been committed.
        let first = try LayoutStoreProcess(recompute, directory: store.directory)
        let deadline = Date().addingTimeInterval(300)
        let pastFourTenths = ["(40%)", "(50%)", "(60%)", "(70%)", "(80%)", "(90%)"]
        while first.isRunning, !pastFourTenths.contains(where: first.errorSoFar.contains), Date() < deadline {
            usleep(10_000)
        }
        first.interrupt()
        let stopped = first.wait()
        try #require(stopped.status == 130, "the run ended before Ctrl-C arrived: \(stopped.status) \(stopped.error) \(stopped.output)")
        #expect(stopped.output == "")
        let message = try #require(stopped.error.split(separator: "\n").last.map(String.init))
        let prefix = "Error: Interrupted: run 1 stopped after "
        #expect(message.hasPrefix(prefix))
        #expect(message.hasSuffix(" scenarios, which are kept; run 'layoutstore --db \(store.path) recompute --engine-option textScale=1.25 --format csv' again to resume it."))
        let kept = try #require(Int(message.dropFirst(prefix.count).prefix { $0.isNumber }))
        #expect(kept > 0)

        // The same command resumes: the final line counts this run's part and the kept part.
        let resumed = try LayoutStoreProcess.run(recompute, directory: store.directory)
        #expect(resumed.status == 0, "\(resumed.error)")
        // (The last line states the comparison: `recompute: engine 2 compared with engine 1, …`.)
        let finish = try #require(resumed.error.split(separator: "\n").dropLast().last.map(String.init))
        // 800 generated models (600 trip cards with two templates, 200 chip sets) and the seeds, at 8 widths.
        let total = try #require(Int(finish.dropFirst("recompute: ".count).prefix { $0.isNumber }))
        #expect(total > (600 * 2 + 200) * 8)
        #expect(finish.hasPrefix("recompute: \(total)/\(total) done in "))
        #expect(finish.hasSuffix(" (\(total - kept) by this run, \(kept) before)"))
        #expect(resumed.output.hasPrefix("run,engine,against,comparison,unchanged,changed,new,failed,computed,seconds,per second\r\n1,2,1,previous_current,"))
    }
}
