import Foundation

// Writes generated Swift source for the Embedder plugin.
// Usage: EmbedderTool migrations <migrations folder> <output file> [fingerprint, ignored]
//        EmbedderTool seeds <seeds folder> <output file> [fingerprint, ignored]
//        EmbedderTool source-hash <sources folder> <output file> <target folder name>...
// A missing or empty folder embeds nothing. A migration file not named NNNN_name.sql, two
// migrations with one version, or a file that is not UTF-8 fails the build with a message
// naming the file.

let arguments = CommandLine.arguments
guard arguments.count == 4 || arguments.count == 5 || (arguments.count > 4 && arguments[1] == "source-hash") else {
    FileHandle.standardError.write(Data("usage: EmbedderTool migrations|seeds <folder> <output file>, or source-hash <sources folder> <output file> <target>...\n".utf8))
    exit(64)
}
let folder = URL(filePath: arguments[2], directoryHint: .isDirectory)
do {
    let source: String
    switch arguments[1] {
    case "migrations": source = MigrationFile.generatedSource(for: try MigrationFile.read(in: folder))
    case "seeds": source = SeedFile.generatedSource(for: try SeedFile.read(in: folder))
    case "source-hash":
        source = SourceHash.generatedSource(hash: try SourceHash.of(targets: Array(arguments.dropFirst(4)), in: folder))
    default: throw EmbeddingError(description: "unknown mode \(arguments[1])")
    }
    try Data(source.utf8).write(to: URL(filePath: arguments[3]))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(65)
}
