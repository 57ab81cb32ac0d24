import Foundation
import LayoutEngine
import Testing

/// `LayoutSession.layout(_:proposals:)`: one pass over many proposals gives, for each, exactly
/// the result of laying that proposal out alone in a fresh session (the path the fixtures
/// test) — sizes kept from one proposal to the next never leak into a result.
@Suite struct LayoutSessionPassTests {
    static let categories: [ContentSizeCategory] = [.xSmall, .large, .accessibility2]

    /// Every seed width, wide to narrow and back (repeats included), the ideal size, zero,
    /// and widths with heights that cap text lines.
    static let proposals: [ProposedSize] = {
        let widths = Version2SeedTests.widths
        let open = (widths + widths.reversed()).map { ProposedSize(width: $0, height: nil) }
        let capped = widths.map { ProposedSize(width: $0, height: 40) } + [ProposedSize(width: 200, height: 600)]
        return open + [.unspecified, ProposedSize(width: 0, height: 0), ProposedSize(width: .infinity, height: .infinity)] + capped
    }()

    /// The fixture trees and the seed view trees (`seeds/view-trees`).
    static func trees() throws -> [(name: String, tree: ViewNode)] {
        var trees: [(name: String, tree: ViewNode)] = []
        for fixture in LayoutFixture.all {
            trees.append(("fixture \(fixture.name)", try ViewTreeDecoder.decode(fixture.tree)))
        }
        let directory = Version2SeedTests.seedDirectory.appendingPathComponent("view-trees")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        for name in names {
            trees.append(("seed \(name)", try Version2SeedTests.tree(String(name.dropLast(".json".count)))))
        }
        return trees
    }

    /// Equal to the last bit, NaN included (`==` never holds for a NaN frame, which a ∞ × ∞
    /// proposal gives some trees): every number's shortest round-trip spelling and sign.
    static func identical(_ lhs: LayoutResult, _ rhs: LayoutResult) -> Bool {
        String(reflecting: lhs) == String(reflecting: rhs)
    }

    @Test func aPassEqualsEachProposalLaidOutAlone() throws {
        let trees = try Self.trees()
        #expect(trees.count > LayoutFixture.all.count && LayoutFixture.all.count > 50)
        #expect(Version2SeedTests.widths.count == 8)
        let engine = Engine()
        // One warm session for every tree and category, as a batch worker keeps it.
        let session = engine.makeSession()
        var compared = 0
        for category in Self.categories {
            for (name, tree) in trees {
                let prepared = engine.prepare(tree, sizeCategory: category)
                let pass = session.layout(prepared, proposals: Self.proposals)
                #expect(pass.count == Self.proposals.count)
                for (proposal, result) in zip(Self.proposals, pass) {
                    let alone = engine.makeSession().layout(prepared, proposal: proposal)
                    #expect(Self.identical(result, alone), "\(name) at \(proposal) \(category)")
                    compared += 1
                }
            }
        }
        #expect(compared == Self.categories.count * trees.count * Self.proposals.count)
    }

    @Test func passesOfDifferentTreesInOneSessionDoNotMix() throws {
        let engine = Engine()
        let trees = try Self.trees().map { engine.prepare($0.tree) }
        let session = engine.makeSession()
        let proposals = Array(Self.proposals.prefix(8))
        // Alternate trees between single layouts and passes, so each starts where another left.
        for (first, second) in zip(trees, trees.dropFirst()) {
            let firstPass = session.layout(first, proposals: proposals)
            _ = session.layout(second, proposal: proposals[3])
            let again = session.layout(first, proposals: proposals.reversed())
            let alone = proposals.map { engine.makeSession().layout(first, proposal: $0) }
            #expect(zip(firstPass, alone).allSatisfy(Self.identical))
            #expect(zip(again.reversed(), alone).allSatisfy(Self.identical))
        }
    }

    /// A text placed at widths around its one-line width (a pixel, half a pixel and 1e-8 point
    /// either side), at 0, below 0 and unlimited, in one pass: each size and each line list is
    /// what the text measurer gives for that width (the one-line shortcut never changes a result).
    @Test func textAroundItsOneLineWidthIsWhatTheMeasurerGives() {
        let engine = Engine()
        let measurer = TextMeasurer(options: engine.options)
        let strings = ["Swift", "서울 여행", "🍜 Food", "Dynamic Type ", "a b c d e f", "", "two\nlines"]
        let fonts: [Font] = [.style(.body), .style(.headline), .size(13)]
        var compared = 0
        for string in strings {
            for font in fonts {
                let ideal = measurer.measure(string, font: font, lineLimit: nil, proposal: .unspecified).size.width
                let widths = [-1, -0.5, -1e-8, 0, 1e-8, 0.5, 1].map { ideal + $0 } + [0, -3]
                let proposals = widths.map { ProposedSize(width: $0, height: nil) } + [.unspecified, ProposedSize(width: ideal - 1, height: 1)]
                let tree = engine.prepare(ViewNode(kind: .text(string, font: font, lineLimit: nil)))
                let session = engine.makeSession()
                for (proposal, result) in zip(proposals, session.layout(tree, proposals: proposals)) {
                    let expected = measurer.measure(string, font: font, lineLimit: nil, proposal: proposal)
                    #expect(result.size == expected.size, "\(string) \(font) at \(proposal)")
                    #expect(result.nodes[0].text == TextLines(lines: expected.lines, truncated: expected.truncated), "\(string) \(font) at \(proposal)")
                    compared += 1
                }
            }
        }
        #expect(compared == strings.count * fonts.count * 11)
    }
}
