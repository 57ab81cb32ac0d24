import Foundation
import LayoutEngine

/// The reference data: models and named container widths, loaded from a seed directory
/// (`seeds/`) or from the copy compiled into the binary.
///
/// A seed directory holds `widths.json` (the widths) and any number of other `*.json` model
/// files, at its top level or in subdirectories (`view-trees/`). Every file is validated
/// before anything is returned; model names are unique across the whole set. Errors name
/// the file (relative to the directory) and the JSON path.
public struct SeedSet: Hashable, Sendable {
    /// The name of the file that holds the widths.
    public static let widthsFile = "widths.json"

    /// The models in file order (files sorted by path), each file's models in their order.
    public var models: [Model]
    public var widths: [NamedWidth]

    public init(models: [Model], widths: [NamedWidth]) {
        self.models = models
        self.widths = widths
    }

    /// The seeds compiled into the binary: the contents of `seeds/` when it was built
    /// (`EmbeddedSeeds.swift`, generated at build time by the Embedder plugin).
    public static func embedded() throws(ModelError) -> SeedSet {
        try load(files: EmbeddedSeeds.files.map { ($0.path, Array($0.contents.utf8)) })
    }

    /// Loads every seed file under `directory`.
    public static func load(directory: String) throws(ModelError) -> SeedSet {
        let root = URL(fileURLWithPath: directory, isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ModelError(file: directory, path: "$", rule: .unreadable(reason: "not a directory"))
        }
        let paths = (FileManager.default.subpaths(atPath: root.path) ?? [])
            .filter { $0.hasSuffix(".json") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var files: [(path: String, contents: [UInt8])] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
                throw ModelError(file: path, path: "$", rule: .unreadable(reason: "cannot read its contents"))
            }
            files.append((path, [UInt8](data)))
        }
        return try load(files: files)
    }

    /// Validates seed files given as (path relative to the seed directory, contents).
    static func load(files: [(path: String, contents: [UInt8])]) throws(ModelError) -> SeedSet {
        var models: [Model] = []
        var widths: [NamedWidth] = []
        var firstUse: [String: (file: String, path: String)] = [:]
        for file in files {
            if file.path == widthsFile {
                do {
                    widths = try NamedWidth.decodeList(ModelFile.parse(file.contents))
                } catch {
                    throw error.inFile(file.path)
                }
                continue
            }
            for (path, model) in try ModelFile.entries(file.contents, file: file.path) {
                if let first = firstUse[model.name] {
                    throw ModelError(file: file.path, path: path + ".name",
                                     rule: .duplicateName(model.name, firstFile: first.file, firstPath: first.path))
                }
                firstUse[model.name] = (file.path, path)
                models.append(model)
            }
        }
        return SeedSet(models: models, widths: widths)
    }
}
