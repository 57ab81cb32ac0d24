// Deviations — where this engine knowingly differs from SwiftUI (also in the README):
// 1. Text is shaped by HarfBuzz over the engine's fonts (section 12), not CoreText over
//    Apple's; text spacing in VStacks uses those fonts' metrics, so exact gaps differ.
// 2. A text-above-text gap is the upper text's font leading (rounded up); the negative
//    baseline term of SwiftUI's `textBaseline` category is not modelled.
// 3. Container spacing: HStack/VStack take their major-axis edge preferences from their first
//    and last child and the union of all children across; other containers the union on each
//    edge; ViewThatFits its first child's. Only padding and frames reset edges to "ordinary".
// 4. Explicit frame guides (alignmentGuide leading/top/…) are forwarded through overlay and
//    background only; every other layout modifier reports default frame guides.
// 5. ZStack size is the union of its participating children's aligned frames (section 10),
//    not OpenSwiftUI's maximum child size.
// 6. GeometryReader under a nil proposal is 10 on that axis (section 10), not 0.
// 7. A Layout's cache lives for one sizeThatFits or placeSubviews call (the engine's
//    measurement cache already answers repeated proposals within a layout).
// 8. Sorting stacks' children is stable for any number of children (SwiftUI: above 32 it
//    uses an unstable sort).
// 9. `offset` only moves the node's own `drawn` frame; descendants report layout frames.
// 10. Custom alignment IDs, lineSpacing, minimumScaleFactor, truncation modes other than
//     the tail and RTL layout are not supported; view-tree JSON cannot express them.
// 11. `guideFlow` proposes each child (W, nil), not the measured height the original's
//     GeometryReader passes (only children with a flexible height would notice).
// 12. Lazy containers are laid out eagerly; a scroll view sits at offset 0 and does not clip.
// 13. Engine decisions where the sources are silent (docs/layout-semantics/, rules 14–18): a
//     nil lazy-grid width counts as 10; capped adaptive sub-columns sit at the item's leading
//     edge, at most 10,000 of them; grid spacing 8; spanning excess split equally; a grid
//     without gridRows has one column; a divider is 1 pt, 0 long under nil; a scroll view
//     under nil on a scroll axis takes its content's length.
// 14. A preference overlay with nothing published in its subtree uses the view's own bounds.
// 15. Matched geometry takes a second layout with the first layout's source rectangles.

/// Lays out view trees by SwiftUI's propose-and-respond rules (`docs/layout-semantics/`).
///
/// `layout(_:proposal:)` is the one-shot convenience. For many layouts of one tree, prepare
/// it once and reuse a `LayoutSession` per thread:
/// ```
/// let prepared = engine.prepare(tree)
/// let session = engine.makeSession()
/// for width in widths { results.append(session.layout(prepared, proposal: .init(width: width, height: nil))) }
/// ```
public struct Engine: Sendable {
    /// The engine's version string; bump it when behaviour changes on purpose.
    public static let version = "0.1.0"

    public let options: EngineOptions

    public init(options: EngineOptions = .default) {
        self.options = options
    }

    /// Compiles `tree` into a flat arena for repeated layout under these options, its named
    /// text styles sized for `sizeCategory` (default `.large`).
    public func prepare(_ tree: ViewNode, sizeCategory: ContentSizeCategory = .default) -> PreparedTree {
        PreparedTree(tree, options: options, sizeCategory: sizeCategory)
    }

    /// A reusable layout context (scratch buffers, text cache) for one thread.
    public func makeSession() -> LayoutSession {
        LayoutSession(options: options)
    }

    /// Lays `tree` out under `proposal` at the default content size category (`.large`), the
    /// root placed at (0, 0).
    public func layout(_ tree: ViewNode, proposal: ProposedSize) -> LayoutResult {
        layout(tree, proposal: proposal, sizeCategory: .default)
    }

    /// Lays `tree` out under `proposal` at `sizeCategory`, the root placed at (0, 0).
    public func layout(_ tree: ViewNode, proposal: ProposedSize, sizeCategory: ContentSizeCategory) -> LayoutResult {
        makeSession().layout(prepare(tree, sizeCategory: sizeCategory), proposal: proposal)
    }
}
