import Foundation
import LayoutCLI

/// What one in-process run of `layoutstore` produced.
struct CommandRun {
    var status: Int32
    var output: String
    var error: String

    /// Runs `layoutstore arguments` in-process with captured streams.
    init(
        _ arguments: [String], standardInput: String = "", environment: [String: String] = [:],
        outputIsTerminal: Bool = false, errorIsTerminal: Bool = false, terminalColumns: Int? = nil
    ) {
        let captured = CapturedIO(
            standardInput: Array(standardInput.utf8), outputIsTerminal: outputIsTerminal, errorIsTerminal: errorIsTerminal,
            terminalColumns: terminalColumns
        )
        status = LayoutStoreCLI.run(arguments: arguments, environment: environment, io: captured.io)
        output = captured.standardOutput
        error = captured.standardError
    }
}

/// A fresh directory under the system's temporary directory, for files a test writes.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutcli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `text` to `name` in a fresh temporary directory and returns its path.
func writeTemporaryFile(_ name: String, _ text: String) throws -> String {
    let url = try makeTemporaryDirectory().appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
}
