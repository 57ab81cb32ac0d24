import LayoutModels

/// The store's central unit: one model revision laid out with one template at one container
/// width. Each scenario has at most one result per engine; puts, batches, imports and
/// approvals differ only in which scenarios they lay out.
///
/// The container width is named by the stored proposal that offers it
/// (``LayoutEngine/ProposedSize/containerWidth(_:)``); a further dimension of the proposal
/// (a text size category) is one more field here.
public struct Scenario: Hashable, Sendable {
    /// The model revision laid out.
    public var revisionID: Int64
    /// The template that makes the revision's view tree.
    public var template: TemplateName
    /// The stored proposal offering the container width.
    public var proposalID: Int64

    public init(revisionID: Int64, template: TemplateName, proposalID: Int64) {
        self.revisionID = revisionID
        self.template = template
        self.proposalID = proposalID
    }

    /// The revision's template: what the scenarios at every width share, one view tree.
    public var revisionTemplate: RevisionTemplate {
        RevisionTemplate(revisionID: revisionID, template: template)
    }
}

/// A model revision and one of its templates: the unit whose view tree is built (and
/// hashed) once, whatever the widths.
public struct RevisionTemplate: Hashable, Sendable {
    public var revisionID: Int64
    public var template: TemplateName

    public init(revisionID: Int64, template: TemplateName) {
        self.revisionID = revisionID
        self.template = template
    }
}
