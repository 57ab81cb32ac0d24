import LayoutEngine
import LayoutHashing

/// A scenario the store keeps: a trip card, a chip set or a view tree.
///
/// Its JSON form is an object with a `kind` (`tripCard`, `chipSet`, `viewTree`) and the kind's
/// fields; `canonicalText` is that object with sorted keys and no whitespace, and
/// `contentHash` its SHA-256, so equal content hashes alike whatever the key order or layout.
public enum Model: Hashable, Sendable {
    case tripCard(TripCard)
    case chipSet(ChipSet)
    case viewTree(ViewTreeModel)

    /// The three kinds, named as the JSON `kind` field names them.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case tripCard, chipSet, viewTree
    }

    /// The model's name, unique within a file and a seed set.
    public var name: String {
        switch self {
        case .tripCard(let trip): return trip.name
        case .chipSet(let chips): return chips.name
        case .viewTree(let tree): return tree.name
        }
    }

    public var kind: Kind {
        switch self {
        case .tripCard: return .tripCard
        case .chipSet: return .chipSet
        case .viewTree: return .viewTree
        }
    }

    /// Reads and validates one model object at `path` (`$` or `$[2]`).
    public init(json value: JSONValue, path: String = "$") throws(ModelError) {
        guard case .object = value else {
            throw ModelError(path: path, rule: .wrongType(expected: "a model object", found: value))
        }
        guard let kindValue = value["kind"] else { throw ModelError(path: path, rule: .missingField("kind")) }
        let kindText = try ModelReader.string(kindValue, path: path + ".kind")
        guard let kind = Kind(rawValue: kindText) else {
            throw ModelError(path: path + ".kind", rule: .unknownKind(kindText))
        }
        switch kind {
        case .tripCard: self = .tripCard(try TripCard(json: value, path: path))
        case .chipSet: self = .chipSet(try ChipSet(json: value, path: path))
        case .viewTree: self = .viewTree(try ViewTreeModel(json: value, path: path))
        }
    }

    /// The model's JSON object, `kind` first, then its fields.
    public var json: JSONValue {
        let fields: [JSONMember]
        switch self {
        case .tripCard(let trip): fields = trip.jsonMembers
        case .chipSet(let chips): fields = chips.jsonMembers
        case .viewTree(let tree): fields = tree.jsonMembers
        }
        return .object([JSONMember("kind", .string(kind.rawValue))] + fields)
    }

    /// The canonical JSON text: sorted keys, no whitespace, numbers printed one way.
    public var canonicalText: String {
        JSONWriter(style: .canonical).string(json)
    }

    /// SHA-256 of `canonicalText`.
    public var contentHash: ContentHash {
        SHA256.hash(canonicalText)
    }
}
