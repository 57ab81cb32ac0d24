import LayoutEngine

/// A result with what a picture needs to draw it as it looks: the view tree it was laid out
/// from (fonts, shapes, images), the text scale and size category the engine measured with,
/// and a caption.
///
/// Without a tree, a picture still draws every frame: node kinds come from the result's
/// types and text sizes are estimated from each text frame's line height.
public struct LayoutScene: Sendable {
    public var result: LayoutResult
    /// The tree `result` was laid out from; node paths are matched as the engine assigns them.
    public var tree: ViewNode?
    /// `EngineOptions.textScale` of the engine that measured the text.
    public var textScale: Double
    /// The text size category text styles were sized for.
    public var sizeCategory: ContentSizeCategory
    public var caption: PictureCaption?

    public init(
        result: LayoutResult, tree: ViewNode? = nil, textScale: Double = 1, sizeCategory: ContentSizeCategory = .default,
        caption: PictureCaption? = nil
    ) {
        self.result = result
        self.tree = tree
        self.textScale = textScale
        self.sizeCategory = sizeCategory
        self.caption = caption
    }
}
