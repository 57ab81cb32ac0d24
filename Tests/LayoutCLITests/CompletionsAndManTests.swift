import Foundation
import Testing
@testable import LayoutCLI

/// Shell completions and the man page are written from the command tree.
@Suite struct CompletionsAndManTests {
    /// Runs `script` with bash and returns its standard output.
    private func bash(_ script: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func bashCompletesSubcommandsAndOptionsOfTheCommandTyped() throws {
        let run = CommandRun(["completions", "bash"])
        #expect(run.status == 0)
        let file = try writeTemporaryFile("layoutstore.bash", run.output)
        let completed = try bash("""
            source '\(file)'
            COMP_WORDS=(layoutstore width ad); COMP_CWORD=2; _layoutstore; echo "${COMPREPLY[*]}"
            COMP_WORDS=(layoutstore render --wi); COMP_CWORD=2; _layoutstore; echo "${COMPREPLY[*]}"
            COMP_WORDS=(layoutstore width add x --no); COMP_CWORD=4; _layoutstore; echo "${COMPREPLY[*]}"
            COMP_WORDS=(layoutstore re); COMP_CWORD=1; _layoutstore; echo "${COMPREPLY[*]}"
            """)
        #expect(completed == "add\n--width\n--no-color\nrender recompute replay report\n")
    }

    @Test func zshAndFishNameEverySubcommand() {
        for shell in ["zsh", "fish"] {
            let run = CommandRun(["completions", shell])
            #expect(run.status == 0)
            for command in CommandRegistry.subcommands {
                #expect(run.output.contains(command.name), "\(shell): \(command.name)")
            }
        }
        #expect(CommandRun(["completions", "zsh"]).output.hasPrefix("#compdef layoutstore\n"))
        #expect(CommandRun(["completions", "fish"]).output.contains("complete -c layoutstore -n '__fish_seen_subcommand_from add' -l engine-option") == false)
        #expect(CommandRun(["completions", "tcsh"]).status == 64)
    }

    @Test func theManPageHasASectionPerCommandAndTheExitStatuses() {
        let run = CommandRun(["man"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix(".TH LAYOUTSTORE 1 \"\" \"layoutstore \(LayoutStoreCLI.version)\" \"User Commands\"\n.SH NAME\n"))
        for (path, command) in ShellCompletions.paths(CommandRegistry.root).dropFirst() where command.action != nil {
            #expect(run.output.contains(".SS \"" + path.joined(separator: " ").replacingOccurrences(of: "-", with: "\\-") + "\"\n"), "\(path)")
        }
        #expect(run.output.contains(".SH EXIT STATUS\n.TP\n.B 0\n"))
        #expect(run.output.contains(".B 74\nThe database, standard output or an output file failed.\n"))
        // Deterministic: no date.
        #expect(CommandRun(["man"]).output == run.output)
    }

    @Test func roffEscapesDashesBackslashesAndLeadingDots() {
        #expect(ManPage.escaped("--db") == "\\-\\-db")
        #expect(ManPage.escaped(".hidden") == "\\&.hidden")
        #expect(ManPage.escaped("a\\b") == "a\\eb")
    }
}
