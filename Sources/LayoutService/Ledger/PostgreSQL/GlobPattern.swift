/// An SQLite GLOB pattern (https://sqlite.org/lang_expr.html#glob) as the anchored POSIX
/// regular expression PostgreSQL's `~` matches with the same meaning: `*` any run of
/// characters, `?` one character, `[…]` and `[^…]` a class, everything else itself,
/// case-sensitively. PostgreSQL has no GLOB; model filters use it on both backends.
struct GlobPattern: Hashable, Sendable {
    /// The pattern as given.
    let glob: String

    /// The regular expression matching exactly the names the glob matches.
    var regularExpression: String {
        var expression = "^"
        var characters = glob[...]
        while let character = characters.popFirst() {
            switch character {
            case "*": expression += ".*"
            case "?": expression += "."
            case "[":
                if let (characterClass, rest) = Self.characterClass(characters) {
                    expression += characterClass
                    characters = rest
                } else {
                    expression += "\\["
                }
            default: expression += Self.literal(character)
            }
        }
        return expression + "$"
    }

    /// The class that starts after a `[` (a `]` right after the opening or `^` is a member),
    /// and the text after it; nil when it never closes (then SQLite matches the `[` itself).
    private static func characterClass(_ text: Substring) -> (String, Substring)? {
        var rest = text
        var members = ""
        if rest.first == "^" {
            members += "^"
            rest.removeFirst()
        }
        if rest.first == "]" {
            members += "]"
            rest.removeFirst()
        }
        while let character = rest.popFirst() {
            if character == "]" { return ("[" + members + "]", rest) }
            members += character == "\\" ? "\\\\" : String(character)
        }
        return nil
    }

    /// A character matched as itself: the regular expressions' special characters escaped.
    private static func literal(_ character: Character) -> String {
        "\\^$.|+()[]{}*?".contains(character) ? "\\" + String(character) : String(character)
    }
}
