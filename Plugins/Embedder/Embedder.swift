import Foundation
import PackagePlugin

/// Generates Swift source at build time, so the built products carry what they need and no
/// generated file is committed:
/// - `LayoutStorage`: `EmbeddedMigrations.swift` from the package's `migrations/*.sql`;
/// - `LayoutModels`: `EmbeddedSeeds.swift` from the package's `seeds/**/*.json`;
/// - `LayoutEngine`: `EngineSourceHash.swift`, the SHA-256 of the engine's own Swift files,
///   part of the engine's identity (so two builds with different engine code never share one).
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
        case "LayoutModels":
            return [folderCommand(
                "seeds", folder: package.appending(path: "seeds", directoryHint: .isDirectory),
                output: context.pluginWorkDirectoryURL.appending(path: "EmbeddedSeeds.swift"), tool: tool
            )]
        case "LayoutEngine":
            guard let sources = target as? SourceModuleTarget else { return [] }
            let output = context.pluginWorkDirectoryURL.appending(path: "EngineSourceHash.swift")
            // The target's folder by the package convention (the target declares no path).
            let folder = package.appending(path: "Sources/\(target.name)", directoryHint: .isDirectory)
            return [
                .buildCommand(
                    displayName: "Hashing the sources of \(target.name)",
                    executable: tool,
                    arguments: ["source-hash", folder.path, output.path],
                    // Every Swift file of the target: editing one reruns the hash; adding or
                    // deleting one changes the target, which re-plans the build and this command.
                    inputFiles: sources.sourceFiles(withSuffix: "swift").map(\.url),
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
