/// A row of `widths`: a named container width and the proposal it offers.
public struct WidthEntry: Hashable, Sendable {
    public var id: Int64
    public var name: String
    public var width: Double
    public var proposalID: Int64
}
