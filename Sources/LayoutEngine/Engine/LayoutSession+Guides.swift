extension LayoutSession {
    /// Section 6.3: a horizontal guide of `layer` at `size`, explicit if set, else its default.
    @inline(__always)
    func horizontalGuide(_ alignment: HorizontalAlignment, of layer: Int32, size: Size) -> Double {
        let guides = layers[Int(layer)].explicitGuides
        if guides >= 0, let explicit = tree.explicitGuides[Int(guides)].value(alignment) { return explicit }
        return alignment.defaultValue(in: size.width)
    }

    /// Section 6.3 / 2.7: a vertical guide of `layer` sized `size` under `proposal`; text
    /// baselines default to the bottom edge for views without text.
    func verticalGuide(_ alignment: VerticalAlignment, of layer: Int32, proposal: ProposedSize, size: Size) -> Double {
        let guides = layers[Int(layer)].explicitGuides
        if guides >= 0, let explicit = tree.explicitGuides[Int(guides)].value(alignment) { return explicit }
        switch alignment {
        case .top, .center, .bottom: return alignment.defaultValue(in: size.height)
        case .firstTextBaseline: return baseline(of: layer, proposal: proposal, size: size, last: false) ?? size.height
        case .lastTextBaseline: return baseline(of: layer, proposal: proposal, size: size, last: true) ?? size.height
        }
    }

    /// Section 6.3: the explicit first (min) or last (max, section 10) text baseline of a
    /// layer, found by placing its children without recording them; nil without text.
    func baseline(of layer: Int32, proposal: ProposedSize, size: Size, last: Bool) -> Double? {
        let description = layers[Int(layer)]
        guard description.hasExplicitBaseline else { return nil }
        switch description.operation {
        case .text(let index, let font, let lineLimit):
            let text = textLayout(ofNode: description.node, string: index, font: font, lineLimit: lineLimit, proposal: proposal)
            return last ? text.lastBaseline : text.firstBaseline
        case .overlay, .background, .anchorPreference, .preferenceOverlay, .matchedGeometry:
            return baseline(of: description.inner, proposal: proposal, size: size, last: last)
        case .horizontalThenVerticalPadding(let insets), .verticalThenHorizontalPadding(let insets):
            let pair = PaddingPair(insets, horizontalFirst: description.operation.isHorizontalThenVerticalPadding)
            return PaddingPairLayout(pair: pair, child: description.inner).baseline(proposal: proposal, last: last, session: self)
        default:
            break
        }
        let wasProbing = isProbing
        let start = probedPlacements.count
        isProbing = true
        placeContent(layer, layers + Int(layer), in: Rect(origin: .zero, size: size), proposal: proposal)
        isProbing = wasProbing
        var result: Double?
        for index in start..<probedPlacements.count {
            let child = probedPlacements[index]
            guard let childBaseline = baseline(of: child.layer, proposal: child.proposal, size: child.size, last: last) else {
                continue
            }
            let value = child.origin.y + childBaseline
            result = result.map { last ? max($0, value) : min($0, value) } ?? value
        }
        probedPlacements.removeSubrange(start...)
        return result
    }
}
