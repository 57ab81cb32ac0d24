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

    /// `forEachResultNodeRecord`: every record, with its text read when it says so, is the
    /// node a fresh session's `layout` lists (to the last bit), and says "outer is frame"
    /// exactly when the two rectangles are equal and have the same bits — for every fixture
    /// and seed tree at every proposal of a pass in one warm session. `writeResultNodeRecords`
    /// writes the same nodes over room kept from one layout to the next.
    @Test func recordsAreTheResultNodesOfEachLayout() throws {
        let engine = Engine()
        let session = engine.makeSession()
        var compared = 0, outerIsFrame = 0
        var room: [ResultNodeRecord] = []
        for (name, tree) in try Self.trees() {
            let prepared = engine.prepare(tree)
            for proposal in Self.proposals {
                session.computeFrames(prepared, proposal: proposal)
                var records: [ResultNodeRecord] = [], texts: [TextLines?] = []
                session.forEachResultNodeRecord { index, record in
                    #expect(index == records.count)
                    records.append(record)
                    texts.append(record.flags.contains(.hasText) ? session.resultText(ofNode: index) : nil)
                }
                let fresh = engine.makeSession().layout(prepared, proposal: proposal).nodes.map(\.resultNode)
                #expect(records.count == fresh.count, "\(name) at \(proposal)")
                // Room for the written records, holding the records of earlier layouts.
                while room.count < records.count { room += records }
                room.withUnsafeMutableBufferPointer { session.writeResultNodeRecords(over: $0.baseAddress!) }
                for (index, (record, node)) in zip(records, fresh).enumerated() {
                    let rebuilt = record.resultNode(text: texts[index])
                    #expect(String(reflecting: rebuilt) == String(reflecting: node), "\(name) at \(proposal), node \(index)")
                    let written = room[index].resultNode(text: texts[index])
                    #expect(String(reflecting: written) == String(reflecting: node), "\(name) at \(proposal), node \(index) written")
                    #expect(room[index].flags == record.flags, "\(name) at \(proposal), node \(index) written")
                    var same = false
                    if let frame = node.frame, let outer = node.outer {
                        let bits = { (rect: Rect) in [rect.minX, rect.minY, rect.width, rect.height].map(\.bitPattern) }
                        same = outer == frame && bits(outer) == bits(frame)
                    }
                    #expect(record.flags.contains(.outerIsFrame) == same, "\(name) at \(proposal), node \(index)")
                    outerIsFrame += same ? 1 : 0
                    compared += 1
                }
            }
        }
        #expect(compared > 10_000 && outerIsFrame > 1_000)
    }

    /// The flags and extras of hand-checked nodes: a flow's rows, a ViewThatFits's choice, an
    /// offset's drawn frame, a padded node's outer frame, a hidden node and one not shown.
    @Test func recordsCarryFlagsAndExtras() {
        let item = ViewNode(kind: .shape(.color)).modifier(.frame(FixedFrame(width: 100, height: 30)))
        let tree = ViewNode(kind: .vstack(spacing: 0, alignment: .leading), children: [
            ViewNode(kind: .flow(horizontalSpacing: 10, verticalSpacing: 10), children: [item, item, item]),
            ViewNode(kind: .viewThatFits(horizontal: true, vertical: false), children: [
                ViewNode(kind: .image(width: 300, height: 10, resizable: false)),
                ViewNode(kind: .image(width: 30, height: 10, resizable: false)).modifier(.offset(x: 5, y: 7)),
            ]),
            ViewNode(kind: .image(width: 20, height: 20, resizable: false)).modifier(.padding(EdgeInsets(all: 4))).modifier(.hidden),
        ])
        let engine = Engine()
        let session = engine.makeSession()
        session.computeFrames(engine.prepare(tree), proposal: ProposedSize(width: 250, height: nil))
        var records: [ResultNodeRecord] = []
        session.forEachResultNodeRecord { _, record in records.append(record) }
        // Pre-order: vstack, flow, 3 items, ViewThatFits, its two images, the padded image.
        #expect(records.count == 9)
        // The flow wraps its 100-wide items in 250 after two (100 + 10 + 100 + 10 + 100 > 250).
        #expect(records[1].flags.contains(.hasRows) && records[1].rows == 2)
        #expect(!records[0].flags.contains(.hasRows))
        // The 300-wide image does not fit 250: the second child is chosen, the first not shown.
        #expect(records[5].flags.contains(.hasChosenChild) && records[5].chosenChild == 1)
        #expect(!records[6].flags.contains(.shown) && records[7].flags.contains(.shown))
        // The flow is 70 high (two rows of 30 and a gap of 10): the chosen image's outer frame
        // is at (0, 70), drawn moved by (5, 7).
        #expect(records[7].outer == Rect(x: 0, y: 70, width: 30, height: 10))
        #expect(records[7].flags.contains(.hasDrawn) && records[7].drawn == Rect(x: 5, y: 77, width: 30, height: 10))
        #expect(records[7].flags.contains(.outerIsFrame) && !records[7].flags.contains(.hasText))
        // Padded by 4: the outer frame is 28 square at (0, 80), the image inset by 4.
        #expect(records[8].flags.contains(.hidden) && records[8].flags.contains(.shown))
        #expect(records[8].outer == Rect(x: 0, y: 80, width: 28, height: 28) && records[8].frame == Rect(x: 4, y: 84, width: 20, height: 20))
        #expect(!records[8].flags.contains(.outerIsFrame))
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
