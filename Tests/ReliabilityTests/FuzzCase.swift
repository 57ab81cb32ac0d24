import LayoutEngine
import LayoutModels

/// One fuzzed input: a seed mutated structurally and/or as text, reproducible from the run's
/// seed and the case's index alone.
struct FuzzCase {
    var index: Int
    var seed: FuzzSeed
    /// The document after structural mutations (all numbers finite).
    var document: JSONValue
    /// The document's text after text mutations, if any.
    var text: [UInt8]
    /// True when `text` is no longer the writer's output for `document`.
    var textMutated: Bool

    /// The case `index` of the run seeded with `runSeed`: the same pair gives the same case.
    init(index: Int, runSeed: UInt64, corpus: [FuzzSeed]) {
        var random = SplitMix64(seed: runSeed &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
        self.index = index
        seed = random.pick(corpus)
        // 3% the seed as is, 57% structural mutations, 25% structural and text, 15% text only.
        let mode = random.integer(in: 0..<100)
        var structural = JSONMutator(random: SplitMix64(seed: random.next()))
        document = (3..<85).contains(mode) ? structural.mutate(seed.document) : seed.document
        text = Array(JSONWriter(style: random.chance(0.75) ? .compact : .pretty).string(document).utf8)
        textMutated = mode >= 60
        if textMutated {
            var textual = TextMutator(random: SplitMix64(seed: random.next()))
            text = textual.mutate(text, isViewTree: seed.target == .viewTree)
        }
    }

    /// The text for a report: the first `limit` bytes, invalid UTF-8 repaired.
    func excerpt(limit: Int = 800) -> String {
        let shown = String(decoding: text.prefix(limit), as: UTF8.self)
        return text.count > limit ? shown + "… (\(text.count) bytes)" : shown
    }
}
