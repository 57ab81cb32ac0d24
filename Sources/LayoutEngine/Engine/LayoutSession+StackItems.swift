extension LayoutSession {
    /// Reserves `count` stack items above those in use (a nested stack reserves its own above
    /// its parent's); returns where they start.
    @inline(__always)
    func reserveStackItems(_ count: Int) -> Int {
        let base = stackItemsTop
        stackItemsTop += count
        stackItems.grow(toAtLeast: stackItemsTop, filling: .empty)
        return base
    }

    /// Gives back the stack items reserved from `base` on.
    @inline(__always)
    func releaseStackItems(to base: Int) {
        stackItemsTop = base
    }
}
