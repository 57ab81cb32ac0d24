/// The members or elements of the containers a ``JSONParser`` has open, one stack for all of
/// them: a container's values are pushed as they are parsed and moved out into an array of
/// exactly their count when it closes, so an array or object costs one allocation, not one per
/// doubling of its capacity. Not copyable, so exactly one owner frees it.
struct JSONScratchStack<Element>: ~Copyable {
    private var start: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many values are on the stack.
    private(set) var count = 0

    /// An empty stack with room for `capacity` values before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deinitialize(count: count)
        start.deallocate()
    }

    /// Pushes `value`.
    @inline(__always)
    mutating func push(_ value: consuming Element) {
        if count == capacity { grow() }
        (start + count).initialize(to: value)
        count += 1
    }

    /// The values from index `base` to the top (`base` was `count` when the container opened),
    /// in order, as `body` borrows them.
    @inline(__always)
    func withValues<Result>(from base: Int, _ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: start + base, count: count - base))
    }

    /// Moves the values from index `base` to the top off the stack, into an array.
    mutating func pop(from base: Int) -> [Element] {
        let popped = count - base
        guard popped > 0 else { return [] }
        // Sized by `reserveCapacity`, whose allocation is specialized for `Element` (an array
        // made with `init(unsafeUninitializedCapacity:)` looks its storage type up at run time).
        var values: [Element] = []
        values.reserveCapacity(popped)
        for offset in 0..<popped {
            values.append((start + base + offset).move())
        }
        count = base
        return values
    }

    /// Moves to twice the room.
    private mutating func grow() {
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        moved.moveInitialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity *= 2
    }
}
