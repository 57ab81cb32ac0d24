import LayoutEngine
import Testing
@testable import LayoutModels

@Suite struct ChipSetTests {
    @Test func sortsChipsByPriorityKeepingTiesInOrder() {
        let set = ChipSet(name: "s", chips: [
            .init(title: "c", priority: 1), .init(title: "a", priority: 1), .init(title: "b", priority: 0),
            .init(title: "d", priority: 1), .init(title: "e", priority: 0), .init(title: "f", priority: -3),
        ])
        #expect(set.sortedChips.map(\.title) == ["f", "b", "e", "c", "a", "d"])
    }

    @Test func defaultsBothSpacingsToFour() throws {
        guard case .chipSet(let set) = try Model(json: json(#"{"kind":"chipSet","name":"s","chips":[]}"#)) else {
            Issue.record("expected a chip set")
            return
        }
        #expect(set.horizontalSpacing == 4)
        #expect(set.verticalSpacing == 4)
    }

    @Test func hashesAnOmittedDefaultSpacingLikeAnExplicitOne() throws {
        let omitted = try Model(json: json(#"{"kind":"chipSet","name":"s","chips":[]}"#))
        let explicit = try Model(json: json(#"{"kind":"chipSet","name":"s","chips":[],"verticalSpacing":4.0,"horizontalSpacing":4}"#))
        #expect(omitted.contentHash == explicit.contentHash)
    }

    @Test(arguments: [
        (#"{"kind":"chipSet","name":"s","chips":[{"title":"a","priority":0},{"title":"b","priority":1},{"title":"c","priority":2},{"title":"d","priority":2.5}]}"#,
         "$.chips[3].priority: expected an integer, got 2.5"),
        (#"{"kind":"chipSet","name":"s","chips":[{"title":"","priority":0}]}"#, "$.chips[0].title: expected a non-empty string"),
        (#"{"kind":"chipSet","name":"s","chips":[{"title":"a"}]}"#, #"$.chips[0]: missing required field "priority""#),
        (#"{"kind":"chipSet","name":"s","chips":[{"title":"a","priority":0,"color":"red"}]}"#,
         #"$.chips[0].color: unknown field "color" (allowed: title, priority)"#),
        (#"{"kind":"chipSet","name":"s","chips":{}}"#, "$.chips: expected an array, got an object"),
        (#"{"kind":"chipSet","name":"s","chips":[],"horizontalSpacing":-1}"#, "$.horizontalSpacing: expected a finite number ≥ 0, got -1.0"),
        (#"{"kind":"chipSet","name":"s","chips":[],"verticalSpacing":"4"}"#, #"$.verticalSpacing: expected a number, got "4""#),
        (#"{"kind":"chipSet","chips":[]}"#, #"$: missing required field "name""#),
    ])
    func rejectsInvalidChipSetsNamingPathAndRule(text: String, message: String) throws {
        let document = try json(text)
        #expect(modelErrorMessage { _ = try Model(json: document) } == message)
    }
}
