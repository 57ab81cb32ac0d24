import Foundation
import LayoutEngine
import LayoutHashing
import Testing
@testable import LayoutModels

/// The tree hash is taken of canonical bytes written straight from the tree; these prove the
/// bytes are the canonical JSON of the tree's view-tree encoding, and the hashes those an
/// earlier build stored.
@Suite struct TreeHashTests {
    /// The view trees of every engine fixture, seed model and template, and 300 generated
    /// models and templates.
    static let trees: [(name: String, tree: ViewNode)] = {
        var trees: [(String, ViewNode)] = []
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LayoutEngineTests/Fixtures")
        let files = (FileManager.default.enumerator(atPath: fixtures.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }
        for file in files.sorted() {
            let bytes = Array(FileManager.default.contents(atPath: fixtures.appendingPathComponent(file).path) ?? Data())
            guard case .array(let cases)? = try? JSONParser.parse(bytes) else { continue }
            for (index, fixture) in cases.enumerated() {
                if let tree = fixture["tree"], let node = try? ViewTreeDecoder.decode(tree) { trees.append(("\(file)[\(index)]", node)) }
            }
        }
        let seeds = (try? SeedSet.load(directory: seedsDirectory).models) ?? []
        for model in seeds + generated {
            for template in model.templates {
                if let tree = try? model.tree(for: template) { trees.append(("\(model.name) \(template.rawValue)", tree)) }
            }
        }
        return trees
    }()

    static let generated = ModelGenerator.generate(trips: 200, chipSets: 100, seed: 5)

    /// The canonical form by its definition, built independently: every object's members
    /// sorted by their keys' UTF-8 bytes, then written without whitespace in that order.
    static func sortedKeys(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let elements): return .array(elements.map(sortedKeys))
        case .object(let members):
            return .object(members.map { JSONMember($0.key, sortedKeys($0.value)) }.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
        default: return value
        }
    }

    @Test func canonicalBytesAreTheSortedCompactJSONOfTheEncodedTree() {
        #expect(Self.trees.count > 600)
        var output = CanonicalJSONOutput()
        var mismatches: [String] = []
        for (name, tree) in Self.trees {
            ViewTreeEncoder.canonicalBytes(of: tree, into: &output)
            let expected = JSONWriter(style: .compact).bytes(Self.sortedKeys(ViewTreeEncoder.encode(tree)))
            if output.bytes != expected { mismatches.append(name) }
        }
        #expect(mismatches.isEmpty, "canonical bytes differ for \(mismatches.prefix(5))")
    }

    @Test func treeHashIsTheSHA256OfTheCanonicalJSONWriterBytes() {
        var output = CanonicalJSONOutput()
        for (name, tree) in Self.trees {
            let expected = SHA256.hash(JSONWriter(style: .canonical).bytes(ViewTreeEncoder.encode(tree)))
            #expect(tree.treeHash == expected, "\(name)")
            #expect(tree.treeHash(using: &output) == expected, "\(name)")
        }
    }

    /// Digests of the sorted distinct tree hashes (hex, one per line) an earlier build stored:
    /// `layoutstore seed` into a fresh store, and `width add phone 320` then
    /// `generate --trips 200 --chip-sets 100 --seed 5`, each read back with
    /// `sqlite3 STORE "select hash from trees order by hash" | sha256sum`.
    @Test func treeHashesEqualThoseAnEarlierBuildStored() throws {
        func digest(_ models: [Model]) -> String {
            let hashes = Set(models.flatMap { model in model.templates.compactMap { try? model.tree(for: $0).treeHash.hex } })
            return SHA256.hash(hashes.sorted().map { $0 + "\n" }.joined()).hex
        }
        let seeds = try SeedSet.load(directory: seedsDirectory).models
        #expect(seeds.count > 10)
        #expect(digest(seeds) == "78a6cbc95b1a619972c096f7117fbdb80a09e443c49fc9dbde515e6a1c42117d")
        #expect(digest(Self.generated) == "64d4ad1ea824779b821c0cf38441da35ee989f63724ecd38c08d2ca055077251")
    }
}
