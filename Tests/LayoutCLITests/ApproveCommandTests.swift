import LayoutTestSupport
import Testing
@testable import LayoutCLI

@Suite struct ApproveCommandTests {
    @Test func helpIsTheSpecsHelpWithAnExample() {
        let run = CommandRun(["approve", "-h"])
        #expect(run.status == 0)
        #expect(run.output == HelpFormatter.help([CommandRegistry.root, ApproveCommand.spec]))
        #expect(run.output.contains("  layoutstore approve --undo\n"))
    }

    @Test func approvesEveryCurrentResultAsTheUserOfTheEnvironment() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["approve"])
        #expect(run.status == 0)
        #expect(run.output == "Approved 208 scenarios as baselines (approval 1, by tester): every current result\n")
        #expect(run.error == "")
        let log = store.run(["sql", "SELECT action, approved_by, message FROM approvals", "--format", "csv"])
        #expect(log.output == "action,approved_by,message\r\napprove,tester,every current result\r\n")
    }

    @Test func approvesAFilterWithAMessageThenUndoesIt() throws {
        let store = try TemporaryStore(seeded: true)
        let approve = store.run(["approve", "--kind", "chipSet", "--width", "iPhone SE", "-m", "chips ok"])
        #expect(approve.output == "Approved 6 scenarios as baselines (approval 1, by tester): chips ok\n")
        let undo = store.run(["approve", "--undo"])
        #expect(undo.status == 0)
        #expect(undo.output == "Undid approval 1: 6 scenarios restored (log entry 2, by tester).\n")
        #expect(store.run(["sql", "SELECT count(*) AS n FROM baselines", "--format", "csv"]).output == "n\r\n0\r\n")
        let again = store.run(["approve", "--undo"])
        #expect(again.status == 65)
        #expect(again.error == "Error: There is no approval to undo.\n")
    }

    @Test func approvesTheChangesOfARun() throws {
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"]).status == 0)
        let run = store.run(["approve", "--run", "1"])
        #expect(run.output == "Approved 184 scenarios as baselines (approval 1, by tester): changes of run 1\n")
        #expect(store.run(["replay", "--engine-option", "textScale=1.25", "--quiet"]).status == 0)
        let unknown = store.run(["approve", "--run", "9"])
        #expect(unknown.status == 65)
        #expect(unknown.error == "Error: No run 9.\n")
    }

    @Test func conflictingSelectionsAreUsageErrors() throws {
        let store = try TemporaryStore(seeded: true)
        let runAndFilter = store.run(["approve", "--run", "1", "--kind", "chipSet"])
        #expect(runAndFilter.status == 64)
        #expect(runAndFilter.error == """
            Error: '--run' approves a run's changes; it cannot be combined with '--kind'.
            Usage: layoutstore approve [--kind <kind>] [--model <pattern>] [--width <name> ...] [--run <run>] [--message <text>] [--undo] [--engine-option <key=value> ...] [options]
              See 'layoutstore approve --help' for more information.

            """)
        let undoAndRun = store.run(["approve", "--undo", "--run", "2"])
        #expect(undoAndRun.status == 64)
        #expect(undoAndRun.error.hasPrefix("Error: '--undo' undoes the latest approval; it cannot be combined with '--run'.\n"))
        #expect(store.run(["sql", "SELECT count(*) AS n FROM approvals", "--format", "csv"]).output == "n\r\n0\r\n")
    }

    @Test func aFilterMatchingNothingIsBadInputAndWritesNothing() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["approve", "--model", "nothing-*"])
        #expect(run.status == 65)
        #expect(run.error == "Error: Nothing to approve: the selection covers no scenario.\n")
        #expect(store.run(["sql", "SELECT count(*) AS n FROM approvals", "--format", "csv"]).output == "n\r\n0\r\n")
    }
}
