import Testing
@testable import LayoutRender

@Suite struct PictureCaptionTests {
    @Test func namesTheScenarioThenTheEngineLeavingOutWhatIsUnknown() {
        let full = PictureCaption(
            model: "Kyoto", revision: 2, template: "compact", width: "iPhone SE", sizeCategory: "XL", engine: "engine 0.1.0"
        )
        #expect(full.lines == ["Kyoto r2 · compact · width iPhone SE · size category XL", "engine 0.1.0"])
        #expect(PictureCaption(width: "320").lines == ["width 320"])
        #expect(PictureCaption(model: "tree.json").scenarioText == "tree.json")
        #expect(PictureCaption().lines.isEmpty)
    }

    @Test func isWrittenAboveTheDrawingAndEscaped() {
        let scene = LayoutScene(result: SampleResults.card, caption: PictureCaption(model: "Tom & Jerry", engine: "engine <x>"))
        let svg = SVGRenderer().render(scene)
        #expect(svg.contains("<g class=\"caption\"><text x=\"0\" y=\"-30\">Tom &amp; Jerry</text><text class=\"engine\" x=\"0\" y=\"-16\">engine &lt;x&gt;</text></g>"))
        // The view box starts above the caption (two 14 pt lines and the 12 pt margin).
        #expect(svg.contains("viewBox=\"-12 -40 "))
    }
}
