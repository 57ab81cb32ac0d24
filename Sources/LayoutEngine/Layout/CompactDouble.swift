/// An optional Double stored in 8 bytes: nil is a NaN with a payload no arithmetic makes.
/// Equal and hashed as the optional it holds.
@propertyWrapper
public struct CompactDouble: Hashable, Sendable {
    private var stored: Double

    /// The bits standing for nil.
    private static let absentBits: UInt64 = 0x7FF8_0000_DEAD_BEEF

    public init(wrappedValue: Double?) {
        stored = wrappedValue ?? Double(bitPattern: Self.absentBits)
    }

    public var wrappedValue: Double? {
        @inline(__always) get { stored.bitPattern == Self.absentBits ? nil : stored }
        @inline(__always) set { stored = newValue ?? Double(bitPattern: Self.absentBits) }
    }

    public static func == (lhs: CompactDouble, rhs: CompactDouble) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}
