/// One node of a layout's result as plain data, the way a session holds it: what a
/// ``ResultNode`` says but for its text lines, with flags in place of optionals — nothing to
/// retain, release or unwrap. `LayoutSession.forEachResultNodeRecord(_:)` lends one per node
/// for callers that pack or compare results by the million; `resultNode(text:)` gives the
/// ``ResultNode`` it stands for.
public struct ResultNodeRecord: BitwiseCopyable, Equatable, Sendable {
    /// (Computed and inlinable, so that another module tests a flag with one instruction, not
    /// a call to a global's accessor.)
    public struct Flags: OptionSet, BitwiseCopyable, Sendable {
        public let rawValue: UInt8
        @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// `ResultNode.shown`: `frame` and `outer` hold the node's frames.
        @inlinable public static var shown: Flags { Flags(rawValue: 1 << 0) }
        /// `ResultNode.hidden`.
        @inlinable public static var hidden: Flags { Flags(rawValue: 1 << 1) }
        /// Shown, and `outer` equals `frame` as numbers and bit for bit (so neither holds a
        /// NaN, and `-0.0` differs from `0.0`).
        @inlinable public static var outerIsFrame: Flags { Flags(rawValue: 1 << 2) }
        /// `drawn` holds the node's drawn frame (`ResultNode.drawn` is not nil).
        @inlinable public static var hasDrawn: Flags { Flags(rawValue: 1 << 3) }
        /// A shown text node: its lines are `LayoutSession.resultText(ofNode:)`.
        @inlinable public static var hasText: Flags { Flags(rawValue: 1 << 4) }
        /// `rows` holds `ResultNode.rows`.
        @inlinable public static var hasRows: Flags { Flags(rawValue: 1 << 5) }
        /// `chosenChild` holds `ResultNode.chosenChild`.
        @inlinable public static var hasChosenChild: Flags { Flags(rawValue: 1 << 6) }
    }

    public var flags: Flags
    /// The base view's frame; meaningful only with `shown`.
    public var frame: Rect
    /// The outer frame; meaningful only with `shown`.
    public var outer: Rect
    /// The drawn frame; meaningful only with `hasDrawn`.
    public var drawn: Rect
    /// Meaningful only with `hasRows`.
    public var rows: Int32
    /// Meaningful only with `hasChosenChild`.
    public var chosenChild: Int32

    /// The ``ResultNode`` this record stands for, `text` its text lines (nil unless `hasText`).
    public func resultNode(text: TextLines?) -> ResultNode {
        let shown = flags.contains(.shown)
        return ResultNode(
            frame: shown ? frame : nil, outer: shown ? outer : nil, drawn: flags.contains(.hasDrawn) ? drawn : nil,
            shown: shown, hidden: flags.contains(.hidden), text: flags.contains(.hasText) ? text : nil,
            rows: flags.contains(.hasRows) ? Int(rows) : nil, chosenChild: flags.contains(.hasChosenChild) ? Int(chosenChild) : nil
        )
    }

    /// Equal field by field where the flags say a field is meaningful (the rest is whatever
    /// the session left there).
    public static func == (lhs: ResultNodeRecord, rhs: ResultNodeRecord) -> Bool {
        lhs.resultNode(text: nil) == rhs.resultNode(text: nil) && lhs.flags == rhs.flags
    }
}
