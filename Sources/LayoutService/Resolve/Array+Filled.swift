extension Array {
    /// `count` copies of `element`, appended into room reserved for them: the array
    /// `Array(repeating:count:)` gives, without the storage type it looks up at run time on
    /// every call for an element type the standard library was not built with (about a
    /// thousand instructions: a batch makes a few such arrays per tree it lays out).
    @inline(__always)
    init(filledWith element: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        for _ in 0..<count { append(element) }
    }
}
