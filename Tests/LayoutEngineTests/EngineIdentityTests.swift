import Foundation
import Testing
import LayoutEngine

@Suite struct EngineIdentityTests {
    private let sourceA = String(repeating: "a", count: 64)
    private let sourceB = String(repeating: "b", count: 64)

    /// The fingerprint is SHA-256 of the canonical text `{"options":…,"source":…,"version":…}`;
    /// the expected digest is `printf '%s' '<that text>' | sha256sum`, computed outside this
    /// code. The text holds the default fonts' digest, which depends on the installed font
    /// files, so it is written out here with that digest and hashed by coreutils.
    @Test func isTheSHA256OfVersionSourceHashAndOptions() throws {
        let identity = EngineIdentity(version: "1.0", sourceHash: "abc", options: EngineOptions())
        let fonts = try FontSet.load(directory: nil).digest
        let text = #"{"options":{"displayScale":2,"fonts":{"digest":""# + fonts
            + #"","directory":null},"textScale":1},"source":"abc","version":"1.0"}"#
        #expect(identity.version == "1.0")
        #expect(try shell("printf '%s' '\(text)' | sha256sum") == identity.fingerprint + "  -\n")
    }

    @Test func isAPureFunctionOfVersionSourceAndOptions() {
        let one = EngineIdentity(version: "1.0", sourceHash: sourceA, options: EngineOptions())
        #expect(one == EngineIdentity(version: "1.0", sourceHash: sourceA, options: EngineOptions(textScale: 1, displayScale: 2)))
        #expect(one.fingerprint.count == 64)
    }

    /// Engine code that differs (simulated by two source hashes, as two builds would embed)
    /// never shares an identity, even under the same version and options.
    @Test func changingTheEnginesCodeChangesIt() {
        let built = EngineIdentity(version: "1.0", sourceHash: sourceA, options: .default)
        let edited = EngineIdentity(version: "1.0", sourceHash: sourceB, options: .default)
        #expect(built.fingerprint != edited.fingerprint)
        #expect(built.version == edited.version)
    }

    @Test func changingAnyEngineOptionOrTheVersionChangesIt() {
        let variants = [
            EngineIdentity(version: "1.0", sourceHash: sourceA, options: .default),
            EngineIdentity(version: "1.0", sourceHash: sourceA, options: EngineOptions(textScale: 1.5)),
            EngineIdentity(version: "1.0", sourceHash: sourceA, options: EngineOptions(displayScale: 3)),
            EngineIdentity(version: "1.1", sourceHash: sourceA, options: .default),
        ]
        #expect(Set(variants.map(\.fingerprint)).count == variants.count)
    }

    @Test func anEnginesIdentityIsThisBuildsSourceHashWithItsOptions() {
        let options = EngineOptions(textScale: 1.25)
        #expect(Engine(options: options).identity == EngineIdentity(version: Engine.version, sourceHash: Engine.sourceHash, options: options))
        #expect(Engine(options: options).identity != Engine(options: .default).identity)
    }

    /// The hash the build plugin embedded is the SHA-256 of the `sha256sum` listing of every
    /// Swift file of Sources/LayoutEngine and Sources/LayoutModels (the templates that make the
    /// trees), recomputed here by coreutils from the files on disk: so editing, adding or
    /// removing any engine or template file changes the identity of the next build.
    @Test func theEmbeddedSourceHashIsTheSHA256OfTheEngineAndModelSourceFiles() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources").path
        let list = "cd '\(sources)' && find LayoutEngine LayoutModels -name '*.swift' | LC_ALL=C sort | xargs sha256sum"
        let files = try shell(list).split(separator: "\n")
        #expect(files.count > 60, "the engine's and the models' Swift files were listed")
        #expect(files.contains { $0.hasSuffix("  LayoutEngine/Engine/EngineIdentity.swift") })
        #expect(files.contains { $0.hasSuffix("  LayoutModels/TripCardTemplates.swift") })
        #expect(Engine.sourceHash + "  -\n" == (try shell(list + " | sha256sum")))
    }

    private func shell(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }
}
