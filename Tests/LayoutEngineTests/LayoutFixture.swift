import Foundation
import LayoutEngine
import Testing

/// One JSON fixture: a tree, a proposal and the frames the engine must produce.
struct LayoutFixture: Sendable, CustomTestStringConvertible {
    let file: String
    let name: String
    let rule: String
    let proposal: ProposedSize
    let tree: JSONValue
    let size: [Double]
    let outer: [(path: String, rect: [Double])]
    let frame: [(path: String, rect: [Double])]
    let drawn: [(path: String, rect: [Double])]
    let notShown: [String]

    var testDescription: String { "\(rule): \(name)" }

    /// The directory of the fixture files.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every `.json` file under `Fixtures/` (subdirectories included), as paths relative to
    /// it, sorted.
    static let files: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".json") { files.append(path) }
        }
        return files.sorted()
    }()

    /// The fixtures of one file, nil when it is not a JSON array.
    static func load(_ file: String) -> [LayoutFixture]? {
        let bytes = Array(FileManager.default.contents(atPath: directory.appendingPathComponent(file).path) ?? Data())
        guard case .array(let fixtures)? = try? JSONParser.parse(bytes) else { return nil }
        return fixtures.map { LayoutFixture(file: file, $0) }
    }

    /// Every fixture of every file, in file order.
    static let all: [LayoutFixture] = files.flatMap { load($0) ?? [] }

    init(file: String, _ value: JSONValue) {
        func numbers(_ value: JSONValue?) -> [Double] {
            guard case .array(let elements)? = value else { return [] }
            return elements.map { element in
                switch element {
                case .number(let number): return number
                default: return .infinity
                }
            }
        }
        func rects(_ key: String) -> [(path: String, rect: [Double])] {
            guard case .object(let members)? = value[key] else { return [] }
            return members.map { ($0.key, numbers($0.value)) }
        }
        func axis(_ key: String) -> Double? {
            if case .number(let number)? = value["proposal"]?[key] { return number }
            return nil
        }
        self.file = file
        if case .string(let name)? = value["name"] { self.name = name } else { self.name = "?" }
        if case .string(let rule)? = value["rule"] { self.rule = rule } else { self.rule = "?" }
        proposal = ProposedSize(width: axis("width"), height: axis("height"))
        tree = value["tree"] ?? .null
        size = numbers(value["size"])
        outer = rects("outer")
        frame = rects("frame")
        drawn = rects("drawn")
        if case .array(let paths)? = value["notShown"] {
            notShown = paths.compactMap { if case .string(let path) = $0 { return path } else { return nil } }
        } else {
            notShown = []
        }
    }
}
