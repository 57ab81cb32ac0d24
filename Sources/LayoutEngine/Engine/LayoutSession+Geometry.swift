extension LayoutSession {
    /// Rule 17.1: records the bounds published in anchor `slot` by the current layout.
    func publishAnchor(_ bounds: Rect, slot: Int32) {
        guard !isProbing else { return }
        anchorBounds[Int(slot)] = bounds
        anchorGeneration[Int(slot)] = cache.generation
    }

    /// Rule 17.2: the bounds published in `slot` by the current layout; nil for no slot (−1)
    /// or a publisher that was not placed (not shown).
    func publishedAnchor(slot: Int32) -> Rect? {
        guard slot >= 0, anchorGeneration[Int(slot)] == cache.generation else { return nil }
        return anchorBounds[Int(slot)]
    }

    /// Rule 18.2: records a source's rectangle during the first layout (frozen for the second,
    /// rule 18.4).
    func recordMatchedSource(_ bounds: Rect, group: Int32) {
        guard !isProbing, !matchedSourcesKnown else { return }
        matchedSources[Int(group)] = bounds
        matchedSourceGeneration[Int(group)] = cache.generation
    }

    /// Rule 18.4: the group's source rectangle from the first layout, once it is known; nil
    /// during the first layout and when no shown source was placed.
    func matchedSource(group: Int32) -> Rect? {
        guard matchedSourcesKnown, matchedSourceGeneration[Int(group)] == cache.generation - 1 else { return nil }
        return matchedSources[Int(group)]
    }

    /// Rule 18.3 step 2: the offset a matched view of `node` is drawn moved by.
    func recordMatchedOffset(_ offset: Point, node: Int32) {
        guard !isProbing else { return }
        matchedOffsets[Int(node)] = offset
        matchedOffsetGeneration[Int(node)] = cache.generation
    }

    /// The offset recorded for `node` in the current layout, if any.
    func matchedOffset(ofNode node: Int) -> Point? {
        matchedOffsetGeneration[node] == cache.generation ? matchedOffsets[node] : nil
    }
}
