/// Lowercase hexadecimal text of bytes, and back: the one hex helper of the package
/// (digests, blobs, JSON `\u00XX` escapes).
public enum Hex {
    /// The ASCII digit of a value 0…15 (lowercase).
    @inlinable
    public static func digit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// Two lowercase hex digits per byte.
    public static func encode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        bytes.withContiguousStorageIfAvailable(encode(contiguous:)) ?? encode(contiguous: Array(bytes))
    }

    /// `encode(_:)` of contiguous bytes, written straight into the string's storage.
    private static func encode(contiguous bytes: some Collection<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count * 2) { text in
            var next = 0
            for byte in bytes {
                text[next] = digit(byte >> 4)
                text[next + 1] = digit(byte & 0x0F)
                next += 2
            }
            return next
        }
    }

    /// The bytes of an even number of hex digits; nil for anything else. Only lowercase digits
    /// are accepted unless `acceptingUppercase`.
    public static func decode(_ text: String, acceptingUppercase: Bool = false) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for pairStart in stride(from: 0, to: digits.count, by: 2) {
            guard let high = value(of: digits[pairStart], acceptingUppercase: acceptingUppercase),
                  let low = value(of: digits[pairStart + 1], acceptingUppercase: acceptingUppercase)
            else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    /// The value of one ASCII hex digit.
    private static func value(of digit: UInt8, acceptingUppercase: Bool) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F") where acceptingUppercase: return digit - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
