import LayoutEngine
import LayoutModels

/// Which scenarios a batch, a query or a replay covers; nil fields match everything.
public struct ScenarioFilter: Hashable, Sendable {
    public var kind: Model.Kind?
    /// A GLOB pattern on model names (`trip-*`).
    public var namePattern: String?
    /// Names of widths; nil means every width.
    public var widths: [String]?

    public init(kind: Model.Kind? = nil, namePattern: String? = nil, widths: [String]? = nil) {
        self.kind = kind
        self.namePattern = namePattern
        self.widths = widths
    }

    /// Every scenario.
    public static let all = ScenarioFilter()

    var revisionFilter: RevisionFilter {
        RevisionFilter(kind: kind?.rawValue, namePattern: namePattern)
    }

    /// The canonical JSON a run records, so a re-run with the same filter finds it.
    var json: String {
        var members: [JSONMember] = []
        if let kind { members.append(JSONMember("kind", .string(kind.rawValue))) }
        if let namePattern { members.append(JSONMember("name", .string(namePattern))) }
        if let widths { members.append(JSONMember("widths", .array(widths.sorted().map(JSONValue.string)))) }
        return JSONWriter(style: .canonical).string(.object(members))
    }
}
