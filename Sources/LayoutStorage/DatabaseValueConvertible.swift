import Foundation

/// A Swift type that converts to and from a ``DatabaseValue``.
///
/// Conversions are strict: text is not parsed as a number and NULL is only accepted by
/// `Optional`. The one widening SQLite itself applies is kept: an integer reads as a `Double`.
public protocol DatabaseValueConvertible {
    /// The value to store.
    var databaseValue: DatabaseValue { get }
    /// Reads a stored value, or `nil` when it does not represent this type.
    init?(databaseValue: DatabaseValue)
}

extension DatabaseValue: DatabaseValueConvertible {
    /// The value itself.
    public var databaseValue: DatabaseValue { self }
    /// The value itself.
    public init?(databaseValue: DatabaseValue) { self = databaseValue }
}

extension Int64: DatabaseValueConvertible {
    /// An integer.
    public var databaseValue: DatabaseValue { .integer(self) }
    /// Reads an integer.
    public init?(databaseValue: DatabaseValue) {
        guard case .integer(let value) = databaseValue else { return nil }
        self = value
    }
}

extension Int: DatabaseValueConvertible {
    /// An integer.
    public var databaseValue: DatabaseValue { .integer(Int64(self)) }
    /// Reads an integer that fits in `Int`.
    public init?(databaseValue: DatabaseValue) {
        guard case .integer(let value) = databaseValue, let exact = Int(exactly: value) else { return nil }
        self = exact
    }
}

extension Double: DatabaseValueConvertible {
    /// A real.
    public var databaseValue: DatabaseValue { .real(self) }
    /// Reads a real, or an integer widened to `Double`.
    public init?(databaseValue: DatabaseValue) {
        switch databaseValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

extension Bool: DatabaseValueConvertible {
    /// The integer 1 or 0.
    public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }
    /// Reads an integer: 0 is false, anything else true.
    public init?(databaseValue: DatabaseValue) {
        guard case .integer(let value) = databaseValue else { return nil }
        self = value != 0
    }
}

extension String: DatabaseValueConvertible {
    /// Text.
    public var databaseValue: DatabaseValue { .text(self) }
    /// Reads text.
    public init?(databaseValue: DatabaseValue) {
        guard case .text(let value) = databaseValue else { return nil }
        self = value
    }
}

extension Data: DatabaseValueConvertible {
    /// A blob.
    public var databaseValue: DatabaseValue { .blob(self) }
    /// Reads a blob.
    public init?(databaseValue: DatabaseValue) {
        guard case .blob(let value) = databaseValue else { return nil }
        self = value
    }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    /// The wrapped value, or NULL.
    public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
    /// Reads NULL as `nil`, anything else as the wrapped type.
    public init?(databaseValue: DatabaseValue) {
        if databaseValue.isNull {
            self = .none
        } else if let value = Wrapped(databaseValue: databaseValue) {
            self = .some(value)
        } else {
            return nil
        }
    }
}
