import LayoutEngine
import LayoutModels

/// How one scenario's result compares with the one before it.
public enum ChangeStatus: String, Hashable, Sendable {
    /// Nothing to compare with.
    case new
    case changed
    case unchanged
}

/// What `put` did: whether a revision was written, and per template, width and size category whether the
/// layout changed from the previous revision.
public struct PutReport: Hashable, Sendable {
    /// What happened to the model.
    public enum Outcome: String, Hashable, Sendable {
        /// A new model, revision 1.
        case created
        /// A new revision of an existing model.
        case revised
        /// The content equals the current revision: nothing was written.
        case unchanged
        /// The content equals the current revision of an archived model: the model is live
        /// again, without a new revision.
        case unarchived
    }

    /// One scenario of the model after the put.
    public struct Scenario: Hashable, Sendable {
        public var template: TemplateName
        public var width: String
        public var sizeCategory: ContentSizeCategory
        public var status: ChangeStatus
    }

    public var model: String
    public var outcome: Outcome
    /// The model's current revision number after the put.
    public var revision: Int
    public var contentHash: String
    /// Empty when `outcome` is `unchanged`; all unchanged when it is `unarchived`.
    public var scenarios: [Scenario]
}
