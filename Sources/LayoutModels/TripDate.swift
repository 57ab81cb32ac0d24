/// The creation date of a trip: an ISO 8601 calendar date, optionally with a time of day and
/// a UTC offset (`2024-03-05`, `2024-03-05T18:30:00Z`, `2024-03-05T18:30:00.250+09:00`).
///
/// It is kept as written (normalised to one spelling) and displayed as the calendar date it
/// names, `Mar 5, 2024`, with fixed English month abbreviations: no locale or time zone of
/// the machine takes part.
public struct TripDate: Hashable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int
    /// The time of day and offset as normalised text (`T18:30:00Z`), or nil for a plain date.
    public let time: String?

    private static let monthAbbreviations = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// A plain calendar date; nil if the day does not exist.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
        self.time = nil
    }

    /// Parses ISO 8601 `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM[:SS[.fraction]](Z|±HH:MM)`; nil otherwise.
    public init?(iso8601 text: String) {
        let characters = Array(text.utf8)
        guard characters.count >= 10, characters[4] == UInt8(ascii: "-"), characters[7] == UInt8(ascii: "-"),
              let year = Self.number(characters[0..<4]), let month = Self.number(characters[5..<7]),
              let day = Self.number(characters[8..<10]), let date = TripDate(year: year, month: month, day: day)
        else { return nil }
        if characters.count == 10 {
            self = date
            return
        }
        guard let time = Self.normalisedTime(characters[10...]) else { return nil }
        self.year = date.year
        self.month = date.month
        self.day = date.day
        self.time = time
    }

    /// The normalised ISO 8601 text: what the canonical JSON holds.
    public var iso8601: String {
        Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2) + (time ?? "")
    }

    /// The calendar date for display, e.g. `Mar 5, 2024`.
    public var displayText: String {
        "\(Self.monthAbbreviations[month - 1]) \(day), \(year)"
    }

    public var description: String { iso8601 }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// `THH:MM[:SS[.fraction]](Z|±HH:MM)` checked and spelled with upper-case `T`/`Z` and seconds.
    private static func normalisedTime(_ rest: ArraySlice<UInt8>) -> String? {
        var characters = Array(rest)
        guard characters.count >= 7, characters[0] == UInt8(ascii: "T") || characters[0] == UInt8(ascii: "t"),
              characters[3] == UInt8(ascii: ":"),
              let hour = number(characters[1..<3]), hour < 24,
              let minute = number(characters[4..<6]), minute < 60 else { return nil }
        characters.removeFirst(6)
        var second = 0
        var fraction = ""
        if characters.first == UInt8(ascii: ":") {
            guard characters.count >= 3, let value = number(characters[1..<3]), value < 60 else { return nil }
            second = value
            characters.removeFirst(3)
            if characters.first == UInt8(ascii: ".") {
                let digits = characters.dropFirst().prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
                guard !digits.isEmpty else { return nil }
                fraction = "." + String(decoding: digits, as: UTF8.self)
                characters.removeFirst(1 + digits.count)
            }
        }
        guard let zone = normalisedZone(characters) else { return nil }
        return "T" + padded(hour, 2) + ":" + padded(minute, 2) + ":" + padded(second, 2) + fraction + zone
    }

    private static func normalisedZone(_ characters: [UInt8]) -> String? {
        if characters == [UInt8(ascii: "Z")] || characters == [UInt8(ascii: "z")] { return "Z" }
        guard characters.count == 6, characters[0] == UInt8(ascii: "+") || characters[0] == UInt8(ascii: "-"),
              characters[3] == UInt8(ascii: ":"),
              let hours = number(characters[1..<3]), hours < 24,
              let minutes = number(characters[4..<6]), minutes < 60 else { return nil }
        if hours == 0 && minutes == 0 { return "Z" }
        return String(decoding: characters, as: UTF8.self)
    }
}
