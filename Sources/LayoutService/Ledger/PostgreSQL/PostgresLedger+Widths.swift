import LayoutEngine
import LayoutPostgres
import LayoutStorage

/// Proposals and the named container widths every model is laid out at (`proposals`, `widths`).
extension PostgresLedger {
    /// The id of the proposal (width, height, size category), inserting it when new; nil means
    /// unspecified. Safe outside a write: a proposal another writer stored meanwhile is that one.
    public func proposalID(width: Double?, height: Double?, sizeCategory: ContentSizeCategory) throws(PostgresError) -> Int64 {
        if let existing = try existingProposalID(width: width, height: height, sizeCategory: sizeCategory) { return existing }
        let inserted = try connection.fetchValue(Int64.self, sql: """
            INSERT INTO proposals (width, height, size_category) VALUES ($1::float8, $2::float8, $3)
            ON CONFLICT ((coalesce(width, -1)), (coalesce(height, -1)), size_category) DO NOTHING RETURNING id
            """, arguments: [width.databaseValue, height.databaseValue, .text(sizeCategory.rawValue)])
        if let inserted { return inserted }
        guard let existing = try existingProposalID(width: width, height: height, sizeCategory: sizeCategory) else {
            throw PostgresError(kind: .unexpectedValue, message: "proposal (\(String(describing: width)), \(String(describing: height))) conflicts but cannot be read")
        }
        return existing
    }

    /// The id of the proposal (width, height, size category) if stored; nil means unspecified.
    public func existingProposalID(width: Double?, height: Double?, sizeCategory: ContentSizeCategory) throws(PostgresError) -> Int64? {
        try connection.fetchValue(Int64.self, sql: """
            SELECT id FROM proposals
            WHERE coalesce(width, -1) = coalesce($1::float8, -1) AND coalesce(height, -1) = coalesce($2::float8, -1) AND size_category = $3
            """, arguments: [width.databaseValue, height.databaseValue, .text(sizeCategory.rawValue)])
    }

    /// The (width, height) and size category of proposal `id`; nil dimensions are unspecified.
    public func proposal(id: Int64) throws(PostgresError) -> Proposal? {
        try row("SELECT width, height, size_category FROM proposals WHERE id = $1", [.integer(id)]).map { row throws(PostgresError) in
            Proposal(
                ProposedSize(width: try row.value(named: "width"), height: try row.value(named: "height")),
                sizeCategory: try Self.sizeCategory(try row.value(named: "size_category"))
            )
        }
    }

    /// Every named width, narrowest first.
    public func widths() throws(PostgresError) -> [WidthEntry] {
        try rows(#"SELECT id, name, width, proposal_id FROM widths ORDER BY width, name COLLATE "C""#).map { row throws(PostgresError) in
            WidthEntry(
                id: try row.value(named: "id"), name: try row.value(named: "name"), width: try row.value(named: "width"),
                proposalID: try row.value(named: "proposal_id")
            )
        }
    }

    /// Adds a named width (and its proposal) and returns it.
    public func addWidth(name: String, width: Double) throws(PostgresError) -> WidthEntry {
        let proposalID = try proposalID(width: width, height: nil, sizeCategory: .default)
        let id = try insertReturningID(
            "INSERT INTO widths (name, width, proposal_id) VALUES ($1, $2, $3) RETURNING id",
            [.text(name), .real(width), .integer(proposalID)]
        )
        return WidthEntry(id: id, name: name, width: width, proposalID: proposalID)
    }

    /// Removes a named width (its results stay); false when no width has that name.
    public func removeWidth(name: String) throws(PostgresError) -> Bool {
        try execute("DELETE FROM widths WHERE name = $1", [.text(name)]) > 0
    }
}
