import LayoutEngine
import LayoutModels
import LayoutRender
import LayoutService

extension PictureStyle: ArgumentValue {}

/// The scenes pictures and reports draw: a stored scenario's result with the view tree of its
/// model revision and template (so text is drawn in its font and shapes as they are), the
/// engine's text scale and a caption. Revisions are read once per model.
struct PictureScenes {
    let service: LayoutService
    private var revisions: [String: [Revision]] = [:]

    init(service: LayoutService) {
        self.service = service
    }

    /// The words naming an engine in a caption: `engine 0.1.0 (textScale=1, displayScale=2)`.
    static func engineText(version: String, options: EngineOptions, id: Int64? = nil) -> String {
        let name = id.map { "engine \($0): \(version)" } ?? "engine \(version)"
        return "\(name) (\(options.assignmentsText))"
    }

    /// A caption's size category: none for `large`, so a store with one category reads as before.
    static func captionText(_ sizeCategory: ContentSizeCategory) -> String? {
        sizeCategory == .default ? nil : sizeCategory.rawValue
    }

    /// The scene of `result`, laid out from revision `revision` of `model` with `template`
    /// under `options` at `sizeCategory`; drawn without a tree when the revision cannot be read back.
    mutating func scene(
        _ result: LayoutResult, model: String, revision: Int, template: String, options: EngineOptions,
        sizeCategory: ContentSizeCategory = .default, caption: PictureCaption
    ) -> LayoutScene {
        LayoutScene(
            result: result, tree: tree(model: model, revision: revision, template: template, options: options),
            textScale: options.textScale, sizeCategory: sizeCategory, caption: caption
        )
    }

    /// The view tree of a stored model revision's template.
    mutating func tree(model name: String, revision number: Int, template: String, options: EngineOptions) -> ViewNode? {
        if revisions[name] == nil {
            revisions[name] = (try? service.revisions(of: name)) ?? []
        }
        guard let stored = revisions[name]?.first(where: { $0.number == number }),
              let json = try? JSONParser.parse(stored.content),
              let model = try? Model(json: json),
              let templateName = TemplateName(rawValue: template) else { return nil }
        return try? model.tree(for: templateName)
    }
}
