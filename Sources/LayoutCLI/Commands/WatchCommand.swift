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
        discussion: "Every *.json file written (closed after writing), moved into the folder or linked into it (a symbolic link, followed) is read and put into the store; the new revision and, per template and width, whether the layout changed are printed (with --format json, one JSON object per line). A file that does not parse or breaks a model rule prints its error, and watching goes on; when every file failed the exit status is that of the last failure. Watching stops with exit 74 when the folder is deleted or moved. Uses Linux inotify.",
        arguments: [ArgumentSpec(name: "dir", help: "The folder to watch.")],
        options: [maxEvents, timeout, GlobalOptions.database, GlobalOptions.engineOption, GlobalOptions.quiet],
        examples: ["layoutstore watch cards/", "layoutstore watch cards/ --max-events 1"],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let directory: String = try context.arguments.requiredArgument("dir")
        let limit = try context.arguments.value(maxEvents.name, as: Count.self)?.value
        let idleSeconds = try context.arguments.value(timeout.name, as: Seconds.self)?.value
        let watcher = try FolderWatcher(directory: directory)
        let service = try context.service()
        try context.status("Watching \(directory) for model files.")
        var handled = 0
        var lastFailure: CLIError?
        var failed = 0
        watching: while limit.map({ handled < $0 }) ?? true {
            guard let names = try watcher.nextSavedFiles(timeoutSeconds: idleSeconds) else { break }
            for name in names where name.hasSuffix(".json") {
                if let failure = put(file: directory + "/" + name, named: name, service: service, context: context) {
                    lastFailure = failure
                    failed += 1
                }
                handled += 1
                if let limit, handled >= limit { break watching }
            }
        }
        if let lastFailure, failed == handled {
            throw CLIError(message: "Every one of the \(handled) saved files failed; the last: \(lastFailure.message)", exitCode: lastFailure.exitCode)
        }
        return .success
    }

    /// Puts the models of one saved file, printing what changed or, on failure, the error,
    /// which it returns.
    private static func put(file path: String, named name: String, service: LayoutService, context: CommandContext) -> CLIError? {
        do throws(CLIError) {
            let models = try ModelCommand.readModels(path, context: context)
            for model in models {
                let report = try context.serviceCall { () throws(ServiceError) in try service.put(model, message: "watch: \(name)") }
                let result = ModelCommand.result(report)
                let format: OutputFormat? = try context.arguments.value(GlobalOptions.format.name)
                context.io.writeOutput(format == .json ? result.compactJSON + "\n" : result.summary)
            }
            return nil
        } catch {
            context.io.writeError("Error: \(TerminalStyle.printable(error.message, keeping: ["\n"]))\n")
            return error
        }
    }
}

/// A Linux inotify watch on one folder for files closed after writing, moved in, or created
/// as symbolic links (followed when read); the folder itself going away ends the watch.
final class FolderWatcher {
    private let descriptor: Int32
    private let directory: String

    /// What the watch asks inotify for: files saved or moved in, links created, and the
    /// folder itself deleted or moved.
    private static let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE)
        | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)

    /// Starts watching `directory`; a missing path or one that is not a folder is unreadable
    /// input (exit 66).
    init(directory: String) throws(CLIError) {
        self.directory = directory
        var status = stat()
        guard stat(directory, &status) == 0 else {
            throw CLIError(message: "Cannot watch '\(directory)': \(String(cString: strerror(errno))).", exitCode: .unreadableInput)
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw CLIError(message: "Cannot watch '\(directory)': it is not a directory; give the folder that holds the model files.", exitCode: .unreadableInput)
        }
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw CLIError(message: "Cannot watch '\(directory)': \(String(cString: strerror(errno))).", exitCode: .ioFailure)
        }
        guard inotify_add_watch(descriptor, directory, Self.mask) >= 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw CLIError(message: "Cannot watch '\(directory)': \(reason).", exitCode: .unreadableInput)
        }
    }

    deinit {
        close(descriptor)
    }

    /// The names of the files saved since the last call, waiting for at least one; nil when
    /// `timeoutSeconds` pass without any. Fails (exit 74) when the folder was deleted or moved.
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
        var names: [String] = []
        for event in Self.events(in: buffer[0..<count]) {
            if event.mask & (UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_IGNORED)) != 0 {
                throw CLIError(message: "The folder '\(directory)' was deleted or moved; stopped watching.", exitCode: .ioFailure)
            }
            if event.mask & UInt32(IN_CREATE) != 0, !isSymbolicLink(event.name) { continue }
            if !event.name.isEmpty { names.append(event.name) }
        }
        return names
    }

    /// Whether `name` in the folder is a symbolic link (a link's creation is its only event).
    private func isSymbolicLink(_ name: String) -> Bool {
        var status = stat()
        return lstat(directory + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The file names of the `inotify_event` records in `bytes`.
    static func names(in bytes: ArraySlice<UInt8>) -> [String] {
        events(in: bytes).map(\.name).filter { !$0.isEmpty }
    }

    /// The `inotify_event` records in `bytes`: each one's mask and file name.
    static func events(in bytes: ArraySlice<UInt8>) -> [(mask: UInt32, name: String)] {
        var events: [(mask: UInt32, name: String)] = []
        var offset = bytes.startIndex
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= bytes.endIndex {
            let (mask, nameLength) = bytes.withUnsafeBytes { raw in
                (
                    raw.loadUnaligned(fromByteOffset: offset - bytes.startIndex + 4, as: UInt32.self),
                    Int(raw.loadUnaligned(fromByteOffset: offset - bytes.startIndex + 12, as: UInt32.self))
                )
            }
            let nameBytes = bytes[(offset + headerSize)..<min(offset + headerSize + nameLength, bytes.endIndex)]
            events.append((mask, String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)))
            offset += headerSize + nameLength
        }
        return events
    }
}
