/// One family of a font set: its faces by weight (upright only).
struct FontFamily: Sendable {
    /// The family name.
    let name: String
    /// The faces, by increasing weight, at most one per weight.
    let faces: [FontFace]
    /// Whether the family draws emoji (its faces are colour fonts): emoji clusters try it first.
    let isEmoji: Bool
    /// The faces `face(for:)` picks, chosen once.
    private let regular: FontFace
    private let semibold: FontFace

    /// A family of `faces` (at least one).
    init(name: String, faces: [FontFace]) {
        self.name = name
        self.faces = faces
        self.isEmoji = faces.contains { $0.isColor }
        self.regular = Self.match(.regular, in: faces)
        self.semibold = Self.match(.semibold, in: faces)
    }

    /// The face for `weight` (see `match`).
    @inline(__always)
    func face(for weight: FontWeight) -> FontFace {
        switch weight {
        case .regular: regular
        case .semibold: semibold
        }
    }

    /// The face for `weight` by CSS Fonts 4 matching (§5.2): for 400 the weights 400…500
    /// upward, then below 400 downward, then above 500 upward; for 600 the weights from 600
    /// upward, then below 600 downward.
    private static func match(_ weight: FontWeight, in faces: [FontFace]) -> FontFace {
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
