import Foundation

/// A database file in a fresh temporary directory, for commands that use the store.
struct StoreFixture {
    let directory: URL
    let path: String

    /// A path for a database that does not exist yet.
    init() throws {
        directory = try makeTemporaryDirectory()
        path = directory.appendingPathComponent("store.sqlite").path
    }

    /// A database created and loaded with the built-in seeds.
    static func seeded() throws -> StoreFixture {
        let fixture = try StoreFixture()
        let run = fixture.run(["seed"])
        guard run.status == 0 else { throw FixtureError(message: run.error) }
        return fixture
    }

    /// Runs `layoutstore arguments --db <path>` in-process.
    func run(_ arguments: [String], standardInput: String = "") -> CommandRun {
        CommandRun(arguments + ["--db", path], standardInput: standardInput)
    }

    /// A file named `name` in the fixture's directory holding `text`.
    func file(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

/// A fixture that could not be set up, with the command's error output.
struct FixtureError: Error {
    var message: String
}
