import Foundation

/// One SQLite value: the five storage classes of https://sqlite.org/datatype3.html.
///
/// Literals make argument lists read naturally: `try db.execute(sql: sql, arguments: [1, "name", nil])`.
public enum DatabaseValue: Hashable, Sendable {
    /// SQL NULL.
    case null
    /// A 64-bit signed integer.
    case integer(Int64)
    /// A 64-bit IEEE floating-point number.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Bytes, possibly empty (an empty blob is not NULL).
    case blob(Data)

    /// Whether the value is SQL NULL.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The name of the storage class, as SQLite's `typeof()` spells it.
    public var storageClassName: String {
        switch self {
        case .null: "null"
        case .integer: "integer"
        case .real: "real"
        case .text: "text"
        case .blob: "blob"
        }
    }
}

extension DatabaseValue: ExpressibleByNilLiteral {
    /// Creates SQL NULL from `nil`.
    public init(nilLiteral: ()) { self = .null }
}

extension DatabaseValue: ExpressibleByIntegerLiteral {
    /// Creates an integer from an integer literal.
    public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension DatabaseValue: ExpressibleByFloatLiteral {
    /// Creates a real from a floating-point literal.
    public init(floatLiteral value: Double) { self = .real(value) }
}

extension DatabaseValue: ExpressibleByStringLiteral {
    /// Creates text from a string literal.
    public init(stringLiteral value: String) { self = .text(value) }
}

extension DatabaseValue: ExpressibleByBooleanLiteral {
    /// Creates the integer 1 or 0 from a Boolean literal, as SQLite stores Booleans.
    public init(booleanLiteral value: Bool) { self = .integer(value ? 1 : 0) }
}
