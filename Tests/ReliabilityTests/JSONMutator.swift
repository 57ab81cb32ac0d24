import LayoutEngine
import LayoutModels

/// Mutates JSON documents structurally and deterministically: each mutation picks a value
/// anywhere in the document and gives it the wrong type, drops, adds or duplicates fields,
/// empties arrays, pushes numbers and strings to their edges, swaps node types, adds random
/// modifiers or nests it deeply. Numbers stay finite (non-finite ones are text-only, see
/// `TextMutator`).
struct JSONMutator {
    var random: SplitMix64

    /// The nesting depths tried around a node: around and past `ViewTreeDecoder.maximumDepth`.
    static let nodeNestingDepths = [1, 2, 10, 254, 255, 256, 257, 300]

    /// `document` after one to three mutations.
    mutating func mutate(_ document: JSONValue) -> JSONValue {
        var result = document
        for _ in 0..<random.integer(in: 1..<4) {
            var locations: [[Int]] = []
            Self.collectLocations(of: result, at: [], into: &locations)
            let location = random.pick(locations)
            let mutated = mutateValue(Self.value(in: result, at: location[...]))
            result = Self.replacing(in: result, at: location[...], with: mutated)
        }
        return result
    }

    /// One mutation of `value`, chosen among those that apply to its kind.
    mutating func mutateValue(_ value: JSONValue) -> JSONValue {
        switch random.integer(in: 0..<20) {
        case 0, 1: return randomValue(depth: 0)
        case 2, 3: return .array([])
        case 4: return nested(value)
        default: break
        }
        switch value {
        case .object(let members): return mutateObject(members)
        case .array(let elements): return mutateArray(elements)
        case .number: return .number(edgeNumber())
        case .string: return .string(edgeString())
        case .null, .bool: return randomValue(depth: 0)
        }
    }

    private mutating func mutateObject(_ members: [JSONMember]) -> JSONValue {
        var members = members
        switch random.integer(in: 0..<7) {
        case 0 where !members.isEmpty:
            members.remove(at: random.integer(in: 0..<members.count))
        case 1 where !members.isEmpty:
            let duplicate = random.pick(members)
            members.insert(JSONMember(duplicate.key, random.chance(0.5) ? duplicate.value : randomValue(depth: 1)),
                           at: random.integer(in: 0..<(members.count + 1)))
        case 2 where members.contains { $0.key == "type" }:
            setMember("type", to: .string(random.pick(FuzzVocabulary.nodeTypes)), in: &members)
        case 3 where members.contains { $0.key == "kind" }:
            setMember("kind", to: .string(random.pick(FuzzVocabulary.modelKinds)), in: &members)
        case 4:
            let modifiers = (0..<random.integer(in: 1..<4)).map { _ in randomModifier(depth: 1) }
            if case .array(let existing)? = members.first(where: { $0.key == "modifiers" })?.value {
                setMember("modifiers", to: .array(existing + modifiers), in: &members)
            } else {
                setMember("modifiers", to: .array(modifiers), in: &members)
            }
        default:
            members.append(JSONMember(random.pick(FuzzVocabulary.fieldNames), randomValue(depth: 1)))
        }
        return .object(members)
    }

    private mutating func mutateArray(_ elements: [JSONValue]) -> JSONValue {
        var elements = elements
        switch random.integer(in: 0..<4) {
        case 0 where !elements.isEmpty: elements.remove(at: random.integer(in: 0..<elements.count))
        case 1 where !elements.isEmpty: elements.append(random.pick(elements))
        case 2: elements.reverse()
        default: elements.insert(randomValue(depth: 1), at: random.integer(in: 0..<(elements.count + 1)))
        }
        return .array(elements)
    }

    private func setMember(_ key: String, to value: JSONValue, in members: inout [JSONMember]) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(JSONMember(key, value))
        }
    }

    /// `value` inside stacks (alternating HStack/VStack, or the `child` of geometry readers)
    /// `nodeNestingDepths` deep, or inside a few plain arrays.
    private mutating func nested(_ value: JSONValue) -> JSONValue {
        guard random.chance(0.8) else { return .array([.array([value])]) }
        var result = value
        let viaChild = random.chance(0.2)
        for level in 0..<random.pick(Self.nodeNestingDepths) {
            if viaChild {
                result = .object([JSONMember("type", .string("geometryReader")), JSONMember("child", result)])
            } else {
                result = .object([
                    JSONMember("type", .string(level % 2 == 0 ? "hstack" : "vstack")), JSONMember("children", .array([result])),
                ])
            }
        }
        return result
    }

    mutating func edgeNumber() -> Double {
        random.chance(0.7) ? random.pick(FuzzVocabulary.edgeNumbers) : Double(random.integer(in: -50..<500)) / 2
    }

    mutating func edgeString() -> String {
        switch random.integer(in: 0..<20) {
        case 0: return FuzzVocabulary.hugeString(using: &random)
        case 1...6: return random.pick(FuzzVocabulary.names)
        case 7...9: return random.pick(FuzzVocabulary.nodeTypes)
        default: return random.pick(FuzzVocabulary.edgeStrings)
        }
    }

    /// Any JSON value; containers are small and shallow, objects look like nodes half the time.
    mutating func randomValue(depth: Int) -> JSONValue {
        switch random.integer(in: 0..<(depth > 2 ? 4 : 8)) {
        case 0: return .null
        case 1: return .bool(random.chance(0.5))
        case 2: return .number(edgeNumber())
        case 3: return .string(edgeString())
        case 4: return .array((0..<random.integer(in: 0..<4)).map { _ in randomValue(depth: depth + 1) })
        case 5, 6: return randomNode(depth: depth + 1)
        default:
            return .object((0..<random.integer(in: 0..<4)).map { _ in
                JSONMember(random.pick(FuzzVocabulary.fieldNames), randomValue(depth: depth + 1))
            })
        }
    }

    /// A plausible node: a type and some of the fields nodes take, with random values.
    mutating func randomNode(depth: Int) -> JSONValue {
        let type = random.pick(FuzzVocabulary.nodeTypes)
        var members = [JSONMember("type", .string(type))]
        switch type {
        case "text": members.append(JSONMember("text", .string(edgeString())))
        case "image":
            members.append(JSONMember("width", .number(abs(edgeNumber()))))
            members.append(JSONMember("height", .number(abs(edgeNumber()))))
        case "hstack", "vstack", "zstack", "viewThatFits", "flow", "guideFlow", "equalWidthHStack", "equalWidthVStack", "radial":
            let children = depth > 3 ? [] : (0..<random.integer(in: 0..<4)).map { _ in randomNode(depth: depth + 1) }
            members.append(JSONMember("children", .array(children)))
        default: break
        }
        if random.chance(0.3) {
            members.append(JSONMember("modifiers", .array((0..<random.integer(in: 1..<3)).map { _ in randomModifier(depth: depth) })))
        }
        return .object(members)
    }

    /// A modifier object with arguments that are right, or nearly right, for its name.
    mutating func randomModifier(depth: Int) -> JSONValue {
        let name = random.pick(FuzzVocabulary.modifierNames)
        let argument: JSONValue
        switch name {
        case "padding":
            argument = random.chance(0.5) ? .number(edgeNumber()) : randomFields(["top", "leading", "horizontal", "vertical", "bottom"])
        case "frame":
            argument = random.chance(0.5)
                ? randomFields(["width", "height", "alignment"])
                : randomFields(["minWidth", "idealWidth", "maxWidth", "minHeight", "maxHeight", "alignment"])
        case "fixedSize": argument = random.chance(0.5) ? .bool(random.chance(0.5)) : randomFields(["horizontal", "vertical"])
        case "offset", "position": argument = randomFields(["x", "y"])
        case "overlay", "background":
            argument = .object([
                JSONMember("alignment", .string(random.pick(FuzzVocabulary.names))),
                JSONMember("content", depth > 3 ? .object([JSONMember("type", .string("color"))]) : randomNode(depth: depth + 1)),
            ])
        case "aspectRatio": argument = randomFields(["ratio", "contentMode"])
        case "alignmentGuide": argument = randomFields(["guide", "value"])
        case "hidden": argument = random.chance(0.8) ? .bool(true) : randomValue(depth: 3)
        default: argument = .number(edgeNumber())
        }
        return .object([JSONMember(name, argument)])
    }

    /// An object holding a random subset of `keys`, each a number, a name, null or a boolean.
    private mutating func randomFields(_ keys: [String]) -> JSONValue {
        var members: [JSONMember] = []
        for key in keys where random.chance(0.6) {
            let value: JSONValue
            switch random.integer(in: 0..<6) {
            case 0: value = .string(random.pick(FuzzVocabulary.names))
            case 1: value = .null
            case 2: value = .bool(true)
            default: value = .number(edgeNumber())
            }
            members.append(JSONMember(key, value))
        }
        return .object(members)
    }

    /// Every location in `value` as the member or element indices leading to it.
    static func collectLocations(of value: JSONValue, at location: [Int], into locations: inout [[Int]]) {
        locations.append(location)
        switch value {
        case .object(let members):
            for (index, member) in members.enumerated() { collectLocations(of: member.value, at: location + [index], into: &locations) }
        case .array(let elements):
            for (index, element) in elements.enumerated() { collectLocations(of: element, at: location + [index], into: &locations) }
        default: break
        }
    }

    static func value(in document: JSONValue, at location: ArraySlice<Int>) -> JSONValue {
        guard let step = location.first else { return document }
        switch document {
        case .object(let members): return value(in: members[step].value, at: location.dropFirst())
        case .array(let elements): return value(in: elements[step], at: location.dropFirst())
        default: preconditionFailure("a location leads only through containers")
        }
    }

    static func replacing(in document: JSONValue, at location: ArraySlice<Int>, with replacement: JSONValue) -> JSONValue {
        guard let step = location.first else { return replacement }
        switch document {
        case .object(var members):
            members[step].value = replacing(in: members[step].value, at: location.dropFirst(), with: replacement)
            return .object(members)
        case .array(var elements):
            elements[step] = replacing(in: elements[step], at: location.dropFirst(), with: replacement)
            return .array(elements)
        default: preconditionFailure("a location leads only through containers")
        }
    }
}
