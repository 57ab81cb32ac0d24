extension LayoutSession {
    /// Section 12: the layout of text node `node` (string `string` of the tree) under
    /// `proposal`. A text that fits the proposal on one line is that line, found once for every
    /// layout of the tree in a row; any other is measured (the measurer caches it).
    func textLayout(ofNode node: Int32, string: Int32, font: Font, lineLimit: Int?, proposal: ProposedSize) -> TextLayout {
        if let line = oneLineText(ofNode: node, string: string, font: font), line.fits(wrapWidth: textMeasurer.wrapWidth(proposal.width)) {
            return line.layout
        }
        return textMeasurer.measure(tree.strings[Int(string)], font: font, sizeCategory: tree.sizeCategory, lineLimit: lineLimit, proposal: proposal)
    }

    /// The one-line layout of text node `node`, nil when its text never shows on one line.
    @inline(__always)
    private func oneLineText(ofNode node: Int32, string: Int32, font: Font) -> OneLineText? {
        let index = Int(node)
        if oneLineGeneration[index] != cache.treeGeneration {
            oneLineTexts[index] = textMeasurer.oneLine(tree.strings[Int(string)], font: font, sizeCategory: tree.sizeCategory)
            oneLineGeneration[index] = cache.treeGeneration
        }
        return oneLineTexts[index]
    }
}
