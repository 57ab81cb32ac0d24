#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The built `layoutstore` binary run as a child process, so a test can kill it or run several at once.
struct LayoutStoreProcess {
    /// `<package root>/.build/debug/layoutstore`, which `swift build` and `swift test` make.
    static let binaryPath: String = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/layoutstore").path
    }()

    /// Fails with a clear message when the binary has not been built.
    static func requireBinary() throws {
        guard FileManager.default.isExecutableFile(atPath: binaryPath) else {
            throw StoreCheckFailure("No layoutstore binary at \(binaryPath); build it with 'swift build' first.")
        }
    }

    private let process: Process
    private let outputURL: URL
    private let errorURL: URL

    /// Starts `layoutstore arguments…` with standard output and error going to files in `directory`,
    /// with `USER` and `PATH` and the `extraEnvironment` variables only.
    init(_ arguments: [String], directory: URL, extraEnvironment: [String: String] = [:]) throws {
        try Self.requireBinary()
        let name = UUID().uuidString
        outputURL = directory.appendingPathComponent("\(name).out")
        errorURL = directory.appendingPathComponent("\(name).err")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binaryPath)
        process.arguments = arguments
        process.environment = ["USER": "tester", "PATH": "/usr/bin:/bin"].merging(extraEnvironment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
    }

    /// The process's id (a worker's name in the queue is `host:pid`).
    var processIdentifier: Int32 { process.processIdentifier }

    /// Sends SIGSTOP: the process is frozen where it is until `resume()` or `kill()`.
    func pause() {
        _ = Glibc.kill(process.processIdentifier, SIGSTOP)
    }

    /// Sends SIGCONT: a paused process goes on.
    func resume() {
        _ = Glibc.kill(process.processIdentifier, SIGCONT)
    }

    /// Sends SIGKILL: the process stops at once, wherever it is, without cleaning up.
    func kill() {
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
    }

    /// Sends SIGINT, as Ctrl-C in a terminal does.
    func interrupt() {
        _ = Glibc.kill(process.processIdentifier, SIGINT)
    }

    /// What the process has written to standard error so far.
    var errorSoFar: String {
        (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
    }

    /// Whether the process has not ended yet.
    var isRunning: Bool { process.isRunning }

    /// Waits for the process to end and returns what it produced; a killed process reports
    /// status 128 + the signal number.
    func wait() -> CommandOutcome {
        process.waitUntilExit()
        let killed = process.terminationReason == .uncaughtSignal
        let status = killed ? 128 + process.terminationStatus : process.terminationStatus
        let output = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
        return CommandOutcome(status: status, output: output, error: error)
    }

    /// Runs `layoutstore arguments…` to completion.
    static func run(_ arguments: [String], directory: URL, extraEnvironment: [String: String] = [:]) throws -> CommandOutcome {
        try LayoutStoreProcess(arguments, directory: directory, extraEnvironment: extraEnvironment).wait()
    }
}
