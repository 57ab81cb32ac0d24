/// Swift source text for embedded data.
enum SwiftLiteral {
    /// The text as the body of a Swift multi-line string literal that reproduces it byte for byte:
    /// each line ends in `\n\` (an escaped newline, then a continuation), quotes and backslashes
    /// are escaped, and control characters are written as `\u{…}`.
    static func multiLineBody(of text: String) -> String {
        var body = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": body += "\\n\\\n"
            case "\\": body += "\\\\"
            case "\"": body += "\\\""
            case "\t": body += "\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                body += "\\u{\(String(scalar.value, radix: 16))}"
            default: body.unicodeScalars.append(scalar)
            }
        }
        return body
    }
}
