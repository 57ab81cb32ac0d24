import Foundation
import LayoutEngine

/// The rules every model and width name follows, so a name shows as what it is wherever it is
/// printed and two names that look the same are the same:
/// - no control characters (NUL, ESC, newlines, DEL, C1, line and paragraph separators), which
///   would move a terminal's cursor or split a line;
/// - no leading or trailing whitespace (refused rather than trimmed, so a name is never stored
///   under a spelling its author did not write);
/// - at most `maximumLength` characters;
/// - stored in Unicode Normalization Form C, so `é` typed precomposed or decomposed is one name;
/// - a width name, which `--width` accepts in place of a number, may not read as a number
///   (`320`, `1e3`, `inf`) or be `ideal`.
public enum NameRules {
    /// What a name names, for messages and the width-only rules.
    public enum Subject: String, Sendable {
        case model
        case width
    }

    /// The longest name accepted, in characters.
    public static let maximumLength = 200

    /// `text` in NFC when it is a valid name of `subject`, else the reason it is not (a
    /// sentence fragment: "contains the control character U+001B").
    public static func validated(_ text: String, as subject: Subject) -> Result<String, NameRefusal> {
        if isPlainValidName(text, as: subject) || isNormalizedValidName(text, as: subject) { return .success(text) }
        return checkedInFull(text, as: subject)
    }

    /// `validated(_:as:)` the long way for every name: normalised to NFC by Foundation, then
    /// each rule checked on the characters (what the fast paths must agree with).
    static func checkedInFull(_ text: String, as subject: Subject) -> Result<String, NameRefusal> {
        let name = text.precomposedStringWithCanonicalMapping
        if name.isEmpty || name.allSatisfy(\.isWhitespace) { return .failure(NameRefusal("is empty")) }
        if let control = name.unicodeScalars.first(where: isControl) {
            let code = String(control.value, radix: 16, uppercase: true)
            return .failure(NameRefusal("contains the control character U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code))
        }
        if name.first?.isWhitespace == true || name.last?.isWhitespace == true {
            return .failure(NameRefusal("starts or ends with whitespace"))
        }
        if name.count > maximumLength {
            return .failure(NameRefusal("is \(name.count) characters long; at most \(maximumLength) are allowed"))
        }
        if subject == .width, name == "ideal" || Double(name) != nil {
            return .failure(NameRefusal("reads as a number or as 'ideal', which '--width' takes as a proposal, not a name"))
        }
        return .success(name)
    }

    /// Whether `text` is printable ASCII (0x20–0x7E) passing every rule: then it is its own
    /// NFC and each byte one character, so the rules are checked on its bytes (the common case,
    /// without Unicode normalisation or grapheme breaking). Anything else takes the full path.
    private static func isPlainValidName(_ text: String, as subject: Subject) -> Bool {
        // Read in place (a string's bytes are contiguous), not through the UTF-8 view's iterator.
        let isPlain = text.utf8.withContiguousStorageIfAvailable { utf8 in
            !utf8.isEmpty && utf8.count <= maximumLength && utf8.first != UInt8(ascii: " ") && utf8.last != UInt8(ascii: " ")
                && utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E }
        }
        guard isPlain == true else { return false }
        return subject != .width || !(text == "ideal" || Double(text) != nil)
    }

    /// Whether `text` passes every rule as it is: the standard library's NFC quick check says it
    /// is already in NFC (so normalising leaves it unchanged; "maybe" takes the full path), no
    /// scalar is a control character, it has at most `maximumLength` scalars (so at most as
    /// many characters) and neither its first nor its last character is whitespace (so it is
    /// not empty or blank either). Anything else takes the full path.
    private static func isNormalizedValidName(_ text: String, as subject: Subject) -> Bool {
        var utf8 = text.utf8Span
        guard utf8.checkForNFC(quickCheck: true) else { return false }
        var scalarCount = 0
        for scalar in text.unicodeScalars {
            scalarCount += 1
            if scalarCount > maximumLength || isControl(scalar) { return false }
        }
        guard let first = text.first, let last = text.last, !first.isWhitespace, !last.isWhitespace else { return false }
        return subject != .width || !(text == "ideal" || Double(text) != nil)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}

/// Why a name was refused, as a fragment after the name: "contains the control character U+0000".
public struct NameRefusal: Error, Equatable, Sendable {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}

extension JSONObjectReader where Failure == ModelError {
    /// A required name field, checked by `NameRules` and returned in NFC.
    func name(_ field: String, as subject: NameRules.Subject) throws(ModelError) -> String {
        let text = try string(field)
        switch NameRules.validated(text, as: subject) {
        case .success(let name): return name
        case .failure(let refusal):
            if text.allSatisfy(\.isWhitespace) { throw ModelError(path: path(of: field), rule: .emptyString) }
            throw ModelError(path: path(of: field), rule: .invalidName(text, reason: refusal.reason))
        }
    }
}
