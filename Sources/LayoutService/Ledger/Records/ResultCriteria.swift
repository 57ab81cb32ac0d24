import LayoutEngine

/// Which latest results a query returns; nil fields match everything.
public struct ResultCriteria: Hashable, Sendable {
    /// The text size category of the results (one at a time; default `large`).
    public var sizeCategory: ContentSizeCategory
    public var kind: String?
    /// A GLOB pattern on model names.
    public var namePattern: String?
    public var widthName: String?
    /// Only results with (true) or without (false) truncated texts.
    public var truncated: Bool?
    /// Only results with (true) or without (false) overflowing nodes.
    public var overflowing: Bool?
    public var minimumRows: Int?
    public var maximumRows: Int?
    /// Only scenarios a run recorded as new or changed.
    public var changedInRun: Int64?
    /// Only results whose flows use any number of rows but this one.
    public var excludedRows: Int?
    /// Only this window of the matching results (in their order); all when nil.
    public var window: RowWindow?

    public init(
        kind: String? = nil, namePattern: String? = nil, widthName: String? = nil, truncated: Bool? = nil,
        overflowing: Bool? = nil, minimumRows: Int? = nil, maximumRows: Int? = nil, changedInRun: Int64? = nil,
        sizeCategory: ContentSizeCategory = .default
    ) {
        self.sizeCategory = sizeCategory
        self.kind = kind
        self.namePattern = namePattern
        self.widthName = widthName
        self.truncated = truncated
        self.overflowing = overflowing
        self.minimumRows = minimumRows
        self.maximumRows = maximumRows
        self.changedInRun = changedInRun
    }
}
