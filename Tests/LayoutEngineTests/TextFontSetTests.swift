import Dispatch
import Foundation
import Synchronization
import Testing
@testable import LayoutEngine

/// Font sets as engine inputs: the default set, a user's directory, bad directories and files,
/// sharing one set between threads.
@Suite struct TextFontSetTests {
    /// A temporary directory holding links to DejaVu Sans and DejaVu Sans Bold, and `extra`
    /// files (name → contents).
    private func fontDirectory(extra: [String: String] = [:], links: [String] = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in links {
            try FileManager.default.createSymbolicLink(
                at: directory.appendingPathComponent(name),
                withDestinationURL: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/" + name)
            )
        }
        for (name, contents) in extra {
            try contents.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    @Test func theDefaultSetIsInterNotoCJKAndNotoEmoji() throws {
        let set = try FontSet.load(directory: nil)
        #expect(set.families.map(\.name) == ["Inter", "Noto Sans CJK KR", "Noto Color Emoji"])
        #expect(set.families[0].face(for: .regular).weight == 400)
        #expect(set.families[0].face(for: .semibold).weight == 600)
        // Noto Sans CJK has regular and bold only: semibold takes bold (CSS matching).
        #expect(set.families[1].face(for: .semibold).weight == 700)
        #expect(set.families[2].isEmoji && !set.families[0].isEmoji)
        #expect(set.digest.count == 64)
        #expect(set.faces.allSatisfy { $0.contentHash.count == 64 })
    }

    @Test func aUsersDirectoryComesFirstAndMeasuresLikeHBShape() throws {
        let directory = try fontDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let options = EngineOptions(fontDirectory: directory.path)
        let set = try FontSet.load(directory: directory.path)
        #expect(set.families.map(\.name) == ["DejaVu Sans", "Inter", "Noto Sans CJK KR", "Noto Color Emoji"])
        #expect(set.families[0].face(for: .semibold).weight == 700)
        #expect(set.digest != (try FontSet.load(directory: nil)).digest)

        let table = try TextExpectationTable("dejavu-widths.tsv")
        #expect(table.rows.count >= 50)
        let measurer = TextMeasurer(options: options)
        var mismatches: [String] = []
        for row in table.rows {
            let width = measurer.measure(row[3], font: TextExpectationTable.font(row[0])!, lineLimit: nil, proposal: .unspecified).size.width
            if abs(width - Double(row[2])!) > 1e-9 { mismatches.append("\(row[3]): \(width) vs \(row[2])") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// The digest reaches the engine's identity through the options' JSON (`fonts.digest`), so
    /// a swapped font file is an engine change.
    @Test func swappingAFontFileChangesTheDigestAndTheEngineIdentityEvenUnderTheSameName() throws {
        var digests: [String] = []
        var identityDigests: [JSONValue?] = []
        var identities: [EngineIdentity] = []
        for source in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
            let directory = try fontDirectory(links: [])
            defer { try? FileManager.default.removeItem(at: directory) }
            try FileManager.default.copyItem(
                at: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/" + source),
                to: directory.appendingPathComponent("Brand.ttf")
            )
            let options = EngineOptions(fontDirectory: directory.path)
            digests.append(try FontSet.load(directory: directory.path).digest)
            identityDigests.append(options.json["fonts"]?["digest"])
            identities.append(EngineIdentity(version: "1.0", sourceHash: "abc", options: options))
        }
        #expect(digests[0] != digests[1])
        #expect(identityDigests == digests.map { .string($0) })
        #expect(identities[0] != identities[1])
    }

    @Test func weightsMapByCSSMatching() throws {
        // Only a bold face: both weights take it.
        let directory = try fontDirectory(links: ["DejaVuSans-Bold.ttf"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let family = try FontSet.load(directory: directory.path).families[0]
        #expect(family.face(for: .regular).weight == 700)
        #expect(family.face(for: .semibold).weight == 700)
    }

    @Test func aMissingDirectoryIsNamedWithWhatToDo() {
        #expect {
            _ = try FontSet.load(directory: "/nonexistent/fonts")
        } throws: { error in
            guard let error = error as? TextInputError, case .unreadableFont(let path, _) = error else { return false }
            return path == "/nonexistent/fonts" && error.description.contains("fonts=DIR")
        }
    }

    @Test func aDirectoryWithoutFontsIsRefused() throws {
        let directory = try fontDirectory(extra: ["readme.txt": "no fonts here"], links: [])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: TextInputError.noFaces(directory: directory.path)) { try FontSet.load(directory: directory.path) }
    }

    @Test func aFileThatIsNotAFontIsNamed() throws {
        let directory = try fontDirectory(extra: ["broken.ttf": "not a font"])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect {
            _ = try FontSet.load(directory: directory.path)
        } throws: { error in
            guard let error = error as? TextInputError, case .notAFont(let path, _) = error else { return false }
            return path.hasSuffix("/broken.ttf") && error.description.contains("broken.ttf")
        }
    }

    @Test func aCharacterNoFontHasIsNamedWithItsCodePoint() throws {
        let set = try FontSet.load(directory: nil)
        #expect {
            try set.checkCoverage(of: "ok \u{0905}")
        } throws: { error in
            (error as? TextInputError)?.description.contains("U+905") ?? false
        }
        try set.checkCoverage(of: "Hello 안녕 😀")
    }

    @Test func measurersOnManyThreadsShareOneSetAndAgree() throws {
        let strings = (0..<200).map { "Chip \($0) 안녕 \($0 % 7 == 0 ? "👍🏽" : "AV") To LT" }
        let expected = strings.map { TextMeasurer(options: .default).measure($0, font: .body, lineLimit: 2, proposal: ProposedSize(width: 90, height: nil)) }
        let results = Mutex<[[TextLayout]]>(Array(repeating: [], count: 4))
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            let measurer = TextMeasurer(options: .default)
            let layouts = strings.map { measurer.measure($0, font: .body, lineLimit: 2, proposal: ProposedSize(width: 90, height: nil)) }
            results.withLock { $0[worker] = layouts }
        }
        results.withLock { results in
            for layouts in results { #expect(layouts == expected) }
        }
    }
}
