import LayoutEngine

/// A trip of the wishlist app in the SwiftUI layout talk: a photo, a name, its activities and
/// when it was created. Its templates are `compact` and `wide` (see `TripCardTemplates`).
public struct TripCard: Hashable, Sendable {
    public var name: String
    public var photoURL: String
    /// The photo's intrinsic size in points (nothing is downloaded).
    public var photoSize: Size
    /// Named activities with any JSON value; only their count drives the layout.
    public var activities: [String: JSONValue]
    public var subtitle: String?
    public var createdAt: TripDate

    public init(
        name: String, photoURL: String, photoSize: Size, activities: [String: JSONValue] = [:],
        subtitle: String? = nil, createdAt: TripDate
    ) {
        self.name = name
        self.photoURL = photoURL
        self.photoSize = photoSize
        self.activities = activities
        self.subtitle = subtitle
        self.createdAt = createdAt
    }

    static let fields = ["kind", "name", "photoURL", "photoSize", "activities", "subtitle", "createdAt"]

    /// Reads and validates a trip card object (its `kind` already checked) at `path`.
    init(json value: JSONValue, path: String) throws(ModelError) {
        let reader = try ModelReader(value, path: path, allowedFields: Self.fields)
        name = try reader.name("name", as: .model)
        photoURL = try reader.string("photoURL")
        let size = try reader.object("photoSize", allowedFields: ["width", "height"])
        photoSize = Size(width: try size.number("width", in: .length), height: try size.number("height", in: .length))
        activities = [:]
        if let list = reader.optional("activities") {
            guard case .object(let members) = list else {
                throw ModelError(path: reader.path(of: "activities"), rule: .wrongType(expected: "an object", found: list))
            }
            activities.reserveCapacity(members.count)
            for member in members { activities[member.key] = member.value }
        }
        subtitle = try reader.optionalString("subtitle")
        let dateText = try reader.string("createdAt")
        guard let date = TripDate(iso8601: dateText) else {
            throw ModelError(path: reader.path(of: "createdAt"), rule: .invalidDate(dateText))
        }
        createdAt = date
    }

    /// The fields as JSON, without `kind` (activities are written sorted by the canonical writer).
    var jsonMembers: [JSONMember] {
        var members = [
            JSONMember("name", .string(name)),
            JSONMember("photoURL", .string(photoURL)),
            JSONMember("photoSize", .object([
                JSONMember("width", .number(photoSize.width)), JSONMember("height", .number(photoSize.height)),
            ])),
            JSONMember("activities", .object(activities.keys.sorted().map { JSONMember($0, activities[$0]!) })),
        ]
        if let subtitle { members.append(JSONMember("subtitle", .string(subtitle))) }
        members.append(JSONMember("createdAt", .string(createdAt.iso8601)))
        return members
    }
}
