import LayoutEngine
import LayoutStorage

/// Proposals and the named container widths every model is laid out at (`proposals`, `widths`).
extension SQLiteLedger {
    /// The id of the proposal (width, height, size category), inserting it when new; nil means unspecified.
    public func proposalID(width: Double?, height: Double?, sizeCategory: ContentSizeCategory) throws(DatabaseError) -> Int64 {
        if let existing = try existingProposalID(width: width, height: height, sizeCategory: sizeCategory) { return existing }
        try db.cachedStatement(sql: "INSERT INTO proposals (width, height, size_category) VALUES (?, ?, ?)")
            .execute([width.databaseValue, height.databaseValue, .text(sizeCategory.rawValue)])
        return db.lastInsertRowID
    }

    /// The id of the proposal (width, height, size category) if stored; nil means unspecified.
    public func existingProposalID(width: Double?, height: Double?, sizeCategory: ContentSizeCategory) throws(DatabaseError) -> Int64? {
        let lookup = try db.cachedStatement(sql: """
            SELECT id FROM proposals
            WHERE ifnull(width, -1) = ifnull(?1, -1) AND ifnull(height, -1) = ifnull(?2, -1) AND size_category = ?3
            """)
        lookup.bind(width.databaseValue, at: 1)
        lookup.bind(height.databaseValue, at: 2)
        lookup.bind(.text(sizeCategory.rawValue), at: 3)
        defer { lookup.reset() }
        return try lookup.step() ? try lookup.requiredInt64(at: 0) : nil
    }

    /// The (width, height) and size category of proposal `id`; nil dimensions are unspecified.
    public func proposal(id: Int64) throws(DatabaseError) -> Proposal? {
        let statement = try db.cachedStatement(sql: "SELECT width, height, size_category FROM proposals WHERE id = ?")
        statement.bind(id, at: 1)
        defer { statement.reset() }
        guard try statement.step() else { return nil }
        let size = ProposedSize(width: statement.optionalDouble(at: 0), height: statement.optionalDouble(at: 1))
        return Proposal(size, sizeCategory: try Self.sizeCategory(try statement.requiredString(at: 2)))
    }

    /// The category a stored name spells (the schema's CHECK admits only known names).
    static func sizeCategory(_ name: String) throws(DatabaseError) -> ContentSizeCategory {
        guard let category = ContentSizeCategory(rawValue: name) else {
            throw DatabaseError(extendedResultCode: ResultCode.SQLITE_MISMATCH.rawValue, message: "proposals.size_category holds \"\(name)\", not a size category")
        }
        return category
    }

    /// Every named width, narrowest first.
    public func widths() throws(DatabaseError) -> [WidthEntry] {
        let statement = try db.cachedStatement(sql: "SELECT id, name, width, proposal_id FROM widths ORDER BY width, name")
        var widths: [WidthEntry] = []
        try statement.forEachRow { row throws(DatabaseError) in
            widths.append(WidthEntry(id: try row.requiredInt64(at: 0), name: try row.requiredString(at: 1), width: try row.requiredDouble(at: 2), proposalID: try row.requiredInt64(at: 3)))
        }
        return widths
    }

    /// Adds a named width (and its proposal) and returns it.
    public func addWidth(name: String, width: Double) throws(DatabaseError) -> WidthEntry {
        refuseInsidePage("adding a width")
        let proposalID = try proposalID(width: width, height: nil, sizeCategory: .default)
        try db.cachedStatement(sql: "INSERT INTO widths (name, width, proposal_id) VALUES (?, ?, ?)")
            .execute([.text(name), .real(width), .integer(proposalID)])
        return WidthEntry(id: db.lastInsertRowID, name: name, width: width, proposalID: proposalID)
    }

    /// Removes a named width (its results stay); false when no width has that name.
    public func removeWidth(name: String) throws(DatabaseError) -> Bool {
        try db.cachedStatement(sql: "DELETE FROM widths WHERE name = ?").execute([.text(name)])
        return db.changes > 0
    }
}
