/// One proposal a store lays every model out under: a named width in one size category, with
/// the id its proposal is stored under.
struct ScenarioProposal {
    /// The named width (the first name of its value).
    var width: WidthEntry
    /// The stored proposal's id.
    var id: Int64
    /// The width, unspecified height, and the size category.
    var proposal: Proposal
}
