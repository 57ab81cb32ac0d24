import LayoutEngine
import Testing
@testable import LayoutModels

@Suite struct TripCardTests {
    @Test func readsEveryField() throws {
        guard case .tripCard(let trip) = try Model(json: json(kyotoJSON)) else {
            Issue.record("expected a trip card")
            return
        }
        #expect(trip.name == "Kyoto")
        #expect(trip.photoURL == "https://example.com/kyoto.jpg")
        #expect(trip.photoSize == Size(width: 1024, height: 768))
        #expect(trip.activities == ["Fushimi Inari": .bool(true), "Tea": .string("booked")])
        #expect(trip.subtitle == "Temples and gardens")
        #expect(trip.createdAt.displayText == "Mar 5, 2024")
    }

    @Test func treatsSubtitleAndActivitiesAsOptional() throws {
        let text = #"{"kind":"tripCard","name":"A","photoURL":"","photoSize":{"width":1,"height":2},"createdAt":"2024-01-01"}"#
        guard case .tripCard(let trip) = try Model(json: json(text)) else {
            Issue.record("expected a trip card")
            return
        }
        #expect(trip.subtitle == nil)
        #expect(trip.activities.isEmpty)
    }

    @Test(arguments: [
        (#""name": """#, #"$.name: expected a non-empty string"#),
        (#""photoSize": {"width": -3, "height": 2}"#, "$.photoSize.width: expected a finite number ≥ 0, got -3.0"),
        (#""photoSize": {"width": 3}"#, #"$.photoSize: missing required field "height""#),
        (#""photoSize": {"width": 3, "height": 2, "depth": 1}"#, #"$.photoSize.depth: unknown field "depth" (allowed: width, height)"#),
        (#""activities": ["hike"]"#, "$.activities: expected an object, got an array"),
        (#""subtitle": 7"#, "$.subtitle: expected a string, got 7"),
        (#""createdAt": "5 March 2024""#, #"$.createdAt: expected an ISO 8601 date such as "2024-03-05" or "2024-03-05T10:20:00Z", got "5 March 2024""#),
        (#""colour": "red""#, #"$.colour: unknown field "colour" (allowed: kind, name, photoURL, photoSize, activities, subtitle, createdAt)"#),
    ])
    func rejectsInvalidFieldsNamingPathAndRule(replacement: String, message: String) throws {
        var fields = [
            #""kind": "tripCard""#, #""name": "Kyoto""#, #""photoURL": "u""#,
            #""photoSize": {"width": 3, "height": 2}"#, #""createdAt": "2024-03-05""#,
        ]
        let key = replacement.prefix { $0 != ":" }
        fields.removeAll { $0.hasPrefix(key) }
        fields.append(replacement)
        let document = try json("{" + fields.joined(separator: ",") + "}")
        #expect(modelErrorMessage { _ = try Model(json: document) } == message)
    }

    @Test func rejectsNonFiniteSizesBuiltInCode() {
        let document = JSONValue.object([
            JSONMember("kind", .string("tripCard")), JSONMember("name", .string("A")), JSONMember("photoURL", .string("")),
            JSONMember("photoSize", .object([JSONMember("width", .number(.infinity)), JSONMember("height", .number(1))])),
            JSONMember("createdAt", .string("2024-01-01")),
        ])
        #expect(modelErrorMessage { _ = try Model(json: document) } == "$.photoSize.width: expected a finite number ≥ 0, got inf")
    }

    @Test func writesActivitiesSortedAndTheDateNormalised() throws {
        let text = #"{"kind":"tripCard","name":"A","photoURL":"u","photoSize":{"width":1,"height":2},"activities":{"b":1,"a":[true]},"createdAt":"2024-01-01t10:00z"}"#
        let model = try Model(json: json(text))
        #expect(model.canonicalText == #"{"activities":{"a":[true],"b":1},"createdAt":"2024-01-01T10:00:00Z","kind":"tripCard","name":"A","photoSize":{"height":2,"width":1},"photoURL":"u"}"#)
    }
}
