import LayoutEngine

/// A set of chips (badges) after the chips article: titled chips shown in ascending priority
/// in a wrapping container (see `ChipSetTemplate`).
public struct ChipSet: Hashable, Sendable {
    /// One chip: its title and its integer priority (lower shows first).
    public struct Chip: Hashable, Sendable {
        public var title: String
        public var priority: Int

        public init(title: String, priority: Int) {
            self.title = title
            self.priority = priority
        }
    }

    /// The spacing the chips article's container uses when none is given.
    public static let defaultSpacing: Double = 4

    public var name: String
    public var chips: [Chip]
    public var horizontalSpacing: Double
    public var verticalSpacing: Double

    public init(
        name: String, chips: [Chip], horizontalSpacing: Double = defaultSpacing,
        verticalSpacing: Double = defaultSpacing
    ) {
        self.name = name
        self.chips = chips
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The chips in display order: ascending priority, equal priorities in their given order.
    public var sortedChips: [Chip] {
        chips.enumerated()
            .sorted { ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset) }
            .map(\.element)
    }

    static let fields = ["kind", "name", "chips", "horizontalSpacing", "verticalSpacing"]

    /// Reads and validates a chip set object (its `kind` already checked) at `path`.
    init(json value: JSONValue, path: String) throws(ModelError) {
        let reader = try ObjectReader(value, path: path, allowedFields: Self.fields)
        name = try reader.name("name", as: .model)
        let list = try reader.required("chips")
        guard case .array(let elements) = list else {
            throw ModelError(path: reader.path(of: "chips"), rule: .wrongType(expected: "an array", found: list))
        }
        chips = []
        for (index, element) in elements.enumerated() {
            let chip = try ObjectReader(element, path: reader.path(of: "chips") + "[\(index)]",
                                        allowedFields: ["title", "priority"])
            chips.append(Chip(
                title: try chip.nonEmptyString("title"),
                priority: try ObjectReader.integer(chip.required("priority"), path: chip.path(of: "priority"))
            ))
        }
        horizontalSpacing = try reader.optional("horizontalSpacing") == nil
            ? Self.defaultSpacing : reader.length("horizontalSpacing")
        verticalSpacing = try reader.optional("verticalSpacing") == nil
            ? Self.defaultSpacing : reader.length("verticalSpacing")
    }

    /// The fields as JSON, without `kind`; spacings are always written so defaults hash alike.
    var jsonMembers: [JSONMember] {
        [
            JSONMember("name", .string(name)),
            JSONMember("chips", .array(chips.map {
                .object([JSONMember("title", .string($0.title)), JSONMember("priority", .number(Double($0.priority)))])
            })),
            JSONMember("horizontalSpacing", .number(horizontalSpacing)),
            JSONMember("verticalSpacing", .number(verticalSpacing)),
        ]
    }
}
