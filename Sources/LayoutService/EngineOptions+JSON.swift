import LayoutEngine

extension EngineOptions {
    /// The options as the JSON object stored with an engine.
    var json: JSONValue {
        var members = [
            JSONMember("chipLayout", .string(chipLayout.rawValue)),
            JSONMember("displayScale", .number(displayScale)),
            JSONMember("textScale", .number(textScale)),
        ]
        if let fontDirectory { members.append(JSONMember("fonts", .string(fontDirectory))) }
        return .object(members)
    }

    /// Options read back from `json`; missing or unreadable members keep their defaults.
    init(json: JSONValue) {
        self.init()
        if case .string(let layout)? = json["chipLayout"], let chipLayout = ChipLayout(rawValue: layout) {
            self.chipLayout = chipLayout
        }
        if case .number(let scale)? = json["displayScale"] { displayScale = scale }
        if case .number(let scale)? = json["textScale"] { textScale = scale }
        if case .string(let directory)? = json["fonts"] { fontDirectory = directory }
    }
}
