import LayoutEngine
import Testing
@testable import LayoutService

/// The memory tier keeps its results' packed frames in shared blocks (``FramesArena``), which
/// must hand back exactly the bytes put in, and stay within about twice the bytes it holds.
@Suite struct FramesArenaTests {
    @Test(arguments: [0, 1, 7, 300, 70_000])
    func packedBytesAreTheirBytes(count: Int) {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let packed = PackedBytes(bytes)
        #expect(packed.count == count)
        #expect(Array(packed) == bytes)
        #expect(packed.array == bytes)
        #expect(packed == PackedBytes(bytes))
        #expect(packed.hashValue == PackedBytes(bytes).hashValue)
        packed.withUnsafeBytes { #expect($0.count == count && $0.elementsEqual(bytes)) }
        if count > 0 {
            var changed = bytes
            changed[count / 2] &+= 1
            #expect(packed != PackedBytes(changed))
        }
        #expect(packed != PackedBytes(bytes + [0]))
    }

    @Test func cachedResultsShareABlockAndKeepTheirBytes() throws {
        var cache = ResultCache(capacityBytes: 1 << 20)
        let results = (1...40).map { Self.storedLayout(nodes: $0, seed: $0) }
        #expect(Set(results.map(\.frames)).count == 40, "the test's results differ")
        for (index, result) in results.enumerated() { cache.insert(result, for: Self.key(index)) }
        var cached: [StoredLayout] = []
        for index in results.indices {
            let found = cache.result(for: Self.key(index))
            cached.append(try #require(found))
        }
        #expect(cached == results, "the same sizes, shapes and bytes")
        #expect(cached.allSatisfy { $0.frames.sharesBlock(with: cached[0].frames) })
        #expect(!results[1].frames.sharesBlock(with: results[0].frames), "bytes from elsewhere have blocks of their own")
        // Hand count: the packed bytes of the 40 results, all small enough for the arena.
        #expect(cache.arenaHeldBytes == results.reduce(0) { $0 + $1.frames.count })
    }

    @Test func evictionsCompactTheArena() throws {
        let sample = Self.storedLayout(nodes: 20, seed: 0)
        var cache = ResultCache(capacityBytes: 25 * ResultCache.estimatedBytes(of: sample))
        var inserted: [ResultKey: StoredLayout] = [:]
        var compactions = 0
        for index in 0..<3_000 {
            let result = Self.storedLayout(nodes: 20, seed: index)
            let before = cache.arenaCopiedBytes
            cache.insert(result, for: Self.key(index))
            inserted[Self.key(index)] = result
            if cache.arenaCopiedBytes < before + result.frames.count { compactions += 1 }
            #expect(cache.arenaCopiedBytes <= 2 * cache.arenaHeldBytes + FramesArena.blockSize)
        }
        #expect(compactions > 0, "3,000 results through a tier of about 25 compact its arena")
        var held = 0
        for (key, result) in inserted where cache.slot(for: key) != nil {
            #expect(cache.result(for: key) == result)
            held += result.frames.count
        }
        #expect(cache.count > 0 && cache.count <= 25)
        #expect(cache.arenaHeldBytes == held)
    }

    @Test func largeFramesKeepTheirOwnBlock() throws {
        var cache = ResultCache(capacityBytes: 1 << 24)
        let small = Self.storedLayout(nodes: 3, seed: 1)
        let large = Self.storedLayout(nodes: 6_000, seed: 2)
        #expect(large.frames.count > FramesArena.largest)
        cache.insert(small, for: Self.key(0))
        cache.insert(large, for: Self.key(1))
        let found = cache.result(for: Self.key(1))
        let cachedLarge = try #require(found)
        #expect(cachedLarge == large)
        #expect(cachedLarge.frames.sharesBlock(with: large.frames))
        #expect(cache.arenaHeldBytes == small.frames.count)
    }

    static func key(_ index: Int) -> ResultKey {
        ResultKey(engineID: 1, treeID: Int64(index), proposalID: 1)
    }

    /// A stored layout of `nodes` colour nodes whose frames depend on `seed`, packed as the
    /// store packs it.
    static func storedLayout(nodes: Int, seed: Int) -> StoredLayout {
        let layouts = (0..<nodes).map { index in
            let frame = Rect(x: Double(index), y: Double(seed % 997), width: Double(seed / 997 + 1), height: 1.5)
            return NodeLayout(path: "0", id: nil, type: "color", frame: frame, outer: frame)
        }
        let result = LayoutResult(proposal: .unspecified, size: .zero, nodes: layouts)
        let shape = TreeShape(nodes: Array(repeating: TreeNode(path: "0", id: nil, type: "color", text: nil), count: nodes))
        return StoredLayout(proposal: .unspecified, size: .zero, frames: PackedFrames.encode(result, shape: shape), shape: shape)
    }
}
