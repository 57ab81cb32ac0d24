/// A view tree that does not follow `docs/view-tree.md`: where (a JSON path such as
/// `$.children[2].modifiers[0].frame.width`) and what was expected and found.
public struct ViewTreeError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
