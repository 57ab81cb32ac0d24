import LayoutTestSupport
import Foundation
import Testing
@testable import LayoutCLI

@Suite struct WatchCommandTests {
    @Test func printsWatchHelpVerbatim() {
        let run = CommandRun(["watch", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: Watch a folder of model JSON files and store each one when it is
            saved.

            Every *.json file written (closed after writing), moved into the folder or
            linked into it (a symbolic link, followed) is read and put into the store; the
            new revision and, per template and width, whether the layout changed are printed
            (with --format json, one JSON object per line). A file that does not parse or
            breaks a model rule prints its error, and watching goes on; when every file
            failed the exit status is that of the last failure. Watching stops with exit 74
            when the folder is deleted or moved. Uses Linux inotify.

            USAGE: layoutstore watch <dir> [--max-events <count>] [--timeout <seconds>]
                   [--engine-option <key=value> ...] [options]

            ARGUMENTS:
              <dir>                   The folder to watch.

            OPTIONS:
              --max-events <count>    Stop after handling this many saved files. (default:
                                      never stop)
              --timeout <seconds>     Stop after this many seconds without a saved file.
                                      (default: never stop)
              --db <path>             The store: a file, or a postgresql:// URL. (default:
                                      $LAYOUTSTORE_DB, else ./layoutstore.sqlite)
              --engine-option <key=value>
                                      An engine option (repeatable). textScale (a number >
                                      0, default 1): Multiplies every font size, like
                                      Dynamic Type. displayScale (a number > 0, default 2):
                                      Pixels per point: text sizes round up to multiples of
                                      1/displayScale. fonts (a directory of font files,
                                      default none): A directory of font files set before
                                      the default fonts; their content is part of the
                                      engine's identity.
              -q, --quiet             Print only results and errors: no progress, no status
                                      lines.
              -h, --help              Show help information.

            GLOBAL OPTIONS (before or after the subcommand):
              --format <format>       The output format: table, json or csv. (default: table
                                      on a terminal, else json)
              --no-color              Never colour the output (also when NO_COLOR is set).

            EXAMPLES:
              layoutstore watch cards/
              layoutstore watch cards/ --max-events 1

            """)
    }

    /// Runs `watch` on a thread and writes `files` (name, text) into the folder, one at a time,
    /// rewriting each until the watcher has handled it, so the test never races the watch's start.
    private func watch(_ store: TemporaryStore, folder: URL, files: [(String, String)]) throws -> CommandRun {
        let finished = DispatchSemaphore(value: 0)
        let result = ResultBox()
        let arguments = ["watch", folder.path, "--max-events", String(files.count), "--timeout", "30", "--db", store.path]
        Thread.detachNewThread {
            result.run = CommandRun(arguments)
            finished.signal()
        }
        var next = 0
        while finished.wait(timeout: .now() + .milliseconds(200)) == .timedOut {
            let (name, text) = files[min(next, files.count - 1)]
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
            next += 1
        }
        return try #require(result.run)
    }

    @Test func putsSavedModelsAndReportsBadFilesWithoutStopping() throws {
        let store = try TemporaryStore()
        #expect(store.run(["init"]).status == 0)
        #expect(store.run(["width", "add", "narrow", "60"]).status == 0)
        let folder = store.directory.appendingPathComponent("cards")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = try watch(store, folder: folder, files: [
            ("bad.json", "{not json"),
            ("tags.json", #"{"kind": "chipSet", "name": "tags", "chips": [{"title": "alpha", "priority": 0}]}"#),
        ])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("tags: new model, revision 1\n  chips at narrow: new\n"))
        #expect(run.error.hasPrefix("Watching \(folder.path) for model files.\nError: \(folder.path)/bad.json: $: not valid JSON: line 1, column 2:"))
    }

    @Test func aMissingFolderIsUnreadableInput() throws {
        let store = try TemporaryStore()
        #expect(store.run(["init"]).status == 0)
        let run = store.run(["watch", "/nonexistent/cards", "--max-events", "1"])
        #expect(run.status == 66)
        #expect(run.error == "Error: Cannot watch '/nonexistent/cards': No such file or directory.\n")
    }

    @Test func eventNamesAreReadFromInotifyRecords() {
        var bytes: [UInt8] = []
        for name in ["a.json", "longer-name.json"] {
            let padded = Array(name.utf8) + [UInt8](repeating: 0, count: 16 - name.utf8.count % 16)
            bytes += [1, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0] + withUnsafeBytes(of: UInt32(padded.count).littleEndian, Array.init) + padded
        }
        #expect(FolderWatcher.names(in: bytes[...]) == ["a.json", "longer-name.json"])
    }
}

/// The run a watch thread hands back to the test.
private final class ResultBox: @unchecked Sendable {
    var run: CommandRun?
}
