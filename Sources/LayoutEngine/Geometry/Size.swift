/// A concrete width and height in points, as a view reports it.
public struct Size: Hashable, Sendable, BitwiseCopyable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}
