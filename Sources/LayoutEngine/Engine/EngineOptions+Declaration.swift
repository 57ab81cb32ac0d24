/// The engine options, declared once: adding an option is one entry here (and its field).
extension EngineOptions {
    /// Every option, in the order help lists them.
    public static let declared: [EngineOption] = [
        .positiveNumber("textScale", \.textScale, help: "Multiplies every font size, like Dynamic Type."),
        .positiveNumber("displayScale", \.displayScale, help: "Pixels per point: text sizes round up to multiples of 1/displayScale."),
    ]

    /// The declared option named `name`.
    public static func option(named name: String) -> EngineOption? {
        declared.first { $0.name == name }
    }

    /// The default options with `assignments` (`KEY=VALUE`) applied in order; a later
    /// assignment of a key wins.
    public init(assignments: [String]) throws(EngineOptionError) {
        self = .default
        for assignment in assignments { try assign(assignment) }
    }

    /// Applies one `KEY=VALUE` assignment.
    public mutating func assign(_ assignment: String) throws(EngineOptionError) {
        guard let equals = assignment.firstIndex(of: "=") else { throw .notAnAssignment(assignment) }
        let key = String(assignment[..<equals])
        let value = String(assignment[assignment.index(after: equals)...])
        guard let option = Self.option(named: key) else { throw .unknownKey(key) }
        try option.assign(&self, value)
    }

    /// Every option as `KEY=VALUE`, in declaration order: `textScale=1, displayScale=2`.
    public var assignmentsText: String {
        Self.declared.map { "\($0.name)=\($0.text(self))" }.joined(separator: ", ")
    }

    /// The canonical encoding of the options: one member per declared option. It is the JSON
    /// stored with an engine and the options' part of `EngineIdentity`, so every option that
    /// changes results feeds the identity through this one function.
    public var json: JSONValue {
        .object(Self.declared.map { JSONMember($0.name, $0.encode(self)) })
    }

    /// Options read back from a stored engine's JSON. Declared options that are missing or
    /// unreadable keep their defaults; other members (such as `chipLayout`, an engine option
    /// before it became a chip set's template option) are ignored.
    public init(json: JSONValue) {
        self = .default
        for option in Self.declared {
            if let value = json[option.name] { _ = option.decode(&self, value) }
        }
    }
}
