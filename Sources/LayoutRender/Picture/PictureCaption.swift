/// What a picture shows, written above the drawing: model, revision, template, width, size
/// category and engine, each when known.
public struct PictureCaption: Hashable, Sendable {
    public var model: String?
    public var revision: Int?
    public var template: String?
    /// The width's name or size, as the user chose it (`iPhone SE`, `320`).
    public var width: String?
    /// The text size category (Dynamic Type), when the scenario has one.
    public var sizeCategory: String?
    /// The engine that computed the layout, e.g. `engine 0.4.0 (textScale=1.25, displayScale=2)`.
    public var engine: String?

    public init(
        model: String? = nil, revision: Int? = nil, template: String? = nil, width: String? = nil,
        sizeCategory: String? = nil, engine: String? = nil
    ) {
        self.model = model
        self.revision = revision
        self.template = template
        self.width = width
        self.sizeCategory = sizeCategory
        self.engine = engine
    }

    /// The scenario part: `Lisbon r2 · compact · width iPhone SE · size category XL`.
    public var scenarioText: String {
        var parts: [String] = []
        if let model { parts.append(revision.map { "\(model) r\($0)" } ?? model) }
        if let template { parts.append(template) }
        if let width { parts.append("width \(width)") }
        if let sizeCategory { parts.append("size category \(sizeCategory)") }
        return parts.joined(separator: " · ")
    }

    /// The caption's lines: the scenario, then the engine (empty parts left out).
    public var lines: [String] {
        [scenarioText, engine ?? ""].filter { !$0.isEmpty }
    }
}
