import LayoutEngine
import LayoutStorage

/// The text size categories every model is laid out at (`size_categories`).
extension SQLiteLedger {
    /// Every configured size category, smallest first.
    public func sizeCategories() throws(DatabaseError) -> [ContentSizeCategory] {
        let statement = try db.cachedStatement(sql: "SELECT name FROM size_categories")
        var categories: [ContentSizeCategory] = []
        try statement.forEachRow { row throws(DatabaseError) in
            categories.append(try Self.sizeCategory(try row.requiredString(at: 0)))
        }
        return categories.sorted()
    }

    /// Adds a size category; false when it was configured already.
    public func addSizeCategory(_ category: ContentSizeCategory) throws(DatabaseError) -> Bool {
        try db.cachedStatement(sql: "INSERT INTO size_categories (name) VALUES (?) ON CONFLICT DO NOTHING")
            .execute([.text(category.rawValue)])
        return db.changes > 0
    }

    /// Removes a size category (its results stay); false when it was not configured.
    public func removeSizeCategory(_ category: ContentSizeCategory) throws(DatabaseError) -> Bool {
        try db.cachedStatement(sql: "DELETE FROM size_categories WHERE name = ?").execute([.text(category.rawValue)])
        return db.changes > 0
    }
}
