/// The one number policy of the package's JSON readers (models, view trees, transfer lines):
/// which numbers a field of each sort accepts. Every number read is finite.
public struct JSONNumberRange: Equatable, Sendable {
    /// The smallest number accepted.
    public let lowest: Double
    /// The largest number accepted.
    public let highest: Double
    /// Whether only whole numbers are accepted.
    public let isIntegral: Bool
    /// What the range accepts, in words, e.g. `a finite number ≥ 0`.
    public let expectation: String

    /// The largest magnitude of a length or coordinate read: far beyond any screen, and small
    /// enough that sums over the deepest tree stay finite.
    public static let maximumMagnitude = 1e9
    /// The largest magnitude of an integer read: 2^53, up to which a Double holds every integer
    /// exactly.
    public static let maximumInteger = 9_007_199_254_740_992.0

    /// A length given as input (a size, a spacing, a width): 0 to `maximumMagnitude`.
    public static let length = JSONNumberRange(lowest: 0, highest: maximumMagnitude, isIntegral: false, expectation: "a finite number ≥ 0")
    /// A coordinate, offset or priority given as input: ±`maximumMagnitude`.
    public static let coordinate = JSONNumberRange(
        lowest: -maximumMagnitude, highest: maximumMagnitude, isIntegral: false, expectation: "a finite number"
    )
    /// A size the engine computed (a stored result's): any finite number ≥ 0, since sums over
    /// a tree may pass `maximumMagnitude`.
    public static let computedSize = JSONNumberRange(
        lowest: 0, highest: .greatestFiniteMagnitude, isIntegral: false, expectation: "a finite number ≥ 0"
    )
    /// Any integer a Double holds exactly.
    public static let integer = JSONNumberRange(lowest: -maximumInteger, highest: maximumInteger, isIntegral: true, expectation: "an integer")

    /// Integers from `minimum` up to `maximumInteger`.
    public static func integer(minimum: Int) -> JSONNumberRange {
        JSONNumberRange(lowest: Double(minimum), highest: maximumInteger, isIntegral: true, expectation: "an integer ≥ \(minimum)")
    }

    /// Whether `number` is in the range.
    public func contains(_ number: Double) -> Bool {
        number.isFinite && number >= lowest && number <= highest && (!isIntegral || number == number.rounded())
    }
}
