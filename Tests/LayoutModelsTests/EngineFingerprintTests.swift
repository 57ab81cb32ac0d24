import LayoutEngine
import Testing
@testable import LayoutModels

@Suite struct EngineFingerprintTests {
    @Test func isStableWithinAProcessAndNamesTheVersion() {
        let identity = EngineFingerprint.identity(for: .default)
        #expect(identity == EngineFingerprint.identity(for: EngineOptions()))
        #expect(identity.version == Engine.version)
        #expect(ContentHash(hex: identity.fingerprint) != nil)
    }

    @Test func changesWithEveryOption() {
        let fingerprints = [
            EngineOptions(), EngineOptions(chipLayout: .flow), EngineOptions(textScale: 1.5), EngineOptions(displayScale: 3),
        ].map { EngineFingerprint.identity(for: $0).fingerprint }
        #expect(Set(fingerprints).count == fingerprints.count)
    }

    @Test func changesWhenTheEnginesResultsChange() {
        let engine = Engine(options: .default)
        let real = EngineFingerprint.fingerprint(options: .default, layout: engine.layout)
        let nudged = EngineFingerprint.fingerprint(options: .default) { tree, proposal in
            var result = engine.layout(tree, proposal: proposal)
            if proposal.width == 320, tree.id == "chips" { result.size.height += 0.5 }
            return result
        }
        #expect(real != nudged)
        #expect(real == EngineFingerprint.fingerprint(options: .default, layout: engine.layout))
    }

    @Test func probesEveryTemplateOfEverySeedAndTextWrapping() throws {
        let (trees, loadError) = EngineFingerprint.probeTrees(options: .default)
        #expect(loadError == nil)
        let seeds = try SeedSet.embedded()
        #expect(trees.count == seeds.models.reduce(0) { $0 + $1.templates.count } + 1)
        #expect(trees.last == EngineFingerprint.textProbe)
        #expect(trees.contains { $0.kind == .radial })
        #expect(trees.contains { $0.kind == .guideFlow(horizontalSpacing: 4, verticalSpacing: 4) })
    }
}
