import Testing
@testable import LayoutRender

@Suite struct PNGRasterizerTests {
    static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }

    @Test func writesAPNGOfTheSVGsSizeTimesTheScale() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20.5"><rect width="30" height="20" fill="red"/></svg>"#
        let png = try PNGRasterizer(scale: 2).png(of: svg)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
        #expect(Self.bigEndian(png, at: 16) == 60)
        #expect(Self.bigEndian(png, at: 20) == 41)
    }

    @Test func rasterizesEveryGoldenPicture() throws {
        for scenario in GoldenSVGTests.scenarios {
            let fixture = try GoldenFixture(named: scenario.name)
            let png = try PNGRasterizer().png(of: SVGRenderer(style: .preview).render(fixture.scene))
            #expect(png.count > 1000, "\(scenario.name)")
        }
    }

    @Test func refusesWhatIsNotSVG() {
        #expect(throws: RasterError.self) { try PNGRasterizer().png(of: "<html>not svg") }
        let sizeless = #"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"/>"#
        #expect(throws: RasterError.self) { try PNGRasterizer().png(of: sizeless) }
    }
}
