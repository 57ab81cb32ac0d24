/// A text that shows on one line when its wrapping width allows: its width in em, its point
/// size, and that one-line layout (the same at every width it fits, whatever the line cap).
struct OneLineText {
    /// The line's width in em (trailing spaces excluded).
    let em: Double
    let pointSize: Double
    let layout: TextLayout

    /// True when the line fits `wrapWidth` (`TextMeasurer.wrapWidth`), so the text is this
    /// layout.
    @inline(__always)
    func fits(wrapWidth: Double) -> Bool {
        Self.fits(em: em, pointSize: pointSize, wrapWidth: wrapWidth)
    }

    /// The one rule (section 12): a line `em` wide at `pointSize` fits a positive wrapping
    /// width when it is at most that width in em, within 1e-9 em.
    @inline(__always)
    static func fits(em: Double, pointSize: Double, wrapWidth: Double) -> Bool {
        guard wrapWidth > 0 else { return false }
        let maxWidth = pointSize > 0 ? wrapWidth / pointSize : .infinity
        return em <= maxWidth + 1e-9
    }
}
