import LayoutEngine

/// A container width worth laying every scenario out at, with a name people recognise
/// (`iPhone SE` = 320).
public struct NamedWidth: Hashable, Sendable {
    public var name: String
    public var width: Double

    public init(name: String, width: Double) {
        self.name = name
        self.width = width
    }

    /// Reads a widths file: an array of `{"name": …, "width": …}` with distinct names.
    public static func decodeList(_ document: JSONValue) throws(ModelError) -> [NamedWidth] {
        guard case .array(let elements) = document else {
            throw ModelError(path: "$", rule: .wrongType(expected: "an array of widths", found: document))
        }
        var widths: [NamedWidth] = []
        var firstPaths: [String: String] = [:]
        for (index, element) in elements.enumerated() {
            let reader = try ModelReader(element, path: "$[\(index)]", allowedFields: ["name", "width"])
            let width = NamedWidth(name: try reader.nonEmptyString("name"), width: try reader.number("width", in: .length))
            if let firstPath = firstPaths[width.name] {
                throw ModelError(path: reader.path(of: "name"), rule: .duplicateName(width.name, firstFile: nil, firstPath: firstPath))
            }
            firstPaths[width.name] = reader.path
            widths.append(width)
        }
        return widths
    }
}
