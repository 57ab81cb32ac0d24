import Foundation
import PackagePlugin

/// Generates `EmbeddedMigrations.swift` from the package's `migrations/` folder, so the built
/// products carry the schema and `layoutstore` needs no files beside it.
///
/// The folder itself is the command's input (not the files in it), so adding, editing or
/// deleting a migration reruns the generator and a deleted file never breaks a later build.
@main
struct MigrationEmbedder: BuildToolPlugin {
    /// Declares one build command: MigrationEmbedderTool `<migrations folder>` `<output file>`.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let migrationsFolder = context.package.directoryURL.appending(path: "migrations", directoryHint: .isDirectory)
        // A folder that does not exist (yet) cannot be an input: the build would call it missing.
        let folderExists = FileManager.default.fileExists(atPath: migrationsFolder.path)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift")
        return [
            .buildCommand(
                displayName: "Embedding migrations from \(migrationsFolder.path)",
                executable: try context.tool(named: "MigrationEmbedderTool").url,
                arguments: [migrationsFolder.path, output.path],
                inputFiles: folderExists ? [migrationsFolder] : [],
                outputFiles: [output]
            ),
        ]
    }
}
