import Foundation
import LayoutEngine
import LayoutModels

/// A valid document the fuzzer starts from, and which decoder it is meant for.
struct FuzzSeed {
    /// Where a document goes first.
    enum Target {
        /// `ModelFile.decode`: one model object or an array of them.
        case modelFile
        /// `ViewTreeDecoder.decode`: one view tree.
        case viewTree
    }

    var name: String
    var target: Target
    var document: JSONValue

    /// The repository's `seeds/` directory.
    static let seedsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("seeds")

    /// Every seed model alone and each kind's models as one file, every view tree of
    /// `seeds/view-trees`, and the tree every template makes of every seed model.
    static func corpus() throws -> [FuzzSeed] {
        let seeds = try SeedSet.embedded()
        var corpus = seeds.models.map { FuzzSeed(name: $0.name, target: .modelFile, document: $0.json) }
        for kind in Model.Kind.allCases {
            let models = seeds.models.filter { $0.kind == kind }
            corpus.append(FuzzSeed(name: "all \(kind.rawValue)s", target: .modelFile, document: .array(models.map(\.json))))
        }
        let treeDirectory = seedsDirectory.appendingPathComponent("view-trees")
        for file in try FileManager.default.contentsOfDirectory(atPath: treeDirectory.path).sorted() where file.hasSuffix(".json") {
            let document = try JSONParser.parse([UInt8](Data(contentsOf: treeDirectory.appendingPathComponent(file))))
            corpus.append(FuzzSeed(name: file, target: .modelFile, document: document))
            if let tree = document["tree"] { corpus.append(FuzzSeed(name: file + " tree", target: .viewTree, document: tree)) }
        }
        for model in seeds.models where model.kind != .viewTree {
            var variants = [model]
            if case .chipSet(var chips) = model {
                chips.layout = chips.layout == .flow ? .guideFlow : .flow
                variants.append(.chipSet(chips))
            }
            for variant in variants {
                for template in variant.templates {
                    let layout = if case .chipSet(let chips) = variant { " \(chips.layout)" } else { "" }
                    corpus.append(FuzzSeed(name: "\(variant.name) \(template)\(layout)", target: .viewTree,
                                           document: ViewTreeEncoder.encode(try variant.tree(for: template))))
                }
            }
        }
        return corpus
    }
}
