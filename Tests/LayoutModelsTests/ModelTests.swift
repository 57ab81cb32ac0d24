import LayoutEngine
import Testing
@testable import LayoutModels
import LayoutHashing

@Suite struct ModelTests {
    @Test func hashesTheSameContentAlikeWhateverKeyOrderOrFormatting() throws {
        let compact = #"{"kind":"tripCard","name":"Kyoto","photoURL":"https://example.com/kyoto.jpg","photoSize":{"width":1024,"height":768},"activities":{"Fushimi Inari":true,"Tea":"booked"},"subtitle":"Temples and gardens","createdAt":"2024-03-05"}"#
        let reordered = """
        {
            "createdAt" : "2024-03-05",
            "subtitle" : "Temples and gardens",
            "activities" : { "Tea" : "booked", "Fushimi Inari" : true },
            "photoSize" : { "height" : 768.0, "width" : 1.024e3 },
            "photoURL" : "https:\\/\\/example.com\\/kyoto.jpg",
            "name" : "Kyoto",
            "kind" : "tripCard"
        }
        """
        let first = try Model(json: json(compact))
        let second = try Model(json: json(reordered))
        let third = try Model(json: json(kyotoJSON))
        #expect(first == second)
        #expect(first.canonicalText == second.canonicalText)
        #expect(first.contentHash == second.contentHash)
        #expect(first.contentHash == third.contentHash)
        #expect(first.contentHash == SHA256.hash(first.canonicalText))
    }

    @Test func hashesDifferentContentDifferently() throws {
        let kyoto = try Model(json: json(kyotoJSON))
        guard case .tripCard(var trip) = kyoto else {
            Issue.record("expected a trip card")
            return
        }
        trip.activities["Nishiki market"] = .null
        #expect(Model.tripCard(trip).contentHash != kyoto.contentHash)
    }

    @Test func roundTripsThroughItsJSON() throws {
        let kyoto = try Model(json: json(kyotoJSON))
        #expect(try Model(json: kyoto.json) == kyoto)
        #expect(kyoto.name == "Kyoto")
        #expect(kyoto.kind == .tripCard)
    }

    @Test func writesCanonicalTextWithSortedKeysAndNoWhitespace() throws {
        let model = Model.chipSet(ChipSet(name: "s", chips: [.init(title: "a b", priority: 2)], horizontalSpacing: 2.5))
        #expect(model.canonicalText == #"{"chips":[{"priority":2,"title":"a b"}],"horizontalSpacing":2.5,"kind":"chipSet","name":"s","verticalSpacing":4}"#)
    }

    /// `layout` is written only when it is not the default, so chip sets stored before it
    /// existed keep their content hash; it reads back either way.
    @Test func writesAChipSetsLayoutOnlyWhenNotTheDefault() throws {
        let guide = try Model(json: json(#"{"kind":"chipSet","name":"s","chips":[],"layout":"guideFlow"}"#))
        #expect(guide.canonicalText == #"{"chips":[],"horizontalSpacing":4,"kind":"chipSet","name":"s","verticalSpacing":4}"#)
        let flow = try Model(json: json(#"{"kind":"chipSet","name":"s","chips":[],"layout":"flow"}"#))
        #expect(flow.canonicalText == #"{"chips":[],"horizontalSpacing":4,"kind":"chipSet","layout":"flow","name":"s","verticalSpacing":4}"#)
        #expect(try Model(json: flow.json) == flow)
        #expect(modelErrorMessage { _ = try Model(json: json(#"{"kind":"chipSet","name":"s","chips":[],"layout":"grid"}"#)) }
            == #"$.layout: expected one of "guideFlow", "flow", got "grid""#)
    }

    @Test(arguments: [
        (#"{"name":"x"}"#, #"$: missing required field "kind""#),
        (#"{"kind":"trip","name":"x"}"#, #"$.kind: unknown kind "trip" (expected tripCard, chipSet or viewTree)"#),
        (#"{"kind":3}"#, "$.kind: expected a string, got 3"),
        (#"[1]"#, "$: expected a model object, got an array"),
    ])
    func rejectsObjectsThatAreNotModels(text: String, message: String) throws {
        let document = try json(text)
        #expect(modelErrorMessage { _ = try Model(json: document) } == message)
    }
}
