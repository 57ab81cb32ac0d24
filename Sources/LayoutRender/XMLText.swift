/// Escaping of text for XML and HTML, so names and text lines cannot break the markup.
public enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities; control characters other
    /// than tab and newline (not allowed in XML 1.0) become U+FFFD.
    public static func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\t", "\n": output.unicodeScalars.append(scalar)
            case let control where control.value < 0x20 || control.value == 0x7F:
                output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
