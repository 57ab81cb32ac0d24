import Foundation
import LayoutEngine
import LayoutHashing
import LayoutModels
import Testing
@testable import LayoutService

/// An import refuses a stream that was edited, altered or cut, naming the line and field, and
/// writes nothing.
@Suite struct LayoutServiceImportVerificationTests {
    /// The export of a seeded store with one approval, as lines (the trailer last).
    private func exportedLines() throws -> (TestStore, [String]) {
        let store = try TestStore()
        try store.service.approve(.filter(ScenarioFilter(kind: .chipSet)), message: "chips")
        return (store, try exported(store.service).split(separator: "\n").map(String.init))
    }

    /// `lines` with the trailer's checksum recomputed by `sha256sum` over the lines before it,
    /// so only the per-line checks can refuse them.
    private func resealed(_ lines: [String]) throws -> String {
        let body = lines.dropLast().map { $0 + "\n" }.joined()
        let digest = try Self.sha256sum(body)
        let trailer = try #require(lines.last)
        let range = try #require(trailer.range(of: #""sha256":"[0-9a-f]{64}""#, options: .regularExpression))
        return body + trailer.replacingCharacters(in: range, with: #""sha256":"\#(digest)""#)
    }

    /// The SHA-256 of `text` as the coreutils tool prints it.
    private static func sha256sum(_ text: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(printed.prefix(64))
    }

    /// The index of the first line holding every one of `parts`.
    private func index(of parts: String..., in lines: [String]) throws -> Int {
        try #require(lines.firstIndex { line in parts.allSatisfy { line.contains($0) } })
    }

    /// Expects `text` to be refused by an empty store with a message starting `prefix`, and
    /// the store to hold nothing afterwards.
    private func expectRefused(_ text: String, _ prefix: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let target = try TestStore(seeded: false)
        let error = #expect(throws: ServiceError.self, sourceLocation: sourceLocation) { try target.service.importLines(text) }
        #expect(error?.description.hasPrefix(prefix) == true, "\(error?.description ?? "")", sourceLocation: sourceLocation)
        for table in ["widths", "models", "revisions", "results", "baselines", "approvals"] {
            #expect(try target.count(table) == 0, "\(table)", sourceLocation: sourceLocation)
        }
    }

    @Test func anEditedRevisionIsRefusedAndNeverAppendedUnderTheOriginalsTimeAndMessage() throws {
        let (source, lines) = try exportedLines()
        let at = try index(of: #""type":"revision""#, #""name":"Emoji""#, in: lines)
        var edited = lines
        edited[at] = lines[at].replacing(#""title":""#, with: #""title":"Edited "#, maxReplacements: 1)
        #expect(edited[at] != lines[at])
        try expectRefused(try resealed(edited), "line \(at + 1): $.contentHash: ")
        let before = try source.service.revisions(of: "Emoji").map(\.contentHash)
        #expect(throws: ServiceError.self) { try source.service.importLines(try resealed(edited)) }
        #expect(try source.service.revisions(of: "Emoji").map(\.contentHash) == before)
    }

    @Test func aResultWhoseHashDoesNotMatchItsSizeAndFramesIsRefused() throws {
        let (_, lines) = try exportedLines()
        let at = try index(of: #""type":"result""#, in: lines)
        let hash = try #require(lines[at].range(of: #""resultHash":""#)).upperBound
        var changedHash = lines
        let digit = lines[at][hash] == "0" ? "1" : "0"
        changedHash[at] = lines[at].replacingCharacters(in: hash...hash, with: digit)
        try expectRefused(try resealed(changedHash), "line \(at + 1): $.resultHash: ")

        var resized = lines
        resized[at] = lines[at].replacing(#","width":"#, with: #","width":1"#, maxReplacements: 1)
        #expect(resized[at] != lines[at])
        try expectRefused(try resealed(resized), "line \(at + 1): $.resultHash: ")
    }

    @Test func alteredFramesThatStillDecodeAreRefusedByTheirHash() throws {
        let (_, lines) = try exportedLines()
        let results = try lines.enumerated().filter { $0.element.contains(#""type":"result""#) }.map { index, line in
            (index, try JSONParser.parse(line))
        }
        // Two results of one tree with different frames: either's frames decode against the tree.
        let pair = results.lazy.flatMap { first in results.lazy.map { (first, $0) } }.first { first, second in
            first.1["tree"] == second.1["tree"] && first.1["frames"] != second.1["frames"]
        }
        let ((at, first), (_, second)) = try #require(pair)
        guard case .string(let frames)? = first["frames"], case .string(let others)? = second["frames"] else {
            Issue.record("no frames")
            return
        }
        var altered = lines
        altered[at] = lines[at].replacing(#""frames":"\#(frames)""#, with: #""frames":"\#(others)""#)
        #expect(altered[at] != lines[at])
        try expectRefused(try resealed(altered), "line \(at + 1): $.resultHash: ")
    }

    @Test func framesThatDoNotDecodeAgainstTheirTreeAreRefused() throws {
        let (_, lines) = try exportedLines()
        let at = try index(of: #""type":"result""#, in: lines)
        guard case .string(let encoded)? = try JSONParser.parse(lines[at])["frames"] else { Issue.record("no frames"); return }
        var bytes = [UInt8](try #require(Data(base64Encoded: encoded)))
        bytes.append(0)
        let width = try JSONParser.parse(lines[at])["width"], height = try JSONParser.parse(lines[at])["height"]
        guard case .number(let w)? = width, case .number(let h)? = height else { Issue.record("no size"); return }
        let hash = Hex.encode(PackedResult.hash(size: Size(width: w, height: h), frames: bytes))
        var altered = lines
        altered[at] = lines[at].replacing(encoded, with: Data(bytes).base64EncodedString())
            .replacing(#/"resultHash":"[0-9a-f]{32}"/#, with: #""resultHash":"\#(hash)""#)
        try expectRefused(try resealed(altered), "line \(at + 1): $.frames: ")
    }

    @Test func malformedEngineLinesAreRefusedNamingTheField() throws {
        let (_, lines) = try exportedLines()
        let at = try index(of: #""type":"engine""#, in: lines)
        let edits: [(Regex<Substring>, String, String)] = [
            (#/"createdAt":"[^"]*"/#, #""createdAt":"yesterday""#, "$.createdAt"),
            (#/"fingerprint":"[^"]*"/#, #""fingerprint":"abc""#, "$.fingerprint"),
            (#/"displayScale":[0-9.]+/#, #""displayScale":"two""#, "$.options.displayScale"),
            (#/"textScale":[0-9.]+/#, #""textScale":0"#, "$.options.textScale"),
        ]
        for (pattern, replacement, field) in edits {
            var edited = lines
            edited[at] = lines[at].replacing(pattern, with: replacement)
            #expect(edited[at] != lines[at])
            try expectRefused(try resealed(edited), "line \(at + 1): \(field): ")
        }
    }

    @Test func aStreamCutAtALineBoundaryOrMidLineIsRefused() throws {
        let (_, lines) = try exportedLines()
        #expect(lines.count > 120)
        let cut = lines.prefix(120).map { $0 + "\n" }.joined()
        try expectRefused(cut, "line 121: the trailer line ")
        let everyLineButTheTrailer = lines.dropLast().map { $0 + "\n" }.joined()
        try expectRefused(everyLineButTheTrailer, "line \(lines.count): the trailer line ")
        let text = lines.map { $0 + "\n" }.joined()
        let midLine = String(text.prefix(text.count / 2))
        #expect(!midLine.hasSuffix("\n"))
        try expectRefused(midLine, "line \(midLine.split(separator: "\n").count): ")
    }

    @Test func aStreamChangedAfterExportOrWithWrongCountsIsRefusedAtItsTrailer() throws {
        let (_, lines) = try exportedLines()
        let at = try index(of: #""type":"model""#, #""name":"Emoji""#, in: lines)
        var changed = lines
        changed[at] = lines[at].replacing(#/"createdAt":"[^"]*"/#, with: #""createdAt":"2000-01-01T00:00:00.000Z""#)
        #expect(changed[at] != lines[at])
        try expectRefused(changed.joined(separator: "\n"), "line \(lines.count): $.sha256: ")
        let widthLine = try index(of: #""type":"width""#, in: lines)
        var fewer = lines
        fewer.remove(at: widthLine)
        try expectRefused(try resealed(fewer), "line \(lines.count - 1): $.counts.width: the trailer counts 8 width lines but 7")
        var trailing = lines
        trailing.append(lines[widthLine])
        try expectRefused(trailing.joined(separator: "\n"), "line \(lines.count + 1): nothing may follow the trailer")
    }
}
