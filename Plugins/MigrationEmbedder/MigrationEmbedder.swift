import Foundation
import PackagePlugin

/// Generates `EmbeddedMigrations.swift` from the package's `migrations/` folder, so the built
/// products carry the schema and `layoutstore` needs no files beside it.
///
/// The folder and the `.sql` files it holds at each build are the command's inputs, so adding,
/// editing or deleting a migration reruns the generator, and a deleted file never breaks a build.
@main
struct MigrationEmbedder: BuildToolPlugin {
    /// Declares one build command: MigrationEmbedderTool `<migrations folder>` `<output file>`.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let migrationsFolder = context.package.directoryURL.appending(path: "migrations", directoryHint: .isDirectory)
        // The folder is an input so that adding or deleting a file reruns the command; its files
        // are inputs too, because editing a file does not change the folder's timestamp. The
        // list is taken afresh on every build, so a deleted file is never a missing input.
        // A folder that does not exist (yet) is no input: the build would call it missing.
        let fileNames = (try? FileManager.default.contentsOfDirectory(atPath: migrationsFolder.path)) ?? []
        let folderExists = FileManager.default.fileExists(atPath: migrationsFolder.path)
        let inputs = (folderExists ? [migrationsFolder] : [])
            + fileNames.filter { $0.hasSuffix(".sql") }.sorted().map { migrationsFolder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift")
        return [
            .buildCommand(
                displayName: "Embedding migrations from \(migrationsFolder.path)",
                executable: try context.tool(named: "MigrationEmbedderTool").url,
                arguments: [migrationsFolder.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
