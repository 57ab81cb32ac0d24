import LayoutModels

/// The few random choices the fuzzer makes, on the deterministic generator.
extension SplitMix64 {
    /// A uniformly chosen element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &self)]
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// A uniformly chosen integer of `range`.
    mutating func integer(in range: Range<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}
