import LayoutEngine

/// The chip set's template, after the chips article's `ChipsView` and `ChipsContainerView`.
///
/// Node ids: `chips` (the container) and `chip-0`, `chip-1`, … in display order.
public enum ChipSetTemplate {
    /// The chips article's chip height.
    public static let chipHeight: Double = 24

    /// The chips sorted by ascending priority (stable) in the container the set's `layout`
    /// names: `guideFlow` with the set's spacings, or `flow` with spacing `[horizontal, vertical]`.
    public static func tree(_ chipSet: ChipSet) -> ViewNode {
        let container: ViewKind
        switch chipSet.layout {
        case .guideFlow:
            container = .guideFlow(horizontalSpacing: chipSet.horizontalSpacing, verticalSpacing: chipSet.verticalSpacing)
        case .flow:
            container = .flow(horizontalSpacing: chipSet.horizontalSpacing, verticalSpacing: chipSet.verticalSpacing)
        }
        let chips = chipSet.sortedChips.enumerated().map { index, chip in self.chip(chip.title, id: chipID(index)) }
        return ViewNode(id: "chips", kind: container, children: chips)
    }

    /// The id of the chip shown at `index`: `chip-0`, `chip-1`, …
    static func chipID(_ index: Int) -> String {
        index < chipIDs.count ? chipIDs[index] : "chip-\(index)"
    }

    /// The ids of the first chips, made once.
    private static let chipIDs = (0..<32).map { "chip-\($0)" }

    /// One chip:
    /// ```swift
    /// Text(title).font(.caption).padding(.horizontal, 10).padding(.vertical, 3)
    ///     .background(Capsule()).overlay(RoundedRectangle(cornerRadius: 16).stroke(…)).frame(height: 24)
    /// ```
    private static func chip(_ title: String, id: String) -> ViewNode {
        ViewNode(id: id, kind: .text(title, font: .style(.caption), lineLimit: nil), modifiers: chipModifiers)
    }

    /// Every chip's modifiers, innermost first (one array all chips share).
    private static let chipModifiers: [Modifier] = [
        .padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)),
        .padding(EdgeInsets(top: 3, leading: 0, bottom: 3, trailing: 0)),
        .background(alignment: .center, content: ViewNode(kind: .shape(.capsule))),
        .overlay(alignment: .center, content: ViewNode(kind: .shape(.roundedRectangle(cornerRadius: 16)))),
        .frame(FixedFrame(height: chipHeight)),
    ]
}
