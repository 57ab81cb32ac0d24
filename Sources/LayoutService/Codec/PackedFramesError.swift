/// Why a packed-frames blob could not be read back against its tree's shape.
public enum PackedFramesError: Error, Equatable, Sendable, CustomStringConvertible {
    case truncated(at: Int)
    case malformed(at: Int, reason: String)
    case nodeCountMismatch(stored: Int, shape: Int)

    public var description: String {
        switch self {
        case .truncated(let offset): return "packed frames end early at byte \(offset)"
        case .malformed(let offset, let reason): return "packed frames malformed at byte \(offset): \(reason)"
        case .nodeCountMismatch(let stored, let shape):
            return "packed frames hold \(stored) nodes but the tree's shape has \(shape)"
        }
    }
}
