/// Rule 18: one `matchedGeometryEffect` modifier as compiled, with its group's index.
struct MatchedEffect {
    var group: Int32
    var matched: MatchedGeometry
}
