import Foundation
import LayoutStorage

/// The PostgreSQL types this layer sends and reads, by their fixed OIDs
/// (https://www.postgresql.org/docs/current/datatype-oid.html, `pg_type.dat`), and the
/// conversion of their wire forms to and from ``DatabaseValue``.
///
/// Parameters are always sent in binary with their type stated: integers as `int8`, reals as
/// `float8`, text as `text`, blobs as `bytea`; NULL leaves the type to the server. A `bool`
/// reads as the integer 1 or 0, as SQLite stores Booleans.
enum PostgresType: UInt32 {
    case bool = 16, bytea = 17, char = 18, name = 19, int8 = 20, int2 = 21, int4 = 23, text = 25, oid = 26
    case json = 114, float4 = 700, float8 = 701, bpchar = 1042, varchar = 1043, jsonb = 3802

    /// The type OID and the binary bytes of a parameter; `nil` bytes for NULL (OID 0: inferred).
    static func parameter(_ value: DatabaseValue) -> (oid: UInt32, bytes: [UInt8]?) {
        switch value {
        case .null: (0, nil)
        case .integer(let integer): (int8.rawValue, bigEndianBytes(of: UInt64(bitPattern: integer)))
        case .real(let real): (float8.rawValue, bigEndianBytes(of: real.bitPattern))
        case .text(let text): (PostgresType.text.rawValue, Array(text.utf8))
        case .blob(let data): (bytea.rawValue, Array(data))
        }
    }

    /// Reads one non-NULL value of a result; `nil` when the type is not one this layer reads
    /// in binary, or the bytes are not a valid value of it.
    static func value(oid: UInt32, format: ResultFormat, bytes: UnsafeRawBufferPointer) -> DatabaseValue? {
        switch format {
        case .binary: binaryValue(oid: oid, bytes: bytes)
        case .text: textValue(oid: oid, text: String(decoding: bytes, as: UTF8.self))
        }
    }

    private static func binaryValue(oid: UInt32, bytes: UnsafeRawBufferPointer) -> DatabaseValue? {
        guard let type = PostgresType(rawValue: oid) else { return nil }
        switch type {
        case .bool: return bytes.count == 1 ? .integer(bytes[0] == 0 ? 0 : 1) : nil
        case .int2: return bigEndianInteger(bytes, size: 2).map { .integer(Int64(Int16(truncatingIfNeeded: $0))) }
        case .int4: return bigEndianInteger(bytes, size: 4).map { .integer(Int64(Int32(truncatingIfNeeded: $0))) }
        case .oid: return bigEndianInteger(bytes, size: 4).map { .integer(Int64($0)) }
        case .int8: return bigEndianInteger(bytes, size: 8).map { .integer(Int64(bitPattern: $0)) }
        case .float4: return bigEndianInteger(bytes, size: 4).map { .real(Double(Float(bitPattern: UInt32($0)))) }
        case .float8: return bigEndianInteger(bytes, size: 8).map { .real(Double(bitPattern: $0)) }
        case .text, .varchar, .bpchar, .name, .char, .json: return .text(String(decoding: bytes, as: UTF8.self))
        case .jsonb:
            // Version 1 of jsonb's binary form: one version byte, then the JSON text.
            guard bytes.first == 1 else { return nil }
            return .text(String(decoding: bytes.dropFirst(), as: UTF8.self))
        case .bytea: return .blob(Data(bytes))
        }
    }

    private static func textValue(oid: UInt32, text: String) -> DatabaseValue? {
        switch PostgresType(rawValue: oid) {
        case .int2, .int4, .int8, .oid: Int64(text).map { .integer($0) }
        // Double's parser reads PostgreSQL's "Infinity", "-Infinity" and "NaN" as well.
        case .float4, .float8: Double(text).map { .real($0) }
        case .bool: text == "t" ? .integer(1) : .integer(0)
        case .bytea: hexBytes(text).map { .blob($0) }
        default: .text(text)
        }
    }

    /// The bytes of bytea's hex output, `\x0a1b…`.
    private static func hexBytes(_ text: String) -> Data? {
        let digits = Array(text.utf8)
        guard digits.starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "x")]), digits.count % 2 == 0 else { return nil }
        var data = Data(capacity: digits.count / 2 - 1)
        var index = 2
        while index < digits.count {
            guard let high = hexDigit(digits[index]), let low = hexDigit(digits[index + 1]) else { return nil }
            data.append(high << 4 | low)
            index += 2
        }
        return data
    }

    private static func hexDigit(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    private static func bigEndianBytes(of value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) }
    }

    private static func bigEndianInteger(_ bytes: UnsafeRawBufferPointer, size: Int) -> UInt64? {
        guard bytes.count == size else { return nil }
        return bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }
}
