/// A type an option or argument value converts to, with what the user must write.
public protocol ArgumentValue {
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

/// A finite length in points, zero or more (`--height 200`).
public struct Length: ArgumentValue, Hashable, Sendable {
    public var points: Double

    public init?(argument: String) {
        guard let value = Double(argument), value.isFinite, value >= 0 else { return nil }
        points = value
    }

    public static var expectation: String { "a number ≥ 0" }
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

    public static var expectation: String { "a number ≥ 0 or 'ideal'" }

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
