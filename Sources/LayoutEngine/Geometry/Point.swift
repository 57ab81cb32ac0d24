/// A position in points; y grows downwards, as in SwiftUI.
public struct Point: Hashable, Sendable, BitwiseCopyable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}
