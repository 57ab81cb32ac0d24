import LayoutEngine

/// A set of chips (badges) after the chips article: titled chips shown in ascending priority
/// in a wrapping container (see `ChipSetTemplate`), the guide flow unless `layout` says `flow`.
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
    /// The container the template lays the chips out in (`"layout"`, default `guideFlow`).
    public var layout: ChipLayout

    public init(
        name: String, chips: [Chip], horizontalSpacing: Double = defaultSpacing,
        verticalSpacing: Double = defaultSpacing, layout: ChipLayout = .default
    ) {
        self.name = name
        self.chips = chips
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.layout = layout
    }

    /// The chips in display order: ascending priority, equal priorities in their given order.
    public var sortedChips: [Chip] {
        // The indices are sorted (no chip, with its title, is copied while sorting).
        chips.indices
            .sorted { (chips[$0].priority, $0) < (chips[$1].priority, $1) }
            .map { chips[$0] }
    }

    static let fields = ["kind", "name", "chips", "horizontalSpacing", "verticalSpacing", "layout"]
    static let chipFields = ["title", "priority"]

    /// Reads and validates a chip set object (its `kind` already checked) at `path`.
    init(json value: JSONValue, path: String) throws(ModelError) {
        let reader = try ModelReader(value, path: path, allowedFields: Self.fields)
        name = try reader.name("name", as: .model)
        chips = []
        let elements = try reader.array("chips"), elementsPath = reader.path(of: "chips")
        chips.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let chip = try ModelReader(element, elementOf: elementsPath, at: index, allowedFields: Self.chipFields)
            chips.append(Chip(title: try chip.nonEmptyString("title"), priority: Int(try chip.number("priority", in: .integer))))
        }
        horizontalSpacing = try reader.optionalNumber("horizontalSpacing", in: .length) ?? Self.defaultSpacing
        verticalSpacing = try reader.optionalNumber("verticalSpacing", in: .length) ?? Self.defaultSpacing
        layout = try reader.optional("layout") == nil ? .default : reader.named("layout", ChipLayout.self)
    }

    /// The fields as JSON, without `kind`; spacings are always written so defaults hash alike,
    /// `layout` only when not the default (so chip sets stored before it existed hash alike).
    var jsonMembers: [JSONMember] {
        let layoutMember = layout == .default ? [] : [JSONMember("layout", .string(layout.rawValue))]
        return [
            JSONMember("name", .string(name)),
            JSONMember("chips", .array(chips.map {
                .object([JSONMember("title", .string($0.title)), JSONMember("priority", .number(Double($0.priority)))])
            })),
            JSONMember("horizontalSpacing", .number(horizontalSpacing)),
            JSONMember("verticalSpacing", .number(verticalSpacing)),
        ] + layoutMember
    }
}
