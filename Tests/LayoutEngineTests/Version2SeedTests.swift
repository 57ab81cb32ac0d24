import Foundation
import LayoutEngine
import Testing

/// The seed view trees of the version 2 constructs (rules 14–18), each laid out at every seed
/// width, and the chips article's three LazyVGrid attempts failing the way the article says.
/// Expected positions are hand computations from the rules (`docs/layout-semantics/`), written
/// out next to each assertion; tolerance 1e-6 points.
@Suite struct Version2SeedTests {
    static let tolerance = 1e-6
    static let seedDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("seeds")

    static let newSeeds = [
        "lazy-grid-chips-two-flexible", "lazy-grid-chips-four-flexible", "lazy-grid-chips-adaptive",
        "grid-animals", "tab-bar-underline", "highlight-matched-geometry",
    ]

    /// The container widths of `seeds/widths.json`.
    static let widths: [Double] = {
        let bytes = Array(FileManager.default.contents(atPath: seedDirectory.appendingPathComponent("widths.json").path) ?? Data())
        guard case .array(let entries)? = try? JSONParser.parse(bytes) else { return [] }
        return entries.compactMap { if case .number(let width)? = $0["width"] { return width } else { return nil } }
    }()

    /// The tree of seed `name` (`seeds/view-trees/<name>.json`).
    static func tree(_ name: String) throws -> ViewNode {
        let path = seedDirectory.appendingPathComponent("view-trees/\(name).json").path
        let bytes = Array(try #require(FileManager.default.contents(atPath: path), "missing seed \(path)"))
        let model = try JSONParser.parse(bytes)
        return try ViewTreeDecoder.decode(try #require(model["tree"]), path: "$.tree")
    }

    static func layout(_ name: String, width: Double) throws -> [String: NodeLayout] {
        let result = Engine().layout(try tree(name), proposal: ProposedSize(width: width, height: nil))
        return Dictionary(uniqueKeysWithValues: result.nodes.compactMap { node in node.id.map { ($0, node) } })
    }

    @Test func seedWidthsLoaded() {
        #expect(Self.widths.count == 8)
    }

    @Test(arguments: newSeeds)
    func everyNewSeedLaysOutAtEverySeedWidth(_ name: String) throws {
        let tree = try Self.tree(name)
        for width in Self.widths {
            let result = Engine().layout(tree, proposal: ProposedSize(width: width, height: nil))
            #expect(result.size.width.isFinite && result.size.height.isFinite && result.size.height > 0, "\(name) at \(width): \(result.size)")
            for node in result.nodes where node.shown {
                let frame = try #require(node.outer)
                #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite, "\(name) \(node.path) at \(width)")
            }
        }
    }

    /// A session reused across widths (its caches, anchor slots and matched sources carried
    /// from one layout to the next) gives what a fresh engine gives, for every new seed.
    @Test(arguments: newSeeds)
    func reusedSessionGivesFreshResults(_ name: String) throws {
        let tree = try Self.tree(name)
        let engine = Engine()
        let prepared = engine.prepare(tree)
        let session = engine.makeSession()
        for width in Self.widths + Self.widths.reversed() {
            let proposal = ProposedSize(width: width, height: nil)
            #expect(session.layout(prepared, proposal: proposal) == engine.layout(tree, proposal: proposal), "\(name) at \(width)")
        }
    }

    /// The centre x of every chip, grouped into rows by their y.
    static func chipRows(_ nodes: [String: NodeLayout]) throws -> [[Double]] {
        var rows: [(y: Double, centres: [Double])] = []
        for index in 0..<9 {
            let outer = try #require(nodes["chip-\(index)"]?.outer)
            if let last = rows.last, abs(last.y - outer.minY) < tolerance {
                rows[rows.count - 1].centres.append(outer.midX)
            } else {
                rows.append((outer.minY, [outer.midX]))
            }
        }
        return rows.map(\.centres)
    }

    /// Article attempt 1, rule 14.2: two columns hold at most two chips per row, however short
    /// the chips are: nine chips take five rows at every width.
    @Test(arguments: [125.0, 250, 320, 393, 430, 744, 820, 1024])
    func twoFlexibleColumnsHoldAtMostTwoChipsPerRow(_ width: Double) throws {
        let rows = try Self.chipRows(try Self.layout("lazy-grid-chips-two-flexible", width: width))
        #expect(rows.count == 5)
        #expect(rows.allSatisfy { $0.count <= 2 })
        // Rule 14.2 by hand: W − 8 shared; the first column max(offer, 100), the second the rest (≥ 10).
        let first = max((width - 8) / 2, 100)
        let second = max(width - 8 - first, 10)
        #expect(abs(rows[0][0] - first / 2) < Self.tolerance)
        #expect(abs(rows[0][1] - (first + 8 + second / 2)) < Self.tolerance)
    }

    /// Article attempt 2, rule 14.2: four equal columns of (W − 24) / 4; the long title is
    /// proposed less than it needs and is cut (drawn narrower than its ideal width).
    @Test(arguments: [250.0, 320, 393, 430])
    func fourFlexibleColumnsAreEqualAndCutTheLongTitle(_ width: Double) throws {
        let nodes = try Self.layout("lazy-grid-chips-four-flexible", width: width)
        let rows = try Self.chipRows(nodes)
        let column = (width - 24) / 4
        #expect(rows.count == 3 && rows[0].count == 4)
        for (index, centre) in rows[0].enumerated() {
            #expect(abs(centre - (Double(index) * (column + 8) + column / 2)) < Self.tolerance)
        }
        let long = try #require(nodes["chip-4"])
        let ideal = Engine().layout(
            ViewNode(kind: .text("서른마흔다섯번째", font: .style(.caption), lineLimit: nil)), proposal: .unspecified
        ).size.width
        let drawn = try #require(long.frame)
        #expect(drawn.width < ideal, "the long title is \(drawn.width) wide of \(ideal)")
        #expect(drawn.width <= column - 20 + Self.tolerance)
    }

    /// Article attempt 3, rule 14.3: ⌊(W + 8) / 58⌋ sub-columns, all of one width
    /// (W − (c − 1)·8) / c, so every chip is centred on the same grid whatever its title.
    @Test(arguments: [125.0, 250, 320, 393, 430, 744])
    func adaptiveColumnGivesCellsOfOneWidth(_ width: Double) throws {
        let rows = try Self.chipRows(try Self.layout("lazy-grid-chips-adaptive", width: width))
        let count = max(1, Int(((width + 8) / 58).rounded(.down)))
        let cell = (width - Double(count - 1) * 8) / Double(count)
        #expect(rows[0].count == min(count, 9))
        for row in rows {
            for (index, centre) in row.enumerated() {
                #expect(abs(centre - (Double(index) * (cell + 8) + cell / 2)) < Self.tolerance, "width \(width)")
            }
        }
    }

    /// Rules 15.2, 15.5, 15.6: the dividers (sized, whole rows) take the whole width; the
    /// icon column is trailing-aligned, so every icon ends at the grid's trailing edge.
    @Test(arguments: [250.0, 393, 1024])
    func animalGridDividersSpanTheWidthAndIconsAlignTrailing(_ width: Double) throws {
        let result = Engine().layout(try Self.tree("grid-animals"), proposal: ProposedSize(width: width, height: nil))
        #expect(abs(result.size.width - width) < Self.tolerance)
        let dividers = result.nodes.filter { $0.type == "divider" }
        #expect(dividers.count == 5)
        #expect(dividers.allSatisfy { abs(($0.outer?.width ?? 0) - width) < Self.tolerance && $0.outer?.height == 1 })
        let icons = result.nodes.filter { $0.path.hasSuffix("/2") && $0.type == "text" }
        #expect(icons.count == 5)
        #expect(icons.allSatisfy { abs(($0.outer?.maxX ?? 0) - width) < Self.tolerance })
    }

    /// Rule 17.3: the underline is the selected tab's width, 2 tall, on its bottom edge.
    @Test(arguments: [125.0, 320, 1024])
    func tabUnderlineSitsUnderTheSelectedTab(_ width: Double) throws {
        let nodes = try Self.layout("tab-bar-underline", width: width)
        let tab = try #require(nodes["tab-search"]?.outer)
        let underline = try #require(nodes["underline"]?.outer)
        #expect(abs(underline.minX - tab.minX) < Self.tolerance && abs(underline.width - tab.width) < Self.tolerance)
        #expect(abs(underline.maxY - tab.maxY) < Self.tolerance && underline.height == 2)
    }

    /// Rule 18.3: the highlight is proposed the Log In text's size and drawn on it.
    @Test(arguments: [125.0, 393])
    func highlightIsDrawnOnTheLogInText(_ width: Double) throws {
        let nodes = try Self.layout("highlight-matched-geometry", width: width)
        let source = try #require(nodes["log-in"]?.outer)
        let highlight = try #require(nodes["highlight"])
        let drawn = try #require(highlight.drawn)
        #expect(abs(drawn.midX - source.midX) < Self.tolerance && abs(drawn.midY - source.midY) < Self.tolerance)
        #expect(abs(drawn.width - source.width) < Self.tolerance && abs(drawn.height - source.height) < Self.tolerance)
        // padding(−5) inside: the ellipse itself is 10 larger than the matched frame.
        let ellipse = try #require(highlight.frame)
        #expect(abs(ellipse.width - (source.width + 10)) < Self.tolerance)
    }
}
