import LayoutEngine

/// The text size categories models are laid out in, forwarded to ``SizeCategoryCatalog``.
extension LayoutService {
    /// Every configured text size category, smallest first (a new store: `large` only).
    public func sizeCategories() throws(ServiceError) -> [ContentSizeCategory] {
        try SizeCategoryCatalog(recompute: batches).sizeCategories()
    }

    /// Adds a size category and lays every model out in it at every width (a batch limited to
    /// that category); a category whose batch fails is removed again.
    @discardableResult
    public func addSizeCategory(_ category: ContentSizeCategory) throws(ServiceError) -> RunReport {
        try SizeCategoryCatalog(recompute: batches).addSizeCategory(category)
    }

    /// Removes a size category; the results computed in it stay stored. The last one stays.
    public func removeSizeCategory(_ category: ContentSizeCategory) throws(ServiceError) {
        try SizeCategoryCatalog(recompute: batches).removeSizeCategory(category)
    }
}
