import LayoutStorage

/// The schema as `sql --help` documents it, read from the migrations themselves so it cannot
/// drift: every table and view they create, the comment written above it and its columns
/// (`*` marking the primary key).
///
/// The migrations are written one column per line, which is all this reading relies on:
/// `CREATE TABLE name (` opens a table, each following line up to `)` that does not start with
/// a constraint keyword names a column, `ALTER TABLE name ADD COLUMN column` adds one,
/// `DROP TABLE`/`DROP VIEW` removes an entry, and `ALTER TABLE new RENAME TO old` after
/// `DROP TABLE old` (a table rebuilt) puts the new entry where the old one was.
enum SchemaDocumentation {
    /// One table or view.
    struct Entry: Equatable {
        var name: String
        var comment: String
        /// Empty for views.
        var columns: [String]
        var primaryKey: Set<String>
    }

    /// The tables and views `migrations` leave, in the order they were created.
    static func entries(of migrations: [Migration]) -> [Entry] {
        var entries: [Entry] = []
        var droppedAt: [String: Int] = [:]
        for migration in migrations {
            var comment: [String] = []
            var open: Int?
            for rawLine in migration.sql.split(separator: "\n", omittingEmptySubsequences: false) {
                let line = rawLine.trimmingSpaces
                let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," || $0 == ";" }).map(String.init)
                let upper = words.map { $0.uppercased() }
                if let index = open {
                    if line.hasPrefix(")") {
                        open = nil
                    } else if let first = upper.first, !constraintKeywords.contains(first) {
                        entries[index].columns.append(words[0])
                        if line.uppercased().contains("PRIMARY KEY") { entries[index].primaryKey.insert(words[0]) }
                    } else if upper.starts(with: ["PRIMARY", "KEY"]) {
                        entries[index].primaryKey.formUnion(words.dropFirst(2))
                    }
                } else if line.hasPrefix("--") {
                    comment.append(String(line.dropFirst(2)).trimmingSpaces)
                    continue
                } else if upper.starts(with: ["CREATE", "TABLE"]) || upper.starts(with: ["CREATE", "VIEW"]), words.count > 2 {
                    entries.append(Entry(name: words[2], comment: comment.joined(separator: " "), columns: [], primaryKey: []))
                    if upper[1] == "TABLE" { open = entries.count - 1 }
                } else if upper.starts(with: ["ALTER", "TABLE"]), upper.count > 5, upper[3...4] == ["ADD", "COLUMN"],
                          let index = entries.firstIndex(where: { $0.name == words[2] }) {
                    entries[index].columns.append(words[5])
                } else if upper.starts(with: ["ALTER", "TABLE"]), upper.count > 5, upper[3...4] == ["RENAME", "TO"],
                          let index = entries.firstIndex(where: { $0.name == words[2] }) {
                    var renamed = entries.remove(at: index)
                    renamed.name = words[5]
                    entries.insert(renamed, at: min(droppedAt[words[5]] ?? index, entries.count))
                } else if upper.starts(with: ["DROP", "TABLE"]) || upper.starts(with: ["DROP", "VIEW"]), let name = words.last {
                    if let index = entries.firstIndex(where: { $0.name == name }) { droppedAt[name] = index }
                    entries.removeAll { $0.name == name }
                }
                comment = []
            }
        }
        return entries
    }

    /// Lines starting with these words in a table's body are constraints, not columns.
    private static let constraintKeywords: Set<String> = ["PRIMARY", "UNIQUE", "CHECK", "FOREIGN", "CONSTRAINT"]

    /// The documentation paragraphs: `name(column*, column, …): comment`, one per entry.
    static func text(of migrations: [Migration]) -> String {
        entries(of: migrations).map { entry in
            let columns = entry.columns.map { entry.primaryKey.contains($0) ? $0 + "*" : $0 }
            let signature = columns.isEmpty ? entry.name + " (view)" : "\(entry.name)(\(columns.joined(separator: ", ")))"
            return entry.comment.isEmpty ? signature : "\(signature): \(entry.comment)"
        }.joined(separator: "\n\n")
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        let isSpace = { (character: Character) in character == " " || character == "\t" || character == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}

extension String {
    fileprivate var trimmingSpaces: String { self[...].trimmingSpaces }
}
