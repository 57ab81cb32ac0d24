/// The arguments of a `matchedGeometryEffect` modifier (rule 18).
public struct MatchedGeometry: Hashable, Sendable {
    /// What a non-source view takes from its group's source (`MatchedGeometryProperties`).
    public enum Properties: String, Hashable, Sendable {
        case frame, size, position

        /// True when the view is proposed (and reports) the source's size.
        var matchesSize: Bool { self != .position }
        /// True when the view is moved onto the source's anchor point.
        var matchesPosition: Bool { self != .size }
    }

    public var id: String
    public var namespace: String
    public var isSource: Bool
    public var properties: Properties
    /// The point of both rectangles that is matched (rule 18.3).
    public var anchor: Alignment

    public init(id: String, namespace: String = "default", isSource: Bool = true, properties: Properties = .frame, anchor: Alignment = .center) {
        self.id = id
        self.namespace = namespace
        self.isSource = isSource
        self.properties = properties
        self.anchor = anchor
    }
}
