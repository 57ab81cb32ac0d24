import Foundation
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

/// The repository's `seeds/` directory, found from this file's path.
let seedsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("seeds").path

/// A valid trip card.
let kyotoJSON = #"""
{"kind": "tripCard", "name": "Kyoto", "photoURL": "https://example.com/kyoto.jpg",
 "photoSize": {"width": 1024, "height": 768}, "activities": {"Fushimi Inari": true, "Tea": "booked"},
 "subtitle": "Temples and gardens", "createdAt": "2024-03-05"}
"""#

/// The seed models of one embedded seed file (trip cards and chip sets need no tree decoder).
func embeddedModels(_ path: String) throws -> [Model] {
    let file = try #require(EmbeddedSeeds.files.first { $0.path == path })
    return try ModelFile.decode(Array(file.contents.utf8), file: path)
}

/// The seed widths, 125 to 1024.
let seedWidths: [Double] = [125, 250, 320, 393, 430, 744, 820, 1024]

/// Frames are compared with this tolerance (points).
let frameTolerance = 1e-6

extension LayoutResult {
    /// The node with `id`; a missing id is a test failure.
    func node(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> NodeLayout {
        try #require(nodes.first { $0.id == id }, "no node \(id)", sourceLocation: sourceLocation)
    }
}
