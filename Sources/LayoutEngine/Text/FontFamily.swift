/// One family of a font set: its faces by weight (upright only).
struct FontFamily: Sendable {
    /// The family name.
    let name: String
    /// The faces, by increasing weight, at most one per weight.
    let faces: [FontFace]
    /// Whether the family draws emoji (its faces are colour fonts): emoji clusters try it first.
    var isEmoji: Bool {
        faces.contains { $0.isColor }
    }

    /// The face for `weight` by CSS Fonts 4 matching (§5.2): for 400 the weights 400…500
    /// upward, then below 400 downward, then above 500 upward; for 600 the weights from 600
    /// upward, then below 600 downward.
    func face(for weight: FontWeight) -> FontFace {
        let desired = weight.rawValue
        let ordered: [FontFace]
        if desired <= 500 {
            let upToMedium = faces.filter { $0.weight >= desired && $0.weight <= 500 }
            let lighter = faces.filter { $0.weight < desired }.reversed()
            let heavier = faces.filter { $0.weight > 500 }
            ordered = upToMedium + lighter + heavier
        } else {
            let heavier = faces.filter { $0.weight >= desired }
            let lighter = faces.filter { $0.weight < desired }.reversed()
            ordered = heavier + lighter
        }
        return ordered[0]
    }
}
