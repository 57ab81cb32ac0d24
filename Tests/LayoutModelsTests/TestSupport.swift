import LayoutEngine
import Testing
@testable import LayoutModels

/// Parses JSON text written in a test; a syntax error is a bug in the test.
func json(_ text: String) throws -> JSONValue {
    try JSONParser.parse(text)
}

/// The description of the `ModelError` `body` throws; nil when it throws nothing, and a
/// note naming the type when it throws anything else.
func modelErrorMessage(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let error as ModelError {
        return error.description
    } catch {
        return "unexpected \(type(of: error)): \(error)"
    }
}

/// A valid trip card.
let kyotoJSON = #"""
{"kind": "tripCard", "name": "Kyoto", "photoURL": "https://example.com/kyoto.jpg",
 "photoSize": {"width": 1024, "height": 768}, "activities": {"Fushimi Inari": true, "Tea": "booked"},
 "subtitle": "Temples and gardens", "createdAt": "2024-03-05"}
"""#
