import LayoutStorage

extension RevisionFilter {
    /// The kind and the name pattern as the arguments `$1::text` and `$2::text` of a
    /// PostgreSQL query matching `m.kind = $1` and `m.name ~ $2` (the pattern as a regular
    /// expression); NULL matches everything.
    var arguments: [DatabaseValue] {
        [kind.databaseValue, namePattern.map { GlobPattern(glob: $0).regularExpression }.databaseValue]
    }
}
