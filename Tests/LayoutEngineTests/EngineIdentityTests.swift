import Foundation
import Testing
import LayoutEngine

@Suite struct EngineIdentityTests {
    private let sourceA = String(repeating: "a", count: 64)
    private let sourceB = String(repeating: "b", count: 64)

    /// The fingerprint is SHA-256 of the canonical text `{"options":…,"source":…,"version":…}`;
    /// the digest below is `printf '%s' '<that text>' | sha256sum`, computed outside this code.
    @Test func isTheSHA256OfVersionSourceHashAndOptions() {
        let identity = EngineIdentity(version: "1.0", sourceHash: "abc", options: EngineOptions())
        // {"options":{"displayScale":2,"textScale":1},"source":"abc","version":"1.0"}
        #expect(identity.version == "1.0")
        #expect(identity.fingerprint == "45e57458a7c3b9b3445d6339c2cfed78a9e04d95ada2bedfee83a5bc1bdcf624")
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
    /// Swift file of Sources/LayoutEngine, recomputed here by coreutils from the files on disk:
    /// so editing, adding or removing any engine file changes the identity of the next build.
    @Test func theEmbeddedSourceHashIsTheSHA256OfTheEnginesSourceFiles() throws {
        let engineFolder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/LayoutEngine").path
        let listing = try shell("cd '\(engineFolder)' && find . -name '*.swift' | sed 's|^\\./||' | LC_ALL=C sort | xargs sha256sum")
        let files = listing.split(separator: "\n")
        #expect(files.count > 40, "the engine's Swift files were listed")
        #expect(files.contains { $0.hasSuffix("  Engine/EngineIdentity.swift") })
        let recomputed = try shell("cd '\(engineFolder)' && find . -name '*.swift' | sed 's|^\\./||' | LC_ALL=C sort | xargs sha256sum | sha256sum")
        #expect(Engine.sourceHash + "  -\n" == recomputed)
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
