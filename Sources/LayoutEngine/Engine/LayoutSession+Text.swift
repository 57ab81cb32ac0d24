extension LayoutSession {
    /// Section 12: the layout of text node `node` (string `string` of the tree) under
    /// `proposal`. A text that fits the proposal on one line is that line, found once for every
    /// layout of the tree in a row; any other is measured (the measurer caches it).
    func textLayout(ofNode node: Int32, string: Int32, font: Font, lineLimit: Int?, proposal: ProposedSize) -> TextLayout {
        let index = Int(node)
        findOneLineText(ofNode: index, string: string, font: font)
        // Read in place: only the returned layout is copied.
        if oneLineTexts[index]?.fits(wrapWidth: textMeasurer.wrapWidth(proposal.width)) == true {
            return oneLineTexts[index].unsafelyUnwrapped.layout
        }
        return textMeasurer.measure(tree.strings[Int(string)], font: font, sizeCategory: tree.sizeCategory, lineLimit: lineLimit, proposal: proposal)
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
