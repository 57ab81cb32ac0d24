import LayoutEngine
import LayoutPostgres
import LayoutStorage

/// The text size categories every model is laid out at (`size_categories`).
extension PostgresLedger {
    /// Every configured size category, smallest first.
    public func sizeCategories() throws(PostgresError) -> [ContentSizeCategory] {
        try rows("SELECT name FROM size_categories").map { row throws(PostgresError) in
            try Self.sizeCategory(try row.value(named: "name"))
        }.sorted()
    }

    /// Adds a size category; false when it was configured already.
    public func addSizeCategory(_ category: ContentSizeCategory) throws(PostgresError) -> Bool {
        try execute("INSERT INTO size_categories (name) VALUES ($1) ON CONFLICT DO NOTHING", [.text(category.rawValue)]) > 0
    }

    /// Removes a size category (its results stay); false when it was not configured.
    public func removeSizeCategory(_ category: ContentSizeCategory) throws(PostgresError) -> Bool {
        try execute("DELETE FROM size_categories WHERE name = $1", [.text(category.rawValue)]) > 0
    }

    /// The category a stored name spells (the schema's CHECK admits only known names).
    static func sizeCategory(_ name: String) throws(PostgresError) -> ContentSizeCategory {
        guard let category = ContentSizeCategory(rawValue: name) else {
            throw PostgresError(kind: .unexpectedValue, message: "proposals.size_category holds \"\(name)\", not a size category")
        }
        return category
    }
}
