import Foundation
import PackagePlugin

/// Generates `EmbeddedMigrations.swift` from the package's `migrations/` folder, so the built
/// products carry the schema and `layoutstore` needs no files beside it.
///
/// The folder is the command's input (not the files in it, see `createBuildCommands`), so
/// adding, editing or deleting a migration reruns the generator and never breaks a later build.
@main
struct MigrationEmbedder: BuildToolPlugin {
    /// Declares one build command: MigrationEmbedderTool `<migrations folder>` `<output file>`.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let migrationsFolder = context.package.directoryURL.appending(
            path: Self.migrationsFolders[target.name] ?? "migrations", directoryHint: .isDirectory
        )
        // Only the folder is an input, never its files: a file listed by an earlier build and
        // deleted since would be a missing input that breaks every later build. The folder
        // changes when a file is added, deleted or saved by rename (editors, `sed -i`, git), which
        // reruns the command. A file rewritten in place does not change the folder; the
        // fingerprint argument (names, sizes, dates) catches it whenever SwiftPM re-plans the
        // build, or at once after `touch migrations`.
        // A folder that does not exist (yet) is no input: the build would call it missing.
        let folderExists = FileManager.default.fileExists(atPath: migrationsFolder.path)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift")
        return [
            .buildCommand(
                displayName: "Embedding migrations from \(migrationsFolder.path)",
                executable: try context.tool(named: "MigrationEmbedderTool").url,
                arguments: [migrationsFolder.path, output.path, try fingerprint(of: migrationsFolder)],
                inputFiles: folderExists ? [migrationsFolder] : [],
                outputFiles: [output]
            ),
        ]
    }

    /// The targets that embed another folder than `migrations/`: PostgreSQL's dialect of the
    /// same migrations (same numbers) lives in `migrations/postgresql/`.
    private static let migrationsFolders = ["LayoutPostgres": "migrations/postgresql"]

    /// Names, sizes and modification times of the folder's `.sql` files, as one argument.
    private func fingerprint(of folder: URL) throws -> String {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return try files.filter { $0.hasSuffix(".sql") }.sorted().map { name in
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appending(path: name).path)
            let size = attributes[.size] as? Int ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(name):\(size):\(modified)"
        }.joined(separator: ",")
    }
}
