/// Rule 14: `LazyVGrid` / `LazyHGrid`. Written for a `lazyVGrid` — tracks are columns along
/// the track axis, lines (rows) grow along the other axis; a `lazyHGrid` swaps the axes
/// (rule 14.7).
struct LazyGridLayout: LayerAlgorithm {
    let definition: LazyGridDefinition
    /// The container's layer, read in place in the prepared tree.
    let container: UnsafePointer<Layer>

    private var count: Int { Int(container.pointee.childCount) }

    /// Rule 14.3 (engine decision): the most sub-columns one adaptive item is split into, so
    /// that a tiny minimum in a huge width cannot exhaust memory.
    static let maximumSubColumns = 10_000.0

    @inline(__always)
    private func child(_ index: Int, _ session: LayoutSession) -> Int32 {
        session.childLayers[Int(container.pointee.firstChild) + index]
    }

    private var isVertical: Bool { definition.trackAxis == .horizontal }

    /// A proposal from a track-axis and a line-axis component.
    private func proposal(track: Double?, line: Double?) -> ProposedSize {
        isVertical ? ProposedSize(width: track, height: line) : ProposedSize(width: line, height: track)
    }

    private func trackLength(_ size: Size) -> Double { isVertical ? size.width : size.height }
    private func lineLength(_ size: Size) -> Double { isVertical ? size.height : size.width }

    /// Rule 14.1: the gap after item `index`.
    private func spacing(after index: Int) -> Double {
        definition.items[index].spacing ?? LazyGridDefinition.defaultSpacing
    }

    /// Rule 14.2: the column pass — each item's width from the width `available`; fixed
    /// items first, then the others in order, each offered what is left divided by the items
    /// not yet visited. Nothing is redistributed afterwards.
    func itemLengths(in available: Double) -> [Double] {
        let items = definition.items
        var remaining = available
        for index in 0..<max(items.count - 1, 0) { remaining -= spacing(after: index) }
        var lengths = [Double](repeating: 0, count: items.count)
        let fixedFirst = items.indices.filter { if case .fixed = items[$0].size { return true } else { return false } }
            + items.indices.filter { if case .fixed = items[$0].size { return false } else { return true } }
        for (visited, index) in fixedFirst.enumerated() {
            let offer = remaining / Double(items.count - visited)
            let length: Double
            switch items[index].size {
            case .fixed(let fixed): length = fixed
            case .flexible(let minimum, let maximum): length = min(max(offer, minimum), maximum)
            case .adaptive: length = max(offer, 0)
            }
            lengths[index] = length
            remaining -= length
        }
        return lengths
    }

    /// Rule 14.3: the final tracks — adaptive items split into as many sub-columns of their
    /// minimum as fit (at least one, capped at their maximum, from the item's leading edge);
    /// returns them with the total length of the block (item lengths + spacings).
    func tracks(in available: Double) -> (tracks: [LazyGridTrack], total: Double) {
        let lengths = itemLengths(in: available)
        var tracks: [LazyGridTrack] = []
        var position = 0.0
        for (index, item) in definition.items.enumerated() {
            let alignment = item.alignment ?? .center
            let gap = spacing(after: index)
            if case .adaptive(let minimum, let maximum) = item.size {
                let length = lengths[index]
                var subCount = 1
                if length.isFinite && minimum + gap > 0 {
                    subCount = max(1, Int(min(((length + gap) / (minimum + gap)).rounded(.down), Self.maximumSubColumns)))
                }
                let subLength = min((length - Double(subCount - 1) * gap) / Double(subCount), maximum)
                for sub in 0..<subCount {
                    tracks.append(LazyGridTrack(offset: position + Double(sub) * (subLength + gap), length: subLength, alignment: alignment))
                }
            } else {
                tracks.append(LazyGridTrack(offset: position, length: lengths[index], alignment: alignment))
            }
            position += lengths[index] + (index < definition.items.count - 1 ? gap : 0)
        }
        return (tracks, position)
    }

    /// Rule 14.4 step 4: the height of each line, every cell proposed (column width, nil).
    private func lineLengths(_ tracks: [LazyGridTrack], session: LayoutSession) -> [Double] {
        var lines: [Double] = []
        for index in 0..<count {
            let track = tracks[index % tracks.count]
            let size = session.sizeThatFits(child(index, session), proposal(track: track.length, line: nil))
            if index % tracks.count == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], lineLength(size))
        }
        return lines
    }

    /// Σ lines + (lines − 1) × spacing; 0 without lines.
    private func total(_ lines: [Double]) -> Double {
        guard !lines.isEmpty else { return 0 }
        return lines.reduce(0, +) + Double(lines.count - 1) * definition.lineSpacing
    }

    /// Rule 14.4: width `max(W ?? 10, Σ columns + spacing)`; height Σ rows + spacing, the
    /// height proposal ignored.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        let available = (isVertical ? proposal.width : proposal.height) ?? 10
        let (tracks, block) = self.tracks(in: available)
        let trackExtent = max(available, block)
        let lineExtent = total(lineLengths(tracks, session: session))
        return isVertical ? Size(width: trackExtent, height: lineExtent) : Size(width: lineExtent, height: trackExtent)
    }

    /// Rule 14.5: the column pass again with the bounds' width, the block placed by the grid's
    /// alignment (leading when it overflows), rows measured again, each cell proposed its
    /// rectangle and aligned in it by its item's alignment.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        let available = trackLength(bounds.size)
        let (tracks, block) = self.tracks(in: available)
        let lines = lineLengths(tracks, session: session)
        let blockStart = (isVertical ? bounds.minX : bounds.minY) + max(0, (available - block) * definition.alignmentFraction)
        var lineStart = isVertical ? bounds.minY : bounds.minX
        for index in 0..<count {
            let track = tracks[index % tracks.count]
            let line = index / tracks.count
            if index > 0 && index % tracks.count == 0 { lineStart += lines[line - 1] + definition.lineSpacing }
            let trackStart = blockStart + track.offset
            let cell = isVertical
                ? Rect(x: trackStart, y: lineStart, width: track.length, height: lines[line])
                : Rect(x: lineStart, y: trackStart, width: lines[line], height: track.length)
            session.placeAligned(child(index, session), in: cell, alignment: track.alignment, proposal: ProposedSize(cell.size))
        }
    }
}
