#if canImport(Glibc)
import Glibc
#endif
import LayoutModels
import LayoutService

/// `layoutstore watch DIR`: puts every model JSON file saved into a folder and prints what
/// changed per width, the live loop for someone editing a card.
enum WatchCommand {
    static let maxEvents = OptionSpec(
        name: "max-events", kind: .value(valueName: "count"), type: Count.self, help: "Stop after handling this many saved files.",
        defaultDescription: "never stop"
    )
    static let timeout = OptionSpec(
        name: "timeout", kind: .value(valueName: "seconds"), type: Seconds.self, help: "Stop after this many seconds without a saved file.",
        defaultDescription: "never stop"
    )

    static let spec = CommandSpec(
        name: "watch",
        abstract: "Watch a folder of model JSON files and store each one when it is saved.",
        discussion: "Every *.json file written (closed after writing) or moved into the folder is read and put into the store; the new revision and, per template and width, whether the layout changed are printed. A file that does not parse or breaks a model rule prints its error, and watching goes on. Uses Linux inotify.",
        arguments: [ArgumentSpec(name: "dir", help: "The folder to watch.")],
        options: [maxEvents, timeout, GlobalOptions.database, GlobalOptions.engineOption, GlobalOptions.quiet],
        examples: ["layoutstore watch cards/", "layoutstore watch cards/ --max-events 1"],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let directory: String = try context.arguments.requiredArgument("dir")
        let limit = try context.arguments.value(maxEvents.name, as: Count.self)?.value
        let idleSeconds = try context.arguments.value(timeout.name, as: Seconds.self)?.value
        let service = try context.service()
        let watcher = try FolderWatcher(directory: directory)
        try context.status("Watching \(directory) for model files.")
        var handled = 0
        while limit.map({ handled < $0 }) ?? true {
            guard let names = try watcher.nextSavedFiles(timeoutSeconds: idleSeconds) else { break }
            for name in names where name.hasSuffix(".json") {
                put(file: directory + "/" + name, named: name, service: service, context: context)
                handled += 1
                if let limit, handled >= limit { break }
            }
        }
        return .success
    }

    /// Puts the models of one saved file, printing what changed or, on failure, the error.
    private static func put(file path: String, named name: String, service: LayoutService, context: CommandContext) {
        do throws(CLIError) {
            let models = try ModelCommand.readModels(path, context: context)
            for model in models {
                let report = try context.serviceCall { () throws(ServiceError) in try service.put(model, message: "watch: \(name)") }
                context.io.writeOutput(ModelCommand.describe(report))
            }
        } catch {
            context.io.writeError("Error: \(error.message)\n")
        }
    }
}

/// A Linux inotify watch on one folder for files closed after writing or moved in.
final class FolderWatcher {
    private let descriptor: Int32

    /// Starts watching `directory`; a missing folder is unreadable input (exit 66).
    init(directory: String) throws(CLIError) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw CLIError(message: "Cannot watch '\(directory)': \(String(cString: strerror(errno))).", exitCode: .ioFailure)
        }
        guard inotify_add_watch(descriptor, directory, UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)) >= 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw CLIError(message: "Cannot watch '\(directory)': \(reason).", exitCode: .unreadableInput)
        }
    }

    deinit {
        close(descriptor)
    }

    /// The names of the files saved since the last call, waiting for at least one; nil when
    /// `timeoutSeconds` pass without any.
    func nextSavedFiles(timeoutSeconds: Double?) throws(CLIError) -> [String]? {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = timeoutSeconds.map { Int32(min($0 * 1000, Double(Int32.max))) } ?? -1
        let ready = poll(&request, 1, milliseconds)
        if ready == 0 { return nil }
        if ready < 0 {
            if errno == EINTR { return [] }
            throw CLIError(message: "Watching failed: \(String(cString: strerror(errno))).", exitCode: .ioFailure)
        }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        return Self.names(in: buffer[0..<count])
    }

    /// The file names of the `inotify_event` records in `bytes`.
    static func names(in bytes: ArraySlice<UInt8>) -> [String] {
        var names: [String] = []
        var offset = bytes.startIndex
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= bytes.endIndex {
            let nameLength = bytes.withUnsafeBytes { raw in
                Int(raw.loadUnaligned(fromByteOffset: offset - bytes.startIndex + 12, as: UInt32.self))
            }
            let nameBytes = bytes[(offset + headerSize)..<min(offset + headerSize + nameLength, bytes.endIndex)]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            if !name.isEmpty { names.append(name) }
            offset += headerSize + nameLength
        }
        return names
    }
}
