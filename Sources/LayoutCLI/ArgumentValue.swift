import LayoutEngine

/// A type an option or argument value converts to, with what the user must write.
public protocol ArgumentValue: SendableMetatype {
    /// The value `argument` denotes, or nil when it is not a valid one.
    init?(argument: String)
    /// What a valid value is, for error messages: "a number ≥ 0", "one of table, json, csv".
    static var expectation: String { get }
}

extension String: ArgumentValue {
    public init?(argument: String) { self = argument }
    public static var expectation: String { "a string" }
}

extension Int: ArgumentValue {
    public init?(argument: String) { self.init(argument, radix: 10) }
    public static var expectation: String { "an integer" }
}

/// A length in points from 0 to the engine's largest coordinate (`--height 200`), written as
/// a plain decimal number (`320`, `0.5`, `1e3`); nothing larger ever reaches the engine, an
/// integer conversion or an allocation.
public struct Length: ArgumentValue, Hashable, Sendable {
    public var points: Double

    /// The largest length accepted: the engine's limit on any coordinate in a view tree.
    public static let maximum = ViewTreeDecoder.maximumMagnitude

    public init?(argument: String) {
        guard let value = BoundedNumber.parse(argument, in: 0...Self.maximum) else { return nil }
        points = value
    }

    public static var expectation: String { "a number from 0 to \(BoundedNumber.text(maximum))" }
}

/// A whole number of things from 0 to a million (`--trips 1000`): what one command may be
/// asked to make or handle.
public struct Count: ArgumentValue, Hashable, Sendable {
    public var value: Int

    /// The largest count accepted.
    public static let maximum = 1_000_000

    public init?(argument: String) {
        guard let value = Int(argument, radix: 10), (0...Self.maximum).contains(value) else { return nil }
        self.value = value
    }

    public static var expectation: String { "a whole number from 0 to \(maximum)" }
}

/// A duration in seconds, more than 0 and at most a day (`--timeout 2.5`).
public struct Seconds: ArgumentValue, Hashable, Sendable {
    public var value: Double

    /// The longest duration accepted, in seconds.
    public static let maximum = 86_400.0

    public init?(argument: String) {
        guard let value = BoundedNumber.parse(argument, in: 0...Self.maximum), value > 0 else { return nil }
        self.value = value
    }

    public static var expectation: String { "a number of seconds more than 0 and at most \(BoundedNumber.text(maximum))" }
}

/// The one number syntax the command line reads: an optional minus, digits with an optional
/// fraction and exponent (`320`, `0.5`, `1e3`); no hex, no `inf`, no `nan`.
enum BoundedNumber {
    /// The number `text` denotes when it is in `range`, else nil.
    static func parse(_ text: String, in range: ClosedRange<Double>) -> Double? {
        guard text.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".")
            || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            text.utf8.first.map({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }) == true,
            let value = Double(text), value.isFinite, range.contains(value)
        else { return nil }
        return value
    }

    /// `1000000000` rather than `1e+09`, for messages.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

/// A proposed width: points, or `ideal` for an unspecified (nil) proposal.
public enum ProposedWidth: ArgumentValue, Hashable, Sendable {
    case points(Double)
    case ideal

    public init?(argument: String) {
        if argument == "ideal" {
            self = .ideal
        } else if let length = Length(argument: argument) {
            self = .points(length.points)
        } else {
            return nil
        }
    }

    public static var expectation: String { Length.expectation + " or 'ideal'" }

    /// The width the proposal carries: nil for `ideal`.
    public var proposal: Double? {
        switch self {
        case .points(let value): return value
        case .ideal: return nil
        }
    }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static var expectation: String { "one of " + allCases.map(\.rawValue).joined(separator: ", ") }
}
