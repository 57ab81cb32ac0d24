import Glibc

/// Rule 11.4: the custom-layout sample's ranked radial layout.
public struct RadialLayout: Layout, Hashable, Sendable {
    public init() {}

    /// Rule 11.4, size: the proposal with nil replaced by 10.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Rule 11.4, placement: subview i centred on a circle of radius min(w, h)/3 at angle
    /// `2π·i/n + offset`, clockwise from the top.
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.width, bounds.height) / 3
        let angle = 2 * Double.pi / Double(subviews.count)
        let offset = RadialLayout.offset(ranks: subviews.map(\.rank))
        for (index, subview) in subviews.enumerated() {
            let theta = angle * Double(index) + offset
            let point = Point(x: bounds.midX + radius * sin(theta), y: bounds.midY - radius * cos(theta))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }

    /// Rule 11.4, offset: a rotation for exactly three subviews whose ranks are not all equal.
    static func offset(ranks: [Int]) -> Double {
        guard ranks.count == 3, !(ranks[0] == ranks[1] && ranks[1] == ranks[2]) else { return 0 }
        let fraction: Double
        if ranks[0] == 1 {
            fraction = residual(ranks[1], ranks[2])
        } else if ranks[1] == 1 {
            fraction = -1 + residual(ranks[2], ranks[0])
        } else {
            fraction = 1 + residual(ranks[0], ranks[1])
        }
        return fraction * 2 * Double.pi / 3
    }

    /// Rule 11.4, residual(a, b).
    static func residual(_ a: Int, _ b: Int) -> Double {
        if a == 1 { return -0.5 }
        if b == 1 { return 0.5 }
        if a < b { return -0.25 }
        if a > b { return 0.25 }
        return 0
    }
}
