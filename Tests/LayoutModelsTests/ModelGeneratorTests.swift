import LayoutEngine
import Testing
@testable import LayoutModels

@Suite struct ModelGeneratorTests {
    @Test func generatesTheSameModelsForTheSameSeed() {
        let first = ModelGenerator.generate(trips: 20, chipSets: 10, seed: 42)
        #expect(first == ModelGenerator.generate(trips: 20, chipSets: 10, seed: 42))
        #expect(first != ModelGenerator.generate(trips: 20, chipSets: 10, seed: 43))
    }

    @Test func generatesTheRequestedCountsWithUniqueNames() {
        let models = ModelGenerator.generate(trips: 30, chipSets: 12, seed: 7)
        #expect(models.filter { $0.kind == .tripCard }.count == 30)
        #expect(models.filter { $0.kind == .chipSet }.count == 12)
        #expect(Set(models.map(\.name)).count == models.count)
    }

    @Test func generatesValidModelsOfVariedShape() throws {
        let models = ModelGenerator.generate(trips: 200, chipSets: 100, seed: 1)
        var activityCounts = Set<Int>()
        var subtitles = 0
        var tiedSets = 0
        for model in models {
            #expect(try Model(json: JSONParser.parse(model.canonicalText)) == model)
            switch model {
            case .tripCard(let trip):
                activityCounts.insert(trip.activities.count)
                if trip.subtitle != nil { subtitles += 1 }
            case .chipSet(let set):
                if Set(set.chips.map(\.priority)).count < set.chips.count { tiedSets += 1 }
            case .viewTree:
                Issue.record("the generator makes no view trees")
            }
        }
        #expect(activityCounts.contains(0))
        #expect(activityCounts.count > 5)
        #expect(subtitles > 100 && subtitles < 200)
        #expect(tiedSets > 10)
    }

    /// Pins the sequence, so a change of PRNG or of the standard library's `random(in:using:)`
    /// (which would silently change every generated benchmark) is noticed.
    @Test func pinsTheFirstGeneratedModel() {
        let first = ModelGenerator.generate(trips: 1, chipSets: 0, seed: 0)
        #expect(first.map(\.canonicalText) == [
            #"{"activities":{"Boat tour 2":14,"Museum 1":11},"createdAt":"2025-04-25","kind":"tripCard","name":"Santorini 🌅 weekend #1","photoSize":{"height":3536,"width":1989},"photoURL":"https://example.com/generated/1.jpg","subtitle":"Ferries bakeries walks night old trains town and snorkelling"}"#,
        ])
    }
}
