#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import LayoutCLI

/// Issue: a command writing to a full disk exited 0. Standard output here is the real
/// `/dev/full` (every write fails with ENOSPC), standard error a temporary file.
@Suite struct CheckedOutputTests {
    /// Runs `arguments` in-process with standard output on `/dev/full`; the status and what
    /// standard error received.
    private func runToFullDisk(_ arguments: [String]) throws -> (status: Int32, error: String) {
        let errorPath = try makeTemporaryDirectory().appendingPathComponent("stderr").path
        let full = open("/dev/full", O_WRONLY)
        let errorFile = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(full >= 0 && errorFile >= 0)
        defer {
            close(full)
            close(errorFile)
        }
        let io = CommandIO.streams(input: STDIN_FILENO, output: full, error: errorFile)
        let status = LayoutStoreCLI.run(arguments: arguments, environment: [:], io: io)
        return (status, try String(contentsOfFile: errorPath, encoding: .utf8))
    }

    @Test func everyCommandWritingToAFullDiskExits74() throws {
        let store = try TestStoreFile()
        let commands: [[String]] = [
            ["--version"], ["--help"], ["width", "list", "--db", store.path], ["export", "--db", store.path],
            ["sql", "SELECT 1", "--db", store.path], ["layout", "Kyoto", "--width", "320", "--db", store.path],
            ["completions", "bash"], ["man"],
        ]
        for command in commands {
            let run = try runToFullDisk(command)
            #expect(run.status == 74, "\(command)")
            #expect(run.error.hasSuffix("Error: Cannot write standard output: No space left on device.\n"), "\(command): \(run.error)")
        }
    }

    @Test func theSameCommandsSucceedOnAWritableOutput() throws {
        let store = try TestStoreFile()
        let run = store.run(["width", "list"])
        #expect(run.status == 0)
        #expect(run.error == "")
    }

    @Test func outFilesAreWrittenWholeOrNotAtAll() throws {
        let store = try TestStoreFile()
        let folder = try makeTemporaryDirectory()
        let target = folder.appendingPathComponent("store.jsonl").path
        try Data("old content\n".utf8).write(to: URL(fileURLWithPath: target))
        let written = store.run(["export", "--out", target])
        #expect(written.status == 0)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == store.run(["export"]).output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["store.jsonl"])

        let missing = folder.appendingPathComponent("no/such/folder/picture.svg").path
        let failed = store.run(["render", "Kyoto", "--width", "320", "--out", missing])
        #expect(failed.status == 74)
        #expect(failed.error == "Error: Cannot write '\(missing)': No such file or directory.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["store.jsonl"])
    }
}

@Suite struct OutFileTargetTests {
    @Test func aDeviceIsWrittenInPlaceAndALinkKept() throws {
        let store = try TestStoreFile()
        let devNull = store.run(["render", "Kyoto", "--width", "320", "--out", "/dev/null"])
        #expect(devNull.status == 0)
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)

        let folder = try makeTemporaryDirectory()
        let real = folder.appendingPathComponent("real.svg").path
        let link = folder.appendingPathComponent("link.svg").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: real))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        #expect(store.run(["render", "Kyoto", "--width", "320", "--out", link]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try String(contentsOfFile: real, encoding: .utf8).hasPrefix("<svg"))
    }
}
