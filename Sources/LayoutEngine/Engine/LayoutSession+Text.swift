extension LayoutSession {
    /// Section 12: the layout of text node `node` (string `string` of the tree) under
    /// `proposal`. A text that fits the proposal on one line is that line, found once for every
    /// layout of the tree in a row; any other is measured (the measurer caches it).
    func textLayout(ofNode node: Int32, string: Int32, font: Font, lineLimit: Int?, proposal: ProposedSize) -> TextLayout {
        let index = Int(node)
        // Read in place: only the returned layout is copied.
        if showsOneLine(index, string: string, font: font, proposal: proposal) {
            return oneLineTexts[index].unsafelyUnwrapped.layout
        }
        return textMeasurer.measure(tree.strings[Int(string)], font: font, sizeCategory: tree.sizeCategory, lineLimit: lineLimit, proposal: proposal)
    }

    /// The size of `textLayout(ofNode:string:font:lineLimit:proposal:)`, read in place when
    /// the text fits on one line (its lines are not copied, so not retained and released).
    /// A measured layout's lines are kept as the node's result lines under `proposal` (see
    /// `rememberResultText`): the text is typically placed under the proposal it was last
    /// sized for, and its result then reads them without measuring (hashing) it again.
    func textSize(ofNode node: Int32, string: Int32, font: Font, lineLimit: Int?, proposal: ProposedSize) -> Size {
        let index = Int(node)
        if showsOneLine(index, string: string, font: font, proposal: proposal), let size = oneLineTexts[index]?.layout.size {
            return size
        }
        let layout = textMeasurer.measure(tree.strings[Int(string)], font: font, sizeCategory: tree.sizeCategory, lineLimit: lineLimit, proposal: proposal)
        rememberResultText(TextLines(lines: layout.lines, truncated: layout.truncated), ofNode: index, proposal: proposal)
        return layout.size
    }

    /// True when text node `index` shows its one-line layout under `proposal`.
    @inline(__always)
    func showsOneLine(_ index: Int, string: Int32, font: Font, proposal: ProposedSize) -> Bool {
        findOneLineText(ofNode: index, string: string, font: font)
        return oneLineTexts[index]?.fits(wrapWidth: textMeasurer.wrapWidth(proposal.width)) == true
    }

    /// Makes `oneLineTexts[index]` the one-line layout of text node `index` for this run of
    /// layouts of the tree (nil: its text never shows on one line).
    @inline(__always)
    private func findOneLineText(ofNode index: Int, string: Int32, font: Font) {
        if oneLineGeneration[index] != cache.treeGeneration {
            oneLineTexts[index] = textMeasurer.oneLine(tree.strings[Int(string)], font: font, sizeCategory: tree.sizeCategory)
            oneLineGeneration[index] = cache.treeGeneration
        }
    }
}
