@testable import LayoutEngine
import Testing

/// What compiling a tree keeps: every text's spacing from its own font (the compiler finds
/// each font's spacing once per tree), and layers and child lists in storage that grows past
/// what was reserved for them.
@Suite struct PreparedTreeTests {
    /// Texts in fonts that come back after others (and an overlay whose content is bigger than
    /// the room reserved for one): each text's layer has the spacing of its own font at the
    /// tree's size category, as its font's metrics give it.
    @Test func everyTextHasTheSpacingOfItsOwnFont() {
        let fonts: [Font] = [.body, .style(.caption), .body, .style(.headline), .size(30), .style(.caption), .size(30), .body]
        let options = EngineOptions(textScale: 1.25)
        let badge = ViewNode(kind: .vstack(spacing: nil, alignment: .leading), children: fonts.map {
            ViewNode(kind: .text("badge", font: $0, lineLimit: nil))
        })
        let tree = ViewNode(
            kind: .vstack(spacing: nil, alignment: .leading),
            modifiers: [.overlay(alignment: .center, content: badge)],
            children: fonts.map { ViewNode(kind: .text("line", font: $0, lineLimit: nil)) }
        )
        for category in [ContentSizeCategory.large, .accessibility2] {
            let prepared = Engine(options: options).prepare(tree, sizeCategory: category)
            var texts = 0
            for layer in 0..<prepared.layers.count {
                guard case .text(_, let font, _) = prepared.layers[layer].operation else { continue }
                let metrics = FontMetrics(font: font, textScale: 1.25, sizeCategory: category)
                #expect(prepared.spacing[layer] == ViewSpacing.text(metrics, displayScale: options.displayScale), "\(font) at \(category)")
                texts += 1
            }
            #expect(texts == 2 * fonts.count)
        }
        // The sizes differ by font, so a spacing kept for the wrong font would show above.
        #expect(ViewSpacing.text(FontMetrics(font: .body, textScale: 1.25), displayScale: 2)
            != ViewSpacing.text(FontMetrics(font: .style(.caption), textScale: 1.25), displayScale: 2))
    }

    /// A buffer reserved for one element keeps every element appended past it, in order.
    @Test func aCompiledBufferKeepsWhatItGrewFor() {
        var buffer = CompiledBuffer<Int32>(capacity: 1)
        for value in 0..<100 { buffer.append(Int32(value * 3)) }
        buffer[7] = -1
        let adopted = buffer.adopted()
        defer { adopted.deallocate() }
        #expect(adopted.count == 100)
        var expected: [Int32] = (0..<100).map { Int32($0 * 3) }
        expected[7] = -1
        #expect(Array(adopted) == expected)
    }
}
