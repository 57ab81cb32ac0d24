import LayoutTestSupport
import LayoutEngine
import LayoutModels
import Testing
@_spi(Testing) @testable import LayoutService

@Suite struct LayoutServiceLayoutTests {
    @Test func aCachedResultEqualsAFreshLayoutOnEverySeedScenario() throws {
        let store = try TestStore()
        let engine = Engine()
        for model in try SeedSet.embedded().models {
            for template in model.templates {
                let tree = try model.tree(for: template)
                for width in try store.service.widths() {
                    let proposal = ProposedSize(width: width.width, height: nil)
                    store.service.clearMemoryCache()
                    let fromDatabase = try store.service.layout(model: model.name, template: template, proposal: proposal).result()
                    let fromMemory = try store.service.layout(model: model.name, template: template, proposal: proposal).result()
                    let fresh = engine.layout(tree, proposal: proposal)
                    #expect(fromDatabase == fresh, "\(model.name) \(template) at \(width.name)")
                    #expect(fromMemory == fresh)
                }
            }
        }
    }

    @Test func lookupsInOneReadTransactionHitTheDatabaseAndStoreWhatTheyCompute() throws {
        let store = try TestStore()
        let service = store.service
        service.clearMemoryCache()
        let before = service.statistics
        let narrow = ProposedSize(width: 257, height: nil)
        let (stored, computed) = try service.reading { () throws(ServiceError) in
            #expect(service.database.isInTransaction)
            let stored = try service.layout(model: "Kyoto", template: .compact, proposal: ProposedSize(width: 320, height: nil)).result()
            let computed = try service.layout(model: "Kyoto", template: .compact, proposal: narrow).result()
            #expect(service.database.isInTransaction)
            return (stored, computed)
        }
        #expect(!service.database.isInTransaction)
        #expect(service.statistics.databaseHits == before.databaseHits + 1)
        #expect(service.statistics.computes == before.computes + 1)
        #expect(stored == Engine().layout(try seedModel(named: "Kyoto").tree(for: .compact), proposal: ProposedSize(width: 320, height: nil)))
        service.clearMemoryCache()
        #expect(try service.layout(model: "Kyoto", template: .compact, proposal: narrow).result() == computed)
        #expect(service.statistics.computes == before.computes + 1)
    }

    @Test func lookupsGoMemoryThenDatabaseThenCompute() throws {
        let store = try TestStore()
        let service = store.service
        service.clearMemoryCache()
        let before = service.statistics
        _ = try service.layout(model: "Kyoto", template: .compact, proposal: ProposedSize(width: 320, height: nil))
        _ = try service.layout(model: "Kyoto", template: .compact, proposal: ProposedSize(width: 320, height: nil))
        #expect(service.statistics.databaseHits == before.databaseHits + 1)
        #expect(service.statistics.memoryHits == before.memoryHits + 1)
        #expect(service.statistics.computes == before.computes)
        _ = try service.layout(model: "Kyoto", template: .compact, proposal: ProposedSize(width: 321, height: nil))
        #expect(service.statistics.computes == before.computes + 1)
        #expect(service.statistics.memoryBytes > 0)
        let defaultTemplate = try service.layout(model: "Kyoto", proposal: ProposedSize(width: 320, height: nil))
        let hitsBefore = service.statistics.memoryHits
        #expect(try service.layout(model: "Kyoto", proposal: ProposedSize(width: 320, height: nil)) == defaultTemplate)
        #expect(service.statistics.memoryHits == hitsBefore + 1)
    }

    @Test func aRememberedLookupAnswersWithTheNewRevisionAfterAPut() throws {
        let store = try TestStore()
        let proposal = ProposedSize(width: 320, height: nil)
        let before = try store.service.layout(model: "Kyoto", template: .compact, proposal: proposal).result()
        #expect(try store.service.layout(model: "Kyoto", proposal: proposal).result() == before)
        guard case .tripCard(var kyoto) = try seedModel(named: "Kyoto") else { return }
        kyoto.photoSize = Size(width: kyoto.photoSize.width, height: kyoto.photoSize.height * 3)
        try store.service.put(.tripCard(kyoto))
        let expected = Engine().layout(try Model.tripCard(kyoto).tree(for: .compact), proposal: proposal)
        #expect(expected != before)
        #expect(try store.service.layout(model: "Kyoto", template: .compact, proposal: proposal).result() == expected)
        #expect(try store.service.layout(model: "Kyoto", proposal: proposal).result() == expected)
    }

    @Test func theMemoryTierStaysWithinItsBytes() throws {
        var cache = ResultCache(capacityBytes: 4_000)
        let result = Self.storedLayout(nodes: 10)
        for index in 0..<100 {
            cache.insert(result, for: ResultKey(engineID: 1, treeID: Int64(index), proposalID: 1))
            #expect(cache.bytes <= 4_000)
        }
        #expect(cache.result(for: ResultKey(engineID: 1, treeID: 99, proposalID: 1)) == result)
        #expect(cache.result(for: ResultKey(engineID: 1, treeID: 0, proposalID: 1)) == nil)
    }

    @Test func aLookedUpResultOutlivesAnUnusedOneWhenTheMemoryTierIsFull() throws {
        let result = Self.storedLayout(nodes: 10)
        var cache = ResultCache(capacityBytes: 3 * ResultCache.estimatedBytes(of: result))
        let keys = (0..<4).map { ResultKey(engineID: 1, treeID: Int64($0), proposalID: 1) }
        for key in keys.prefix(3) { cache.insert(result, for: key) }
        #expect(cache.count == 3)
        #expect(cache.result(for: keys[0]) == result)
        cache.insert(result, for: keys[3])
        #expect(cache.count == 3)
        #expect(cache.slot(for: keys[0]) != nil, "looked up since the last sweep: kept")
        #expect(cache.slot(for: keys[1]) == nil, "never looked up: evicted first")
        #expect(cache.slot(for: keys[2]) != nil)
        #expect(cache.slot(for: keys[3]) != nil)
    }

    @Test func aSlotAnswersOnlyForTheKeyItStillHolds() throws {
        var cache = ResultCache(capacityBytes: 4_000)
        let result = Self.storedLayout(nodes: 10)
        let first = ResultKey(engineID: 1, treeID: 0, proposalID: 1)
        cache.insert(result, for: first)
        let slot = try #require(cache.slot(for: first))
        #expect(cache.result(inSlot: slot, for: first) == result)
        #expect(cache.result(inSlot: slot, for: ResultKey(engineID: 1, treeID: 1, proposalID: 1)) == nil)
        #expect(cache.result(inSlot: slot + 1, for: first) == nil)
        for index in 1..<100 { cache.insert(result, for: ResultKey(engineID: 1, treeID: Int64(index), proposalID: 1)) }
        #expect(cache.slot(for: first) == nil)
        #expect(cache.result(inSlot: slot, for: first) == nil)
    }

    /// A stored layout of `nodes` colour nodes without frames, packed as the store packs it.
    static func storedLayout(nodes: Int) -> StoredLayout {
        let node = NodeLayout(path: "0", id: nil, type: "color", frame: nil, outer: nil)
        let result = LayoutResult(proposal: .unspecified, size: .zero, nodes: Array(repeating: node, count: nodes))
        let shape = TreeShape(nodes: Array(repeating: TreeNode(path: "0", id: nil, type: "color", text: nil), count: nodes))
        return StoredLayout(proposal: .unspecified, size: .zero, frames: PackedFrames.encode(result, shape: shape), shape: shape)
    }
}

@Suite struct LayoutServiceRevisionLayoutTests {
    @Test func anOldRevisionIsLaidOutAsItWasAndDiffsAgainstTheCurrentOne() throws {
        let store = try TestStore()
        guard case .tripCard(var kyoto) = try seedModel(named: "Kyoto") else { return }
        kyoto.subtitle = "A much longer subtitle than before, long enough to wrap"
        try store.service.put(.tripCard(kyoto))
        let proposal = ProposedSize(width: 320, height: nil)
        let first = try store.service.layout(model: "Kyoto", revision: 1, template: .wide, proposal: proposal)
        let second = try store.service.layout(model: "Kyoto", template: .wide, proposal: proposal).result()
        #expect(first == Engine().layout(try seedModel(named: "Kyoto").tree(for: .wide), proposal: proposal))
        let diff = store.service.diff(first, second)
        #expect(diff.isEmpty == (first == second))
        #expect(try store.service.engines().count == 1)
    }
}
