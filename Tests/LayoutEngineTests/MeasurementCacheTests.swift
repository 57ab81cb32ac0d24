@testable import LayoutEngine
import Testing

/// The session's measurement cache answers a (layer, proposal) exactly when a size was stored
/// for it under the current stamp, for proposals that differ in one axis only, in nil, 0 or ∞.
@Suite struct MeasurementCacheTests {
    /// Proposals from a small set of axis values (nil, 0, ∞, fractional and integral widths),
    /// drawn by a fixed linear congruential sequence.
    static func proposals(count: Int, seed: UInt64) -> [ProposedSize] {
        let axes: [Double?] = [nil, 0, .infinity, 0.5, 1, 17.25, 100, 100.5, 320, 375, 390, 414, 1024] + (0..<40).map { Double($0) * 7.5 }
        var state = seed
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        var seen = Set<ProposedSize>()
        var result: [ProposedSize] = []
        while result.count < count {
            let proposal = ProposedSize(width: axes[next() % axes.count], height: axes[next() % axes.count])
            if seen.insert(proposal).inserted { result.append(proposal) }
        }
        return result
    }

    @Test func answersExactlyTheProposalsStoredUnderTheCurrentStamp() {
        var cache = MeasurementCache()
        defer { cache.deallocate() }
        var hits = 0, misses = 0
        for round in 0..<300 {
            cache.begin(layerCount: 3, sameTree: false)
            let stamp = cache.generation
            // At most a layer's slot count per layer: none is evicted.
            let stored = Self.proposals(count: MeasurementCache.slotsPerLayer, seed: UInt64(round))
            for (index, proposal) in stored.enumerated() {
                cache.store(Size(width: Double(index), height: Double(round)), of: 1, for: proposal, stamp: stamp)
            }
            for (index, proposal) in stored.enumerated() {
                #expect(cache.size(of: 1, for: proposal, stamp: stamp) == Size(width: Double(index), height: Double(round)), "\(proposal)")
                hits += 1
            }
            for proposal in Self.proposals(count: 24, seed: UInt64(round) + 1000) where !stored.contains(proposal) {
                #expect(cache.size(of: 1, for: proposal, stamp: stamp) == nil, "\(proposal)")
                misses += 1
            }
            // Another layer and a stale stamp see nothing of these.
            #expect(cache.size(of: 0, for: stored[0], stamp: stamp) == nil && cache.size(of: 2, for: stored[0], stamp: stamp) == nil)
            #expect(cache.size(of: 1, for: stored[0], stamp: stamp &- 1) == nil)
        }
        #expect(hits == 300 * MeasurementCache.slotsPerLayer && misses > 300 * 10)
    }

    /// A ninth proposal evicts the oldest entry not read again since it was stored; the others stay.
    @Test func aFullLayerEvictsItsOldestEntryNotReadAgain() {
        var cache = MeasurementCache()
        defer { cache.deallocate() }
        cache.begin(layerCount: 1, sameTree: false)
        let stamp = cache.generation
        let proposals = Self.proposals(count: MeasurementCache.slotsPerLayer + 1, seed: 7)
        for (index, proposal) in proposals.dropLast().enumerated() {
            cache.store(Size(width: Double(index), height: 0), of: 0, for: proposal, stamp: stamp)
        }
        // Entry 0 is read again (a second chance): entry 1 is the one evicted.
        #expect(cache.size(of: 0, for: proposals[0], stamp: stamp) == Size(width: 0, height: 0))
        cache.store(Size(width: 99, height: 0), of: 0, for: proposals.last!, stamp: stamp)
        #expect(cache.size(of: 0, for: proposals[1], stamp: stamp) == nil)
        #expect(cache.size(of: 0, for: proposals.last!, stamp: stamp) == Size(width: 99, height: 0))
        for index in [0] + Array(2..<MeasurementCache.slotsPerLayer) {
            #expect(cache.size(of: 0, for: proposals[index], stamp: stamp) == Size(width: Double(index), height: 0))
        }
    }
}
