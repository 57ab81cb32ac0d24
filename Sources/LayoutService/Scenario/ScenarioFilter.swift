import LayoutEngine
import LayoutModels

/// Which scenarios a batch, a query or a replay covers; nil fields match everything.
public struct ScenarioFilter: Hashable, Sendable {
    public var kind: Model.Kind?
    /// A GLOB pattern on model names (`trip-*`).
    public var namePattern: String?
    /// Names of widths; nil means every width.
    public var widths: [String]?
    /// Text size categories; nil means every size category the store is configured with.
    public var sizeCategories: [ContentSizeCategory]?

    public init(
        kind: Model.Kind? = nil, namePattern: String? = nil, widths: [String]? = nil, sizeCategories: [ContentSizeCategory]? = nil
    ) {
        self.kind = kind
        self.namePattern = namePattern
        self.widths = widths
        self.sizeCategories = sizeCategories
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
        if let sizeCategories {
            members.append(JSONMember("sizeCategories", .array(Set(sizeCategories).sorted().map { .string($0.rawValue) })))
        }
        return JSONWriter(style: .canonical).string(.object(members))
    }
}
