import Foundation
import Testing

/// The README's tour, run verbatim by scripts/readme-tour.sh with the built binary in an empty
/// directory.
@Suite struct ReadmeTourTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the script with `environment` added; its status and its standard output and error.
    static func runTour(_ environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        try LayoutStoreProcess.requireBinary()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("scripts/readme-tour.sh").path]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["LAYOUTSTORE_BIN": LayoutStoreProcess.binaryPath].merging(environment) { $1 }
        ) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func theTourRunsLineByLineInAnEmptyDirectory() throws {
        let run = try Self.runTour()
        #expect(run.status == 0, "\(run.output)")
        // The README's tour block holds 20 lines (counted by hand).
        #expect(run.output.hasSuffix("readme-tour: all 20 lines ran in an empty directory.\n"))
        #expect(run.output.contains("ok 13 (1): layoutstore --engine-option textScale=1.25 recompute --fail-on-change"))
    }

    @Test func aTourUsingAFileNoStepMadeFailsNamingTheLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("readme-tour-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let readme = directory.appendingPathComponent("README.md")
        let lines = ["layoutstore init", "layoutstore seed", "layoutstore model list", "layoutstore width list", "layoutstore model put kyoto.json"]
        try Data(("## A tour\n\n```sh\nswift build\n```\n\n```sh\n" + lines.joined(separator: "\n") + "\n```\n").utf8).write(to: readme)
        let run = try Self.runTour(["README": readme.path])
        #expect(run.status == 1)
        #expect(run.output.contains("readme-tour: line 5 exited with 66: layoutstore model put kyoto.json\n"))
    }
}
