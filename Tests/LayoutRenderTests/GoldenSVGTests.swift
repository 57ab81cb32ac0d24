import Foundation
import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutRender

/// Golden SVGs of seed scenarios in both styles, and the check that every text line is drawn at
/// the size the engine measured. The goldens were reviewed as PNGs (rasterized by
/// `PNGRasterizer`): text in its weight and size inside its frame, light text on the dark card
/// background, chips as filled capsules with an outline, photos as clipped placeholders, the
/// caption above and the legend below the drawing, and nothing cut off.
@Suite struct GoldenSVGTests {
    /// The seed scenarios: file name, model, template, width and text scale.
    static let scenarios: [(name: String, model: String, template: TemplateName, width: Double, textScale: Double)] = [
        ("hawaii-wide-320", "Hawaii, USA", .wide, 320, 1),
        ("hawaii-wide-320-text-1.35", "Hawaii, USA", .wide, 320, 1.35),
        ("kyoto-compact-320", "Kyoto", .compact, 320, 1),
        ("chips-article-320", "Chips article", .chips, 320, 1),
        ("equal-width-buttons-320", "Equal-width buttons", .tree, 320, 1),
    ]

    static let isRecording = ProcessInfo.processInfo.environment["LAYOUTRENDER_RECORD_GOLDENS"] == "1"

    static func fixtures() throws -> [GoldenFixture] {
        if isRecording { try record() }
        return try scenarios.map { try GoldenFixture(named: $0.name) }
    }

    /// Lays the seed scenarios out with this build's engine and writes their fixtures, SVGs and PNGs.
    static func record() throws {
        let seeds = try SeedSet.embedded()
        for scenario in scenarios {
            guard let model = seeds.models.first(where: { $0.name == scenario.model }) else { throw GoldenFixture.FixtureError(name: scenario.model) }
            let options = EngineOptions(textScale: scenario.textScale)
            let tree = try model.tree(for: scenario.template)
            let result = Engine(options: options).layout(tree, proposal: ProposedSize(width: scenario.width, height: nil))
            let fixture = GoldenFixture(name: scenario.name, tree: tree, textScale: scenario.textScale, result: result)
            let directory = GoldenFixture.directory
            try JSONWriter(style: .pretty).string(fixture.json).appending("\n")
                .write(to: directory.appendingPathComponent(scenario.name + ".json"), atomically: true, encoding: .utf8)
            for style in PictureStyle.allCases {
                let svg = SVGRenderer(style: style).render(fixture.scene)
                try svg.write(to: directory.appendingPathComponent("\(scenario.name).\(style.rawValue).svg"), atomically: true, encoding: .utf8)
                let png = try PNGRasterizer(scale: 2).png(of: svg)
                try Data(png).write(to: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("\(scenario.name).\(style.rawValue).png"))
            }
        }
    }

    @Test(arguments: PictureStyle.allCases)
    func matchesTheReviewedGoldens(style: PictureStyle) throws {
        let fixtures = try Self.fixtures()
        #expect(fixtures.count == Self.scenarios.count)
        for fixture in fixtures {
            #expect(fixture.result.nodes.count > 3, "fixture \(fixture.name) holds a layout")
            let golden = try String(
                contentsOf: GoldenFixture.directory.appendingPathComponent("\(fixture.name).\(style.rawValue).svg"), encoding: .utf8
            )
            #expect(SVGRenderer(style: style).render(fixture.scene) == golden, "\(fixture.name) \(style.rawValue)")
        }
    }

    @Test(arguments: PictureStyle.allCases)
    func everyTextLineIsDrawnAtTheEnginesMeasuredSize(style: PictureStyle) throws {
        var checked = 0
        for fixture in try Self.fixtures() {
            let fonts = Self.fonts(of: fixture.tree)
            let svg = SVGRenderer(style: style).render(fixture.scene)
            for (path, size) in Self.textSizes(in: svg) {
                let font = try #require(fonts[path], "text at \(path) of \(fixture.name) is in the tree")
                let measured = FontMetrics(font: font, textScale: fixture.textScale).pointSize
                #expect(abs(size - measured) <= 0.005, "\(fixture.name) \(path): drawn at \(size), measured at \(measured)")
                checked += 1
            }
        }
        #expect(checked >= 20)
    }

    @Test func sizesFollowTheNamedStylesAndTheTextScale() throws {
        // Independent of the engine: SwiftUI's sizes (headline 17, subheadline 15, footnote 13,
        // caption 12) times the text scale, and the headline semibold.
        let svg = SVGRenderer(style: .preview).render(try GoldenFixture(named: "hawaii-wide-320-text-1.35").scene)
        #expect(svg.contains("font-size=\"22.95\" font-weight=\"600\""))
        #expect(svg.contains("font-size=\"20.25\" fill="))
        #expect(svg.contains("font-size=\"16.2\" fill="))
        let plain = SVGRenderer(style: .preview).render(try GoldenFixture(named: "kyoto-compact-320").scene)
        #expect(plain.contains("font-size=\"17\" font-weight=\"600\""))
        #expect(plain.contains("font-size=\"12\" fill="))
    }

    /// The font of every text node of `tree`, by the path the engine gives it.
    static func fonts(of tree: ViewNode) -> [String: Font] {
        var fonts: [String: Font] = [:]
        func visit(_ node: ViewNode, path: String) {
            if case .text(_, let font, _) = node.kind, fonts[path] == nil { fonts[path] = font }
            for (index, child) in node.children.enumerated() {
                visit(child, path: path + "/" + (node.kind == .geometryReader ? "child" : String(index)))
            }
            for modifier in node.modifiers {
                if case .overlay(_, let content) = modifier { visit(content, path: path + "/overlay") }
                if case .background(_, let content) = modifier { visit(content, path: path + "/background") }
            }
        }
        visit(tree, path: "0")
        return fonts
    }

    /// Each text line's node path and `font-size`, read from the SVG's node groups.
    static func textSizes(in svg: String) -> [(path: String, size: Double)] {
        var sizes: [(String, Double)] = []
        for group in svg.components(separatedBy: "<g class=\"node ").dropFirst() {
            let body = group.prefix { $0 != "\n" }
            guard let path = attribute("data-path", in: body) else { continue }
            for line in body.components(separatedBy: "<text class=\"line\"").dropFirst() {
                if let size = attribute("font-size", in: line).flatMap(Double.init) { sizes.append((path, size)) }
            }
        }
        return sizes
    }

    private static func attribute(_ name: String, in text: some StringProtocol) -> String? {
        guard let start = text.range(of: " \(name)=\"") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }
}
