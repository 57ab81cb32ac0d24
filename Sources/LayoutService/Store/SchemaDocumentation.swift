import LayoutStorage

/// The schema as `sql --help` documents it, read from the migrations themselves so it cannot
/// drift: every table and view they create, the comment written above it and its columns
/// (`*` marking the primary key).
///
/// The migrations are written one column per line, which is all this reading relies on:
/// `CREATE TABLE name (` opens a table (comment lines right after it, inside the statement so
/// `.schema` shows them, describe it as well as those above it), each following line up to `)` that does not start with
/// a constraint keyword names a column, `ALTER TABLE name ADD COLUMN column` adds one,
/// `DROP TABLE`/`DROP VIEW` removes an entry, and `ALTER TABLE new RENAME TO old` after
/// `DROP TABLE old` (a table rebuilt) puts the new entry where the old one was. A view written
/// as `CREATE VIEW name AS`, then comment lines (its description, kept inside the statement so
/// `.schema` shows it), then `SELECT` and one `expression AS column, -- description` per line up
/// to `FROM`, documents its columns too; a comment after a table's column describes that column.
public enum SchemaDocumentation {
    /// One table or view.
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var comment: String
        /// Empty for views that do not list their columns one per line.
        public var columns: [String]
        public var primaryKey: Set<String>
        /// The description written after a column, by column name.
        public var columnComments: [String: String] = [:]
        /// A view (its columns are known when it lists them one `… AS column` per line).
        public var isView = false
    }

    /// The tables and views `migrations` leave, in the order they were created.
    static func entries(of migrations: [Migration]) -> [Entry] {
        var entries: [Entry] = []
        var droppedAt: [String: Int] = [:]
        for migration in migrations {
            var comment: [String] = []
            var open: Int?
            var openView: (index: Int, inSelect: Bool)?
            for rawLine in migration.sql.split(separator: "\n", omittingEmptySubsequences: false) {
                let (line, trailingComment) = splitComment(rawLine.trimmingSpaces)
                let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," || $0 == ";" }).map(String.init)
                let upper = words.map { $0.uppercased() }
                if let view = openView {
                    if line.isEmpty, let trailingComment, !view.inSelect {
                        entries[view.index].comment += (entries[view.index].comment.isEmpty ? "" : " ") + trailingComment
                    } else if upper.first == "SELECT", words.count == 1 {
                        openView = (view.index, true)
                    } else if view.inSelect, upper.count >= 3, upper[upper.count - 2] == "AS", upper.first != "FROM" {
                        let column = words[words.count - 1]
                        entries[view.index].columns.append(column)
                        if let trailingComment { entries[view.index].columnComments[column] = trailingComment }
                    } else {
                        openView = nil
                    }
                    continue
                }
                if let index = open {
                    if line.isEmpty, let trailingComment, entries[index].columns.isEmpty {
                        // A description inside the statement, before the first column.
                        entries[index].comment += (entries[index].comment.isEmpty ? "" : " ") + trailingComment
                    } else if line.hasPrefix(")") {
                        open = nil
                    } else if let first = upper.first, !constraintKeywords.contains(first) {
                        entries[index].columns.append(words[0])
                        if let trailingComment { entries[index].columnComments[words[0]] = trailingComment }
                        if line.uppercased().contains("PRIMARY KEY") { entries[index].primaryKey.insert(words[0]) }
                    } else if upper.starts(with: ["PRIMARY", "KEY"]) {
                        entries[index].primaryKey.formUnion(words.dropFirst(2))
                    }
                } else if line.isEmpty, let trailingComment {
                    comment.append(trailingComment)
                    continue
                } else if upper.starts(with: ["CREATE", "TABLE"]) || upper.starts(with: ["CREATE", "VIEW"]), words.count > 2 {
                    entries.append(Entry(name: words[2], comment: comment.joined(separator: " "), columns: [], primaryKey: []))
                    if upper[1] == "TABLE" { open = entries.count - 1 }
                    if upper[1] == "VIEW" {
                        entries[entries.count - 1].isView = true
                        if upper.last == "AS" { openView = (entries.count - 1, false) }
                    }
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

    /// A line's SQL and the text of its `--` comment, if any (a `--` inside quotes is SQL).
    private static func splitComment(_ line: String) -> (sql: String, comment: String?) {
        var inQuote: Character?
        var previous: Character?
        for index in line.indices {
            let character = line[index]
            if let quote = inQuote {
                if character == quote { inQuote = nil }
            } else if character == "'" || character == "\"" {
                inQuote = character
            } else if character == "-", previous == "-" {
                let start = line.index(before: index)
                return (line[..<start].trimmingSpaces, line[line.index(after: index)...].trimmingSpaces)
            }
            previous = character
        }
        return (line, nil)
    }

    /// Lines starting with these words in a table's body are constraints, not columns.
    private static let constraintKeywords: Set<String> = ["PRIMARY", "UNIQUE", "CHECK", "FOREIGN", "CONSTRAINT"]

    /// The documentation paragraphs: `name(column*, column, …): comment`, one per entry.
    static func text(of migrations: [Migration]) -> String {
        entries(of: migrations).map { entry in
            let columns = entry.columns.map { entry.primaryKey.contains($0) ? $0 + "*" : $0 }
            let signature = (columns.isEmpty ? entry.name : "\(entry.name)(\(columns.joined(separator: ", ")))")
                + (entry.isView ? " (view)" : "")
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
