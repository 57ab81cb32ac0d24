import LayoutEngine

/// The cells of `recompute --format json`'s summary, without the time columns, which vary.
func recomputeCounts(_ output: String) throws -> [String: Double] {
    guard case .array(let rows) = try JSONParser.parse(output), case .object(let members)? = rows.first else { return [:] }
    var values: [String: Double] = [:]
    for member in members where member.key != "seconds" && member.key != "per second" {
        if case .number(let value) = member.value { values[member.key] = value }
    }
    return values
}
