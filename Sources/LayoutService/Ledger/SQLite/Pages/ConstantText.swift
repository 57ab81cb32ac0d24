import LayoutModels
import LayoutStorage

/// The texts the rows of a batch page repeat from a closed set — a run change's status, a
/// template's name — bound as constants (a `StaticString` to `Statement.bind(_:at:)`), read by
/// SQLite in place, instead of copied into the statement row by row. What is stored is the same.
///
/// The batch writer, which makes those texts from a template and a status it knows, hands
/// their constants along with them (``RecordedChange/spellings``), so no text is matched per row.
struct ConstantText: Hashable, Sendable {
    /// The constant spelling of the change's variant; nil: bound from the text.
    let variant: StaticString?
    /// The constant spelling of the change's status; nil: bound from the text.
    let status: StaticString?

    init(variant: StaticString?, status: StaticString?) {
        self.variant = variant
        self.status = status
    }

    /// No constants: every text bound from its value.
    static let none = ConstantText(variant: nil, status: nil)

    /// A cache of spellings, no part of a change's value, so it never makes two changes differ.
    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}

    /// The name of `template`, `template.rawValue`, as a constant.
    static func name(of template: TemplateName) -> StaticString {
        switch template {
        case .compact: "compact"
        case .wide: "wide"
        case .chips: "chips"
        case .tree: "tree"
        }
    }

    /// Binds `constant` when given (it spells `text`), else `text`, to `statement`'s parameter `index`.
    @inline(__always)
    static func bind(_ constant: StaticString?, spelling text: String, to statement: Statement, at index: Int) {
        if let constant {
            statement.bind(constant, at: index)
        } else {
            statement.bind(text, at: index)
        }
    }
}
