import LayoutEngine

/// A model file: one model object, or an array of them with distinct names.
public enum ModelFile {
    /// Parses and validates the models in `bytes`; errors name `file` when given.
    public static func decode(_ bytes: [UInt8], file: String? = nil) throws(ModelError) -> [Model] {
        try entries(bytes, file: file).map(\.model)
    }

    /// Validates the models of a parsed file.
    public static func decode(_ document: JSONValue) throws(ModelError) -> [Model] {
        try entries(document).map(\.model)
    }

    /// The pretty-printed JSON of `models` (one object alone, several as an array).
    public static func encode(_ models: [Model]) -> String {
        let document = models.count == 1 ? models[0].json : .array(models.map(\.json))
        return JSONWriter(style: .pretty).string(document) + "\n"
    }

    /// The file's models with the JSON path of each (`$` or `$[i]`).
    static func entries(_ bytes: [UInt8], file: String?) throws(ModelError) -> [(path: String, model: Model)] {
        do {
            return try entries(parse(bytes))
        } catch {
            throw file.map { error.inFile($0) } ?? error
        }
    }

    private static func entries(_ document: JSONValue) throws(ModelError) -> [(path: String, model: Model)] {
        guard case .array(let elements) = document else { return [("$", try Model(json: document))] }
        var entries: [(path: String, model: Model)] = []
        var firstPaths: [String: String] = [:]
        for (index, element) in elements.enumerated() {
            let path = "$[\(index)]"
            let model = try Model(json: element, path: path)
            if let firstPath = firstPaths[model.name] {
                throw ModelError(path: path + ".name", rule: .duplicateName(model.name, firstFile: nil, firstPath: firstPath))
            }
            firstPaths[model.name] = path
            entries.append((path, model))
        }
        return entries
    }

    /// `bytes` as JSON, syntax errors turned into model errors at `$`.
    static func parse(_ bytes: [UInt8]) throws(ModelError) -> JSONValue {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw ModelError(path: "$", rule: .syntax(error))
        }
    }
}
