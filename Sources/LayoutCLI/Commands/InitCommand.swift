import Foundation
import LayoutService

/// `layoutstore init [--db PATH]`: creates the database (when missing) and brings its schema
/// up to date, saying what it did.
enum InitCommand {
    static let spec = CommandSpec(
        name: "init",
        abstract: "Create the database and bring its schema up to date.",
        discussion: "Creates the database file when it is missing and applies every migration it lacks; on an up-to-date database it changes nothing and says so.",
        options: [GlobalOptions.database, GlobalOptions.quiet],
        examples: ["layoutstore init", "layoutstore init --db /tmp/cards.sqlite"],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let store = try context.store()
        let existed = store.exists
        let opened = try context.serviceCall { () throws(ServiceError) in try store.open(creating: true) }
        let applied = opened.appliedMigrations.map(\.label).joined(separator: ", ")
        let version = opened.appliedMigrations.last?.version
        let summary: String
        switch (existed, version) {
        case (false, let version?):
            summary = "Created \(store.description) (schema version \(version): applied \(applied)).\n"
        case (true, let version?):
            summary = "Migrated \(store.description) to schema version \(version) (applied \(applied)).\n"
        case (_, nil):
            summary = "\(store.description) is up to date; nothing to do.\n"
        }
        try context.report(CommandResult(summary: summary, cells: [
            ("path", .text(store.description)), ("created", .bool(!existed)),
            ("schema_version", version.map(TableCell.integer) ?? .null),
            ("applied_migrations", .text(applied)),
        ]))
        return .success
    }
}
