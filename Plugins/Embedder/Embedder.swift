import Foundation
import PackagePlugin

/// Generates Swift source at build time, so the built products carry what they need and no
/// generated file is committed:
/// - `LayoutStorage`: `EmbeddedMigrations.swift` from the package's `migrations/*.sql`;
/// - `LayoutPostgres`: the same from `migrations/postgresql/*.sql`;
/// - `LayoutModels`: `EmbeddedSeeds.swift` from the package's `seeds/**/*.json`;
/// - `LayoutEngine`: `EngineSourceHash.swift`, the SHA-256 of the Swift files of the engine and
///   of the models (their templates make the trees it lays out), part of the engine's identity
///   (so two builds with different layout or template code never share one).
///
/// Folders outside a target are inputs as folders (not the files in them, see `folderCommand`),
/// so adding, editing or deleting a file reruns the generator and never breaks a later build.
@main
struct Embedder: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "EmbedderTool").url
        let package = context.package.directoryURL
        switch target.name {
        case "LayoutStorage":
            return [folderCommand(
                "migrations", folder: package.appending(path: "migrations", directoryHint: .isDirectory),
                output: context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift"), tool: tool
            )]
        case "LayoutPostgres":
            // PostgreSQL's dialect of the same migrations (same numbers), in their own folder.
            return [folderCommand(
                "migrations", folder: package.appending(path: "migrations/postgresql", directoryHint: .isDirectory),
                output: context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift"), tool: tool
            )]
        case "LayoutModels":
            return [folderCommand(
                "seeds", folder: package.appending(path: "seeds", directoryHint: .isDirectory),
                output: context.pluginWorkDirectoryURL.appending(path: "EmbeddedSeeds.swift"), tool: tool
            )]
        case "LayoutEngine":
            // The sources that turn a model into a layout: the engine's and the models' (whose
            // templates build the trees the engine lays out), each target's folder by the
            // package convention (neither declares a path).
            let hashed = ([target] + context.package.targets.filter { $0.name == "LayoutModels" }).compactMap { $0 as? SourceModuleTarget }
            let output = context.pluginWorkDirectoryURL.appending(path: "EngineSourceHash.swift")
            return [
                .buildCommand(
                    displayName: "Hashing the sources of \(hashed.map(\.name).joined(separator: " and "))",
                    executable: tool,
                    arguments: ["source-hash", package.appending(path: "Sources", directoryHint: .isDirectory).path, output.path]
                        + hashed.map(\.name),
                    // Every Swift file of the targets: editing one reruns the hash; adding or
                    // deleting one changes its target, which re-plans the build and this command.
                    inputFiles: hashed.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) },
                    outputFiles: [output]
                ),
            ]
        default:
            throw EmbedderError(description: "the Embedder plugin does not know the target \(target.name)")
        }
    }

    /// EmbedderTool `<mode>` `<folder>` `<output file>` `<fingerprint>`.
    ///
    /// Only the folders are inputs, never their files: a file listed by an earlier build and
    /// deleted since would be a missing input that breaks every later build. A folder changes
    /// when a file is added, deleted or saved by rename (editors, `sed -i`, git), which reruns
    /// the command. A file rewritten in place does not change its folder; the fingerprint
    /// argument (names, sizes, dates) catches it whenever SwiftPM re-plans the build, or at
    /// once after `touch <folder>`. A folder that does not exist (yet) is no input: the build
    /// would call it missing.
    private func folderCommand(_ mode: String, folder: URL, output: URL, tool: URL) -> Command {
        let folders = subfolders(of: folder)
        return .buildCommand(
            displayName: "Embedding \(mode) from \(folder.path)",
            executable: tool,
            arguments: [mode, folder.path, output.path, fingerprint(of: folder)],
            inputFiles: folders,
            outputFiles: [output]
        )
    }

    /// The folder and every folder below it that exist.
    private func subfolders(of folder: URL) -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { return [] }
        let below = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return [folder] + below.sorted().map { folder.appending(path: $0) }.filter { url in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    /// Paths, sizes and modification times of every file below the folder, as one argument.
    private func fingerprint(of folder: URL) -> String {
        let files = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return files.sorted().map { path in
            let attributes = (try? FileManager.default.attributesOfItem(atPath: folder.appending(path: path).path)) ?? [:]
            let size = attributes[.size] as? Int ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(path):\(size):\(modified)"
        }.joined(separator: ",")
    }
}

/// A target the plugin was applied to but has no embedding for.
struct EmbedderError: Error, CustomStringConvertible {
    let description: String
}
