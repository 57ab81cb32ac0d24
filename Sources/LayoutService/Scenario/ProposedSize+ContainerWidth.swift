import LayoutEngine

extension ProposedSize {
    /// What a container `width` points wide offers its content: that width, and any height
    /// (SwiftUI's proposal to a scrolling column's rows). Every scenario is laid out under one.
    public static func containerWidth(_ width: Double) -> ProposedSize {
        ProposedSize(width: width, height: nil)
    }
}
