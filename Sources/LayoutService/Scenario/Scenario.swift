import LayoutEngine
import LayoutModels

/// The store's central unit: one model revision laid out with one template at one container
/// width and one text size category. Each scenario has at most one result per engine; puts,
/// batches, imports and approvals differ only in which scenarios they lay out.
///
/// The container width and the size category are named by the stored proposal that offers
/// them (``Proposal/containerWidth(_:sizeCategory:)``); the category is repeated here because
/// the tree is prepared for it (named text styles take their sizes from it).
public struct Scenario: Hashable, Sendable {
    /// The model revision laid out.
    public var revisionID: Int64
    /// The template that makes the revision's view tree.
    public var template: TemplateName
    /// The stored proposal offering the container width and the size category.
    public var proposalID: Int64
    /// The text size category of that proposal.
    public var sizeCategory: ContentSizeCategory

    public init(revisionID: Int64, template: TemplateName, proposalID: Int64, sizeCategory: ContentSizeCategory) {
        self.revisionID = revisionID
        self.template = template
        self.proposalID = proposalID
        self.sizeCategory = sizeCategory
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
