import Foundation
import LayoutEngine
import LayoutModels
import Testing

/// Every input in `Regressions/` once crashed or overflowed; each must now be rejected with a
/// JSON path or lay out with sane sizes (see Regressions/README.md).
@Suite struct RegressionTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")

    static let files: [String] = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?
        .filter { $0.hasSuffix(".json") }.sorted() ?? []

    static let finiteProposals = [
        ProposedSize(width: 0, height: 0), ProposedSize(width: 125, height: 1e9),
        ProposedSize(width: 320, height: 480), ProposedSize(width: 1e9, height: 1e9),
    ]

    @Test func everyReproducerIsPresent() {
        #expect(Self.files.count == 5)
    }

    @Test(arguments: files)
    func reproducerIsRejectedWithAPathOrLaidOutFinitely(file: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(file)))
        let models: [Model]
        do {
            models = try ModelFile.decode(bytes, file: file)
        } catch {
            #expect(error.path.hasPrefix("$"), "\(error)")
            return
        }
        let engine = Engine()
        for model in models {
            for template in model.templates {
                let tree = try model.tree(for: template)
                for proposal in Self.finiteProposals {
                    let result = engine.layout(tree, proposal: proposal)
                    let sizes = [result.size] + result.nodes.compactMap { $0.outer?.size }
                    #expect(sizes.allSatisfy { $0.width.isFinite && $0.height.isFinite && $0.width >= 0 && $0.height >= 0 },
                            "\(file) \(template) at \(proposal)")
                }
            }
        }
    }

    @Test func nonFiniteNumbersBuiltInCodeAreReportedNotTrapped() {
        let tree = JSONValue.object([JSONMember("type", .string("image")), JSONMember("width", .number(.nan)), JSONMember("height", .number(1))])
        #expect(throws: ViewTreeError(path: "$.width", message: "expected a number ≥ 0, got nan")) {
            try ViewTreeDecoder.decode(tree)
        }
    }

    @Test func layerDepthLimitNamesThePathWhereItIsExceeded() throws {
        var node = JSONValue.object([JSONMember("type", .string("color"))])
        let paddings = JSONValue.array(Array(repeating: .object([JSONMember("padding", .number(1))]), count: 9))
        for _ in 0..<110 {
            node = .object([JSONMember("type", .string("vstack")), JSONMember("children", .array([node])), JSONMember("modifiers", paddings)])
        }
        #expect(throws: ViewTreeError.self) { try ViewTreeDecoder.decode(node) }
        do {
            _ = try ViewTreeDecoder.decode(node)
        } catch {
            #expect(error.message == "the tree nests more than 1024 layers (nodes and their modifiers) deep")
            #expect(error.path.hasPrefix("$.children[0].children[0]"))
        }
    }
}
