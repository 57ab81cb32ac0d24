import Testing
@testable import LayoutEngine

/// The reader's list of White_Space scalars beyond ASCII, checked against the standard library's
/// Unicode tables for every scalar, and against the property's list in Unicode's PropList.txt.
@Suite struct JSONWhiteSpaceTests {
    private typealias Reader = JSONObjectReader<ModelLikeFailure>

    private struct ModelLikeFailure: JSONReadFailure {
        init(path: String, problem: JSONReadProblem) {}
    }

    @Test func agreesWithTheStandardLibraryOnEveryScalarBeyondASCII() {
        var disagreements: [UInt32] = []
        var whiteSpace: [UInt32] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let listed = Reader.isWhiteSpace(beyondASCII: scalar)
            if listed != scalar.properties.isWhitespace { disagreements.append(value) }
            if listed { whiteSpace.append(value) }
        }
        #expect(disagreements.isEmpty)
        // PropList.txt: 0085, 00A0, 1680, 2000..200A, 2028, 2029, 202F, 205F, 3000.
        #expect(whiteSpace == [0x85, 0xA0, 0x1680] + Array(0x2000...0x200A) + [0x2028, 0x2029, 0x202F, 0x205F, 0x3000])
    }
}
