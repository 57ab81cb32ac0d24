import Dispatch
import Testing
import LayoutHashing

/// Digests one after the other on the same thread (each with a fresh state of its own) and on
/// several threads at once. Expected digests are `sha256sum` of the same bytes: the first `n`
/// characters of "0123456789abcdef" repeated, e.g. `printf %s 0123456789abcdef0123… | head -c 65 | sha256sum`.
@Suite struct SHA256ReuseTests {
    static let pattern = Array(String(repeating: "0123456789abcdef", count: 20).utf8)

    /// (length, digest): empty input, a short one, and lengths around the 64-byte block and the
    /// 56-byte padding limit of one and two blocks.
    static let expected: [(Int, String)] = [
        (0, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        (1, "5feceb66ffc86f38d952786c6d696c79c2dbc239dd4e91b46729d73a27fb57e9"),
        (3, "bf6aaaab7c143ca12ae448c69fb72bb4cf1b29154b9086a927a0a91ae334cdf7"),
        (55, "72fa96f64bf2dd082aafb08cf80ed17f5b3d2c6cd527c4b138b69506f5e5c173"),
        (56, "67e4026bfbe6f1cd3f40518f324bcdf4426ae00faf5a0cddeae67a0e60ecf665"),
        (63, "057ee79ece0b9a849552ab8d3c335fe9a5f1c46ef5f1d9b190c295728628299c"),
        (64, "a8ae6e6ee929abea3afcfc5258c8ccd6f85273e0d4626d26c7279f3250f77c8e"),
        (65, "2a6ad82f3620d3ebe9d678c812ae12312699d673240d5be8fac0910a70000d93"),
        (119, "d35c1f1837833831770e239839643070c6502a21b1df3b55fe81a4f7f6d33063"),
        (120, "b55c6052a3c9b52cfe373d8a12149b45d01df4477a91ad7c7925b0a02d8f2a30"),
        (127, "946f20371660907be02a9c0b20d2e03b4ac3549456be49a1b80f64a719dfd089"),
        (128, "b320e85978db05134003a2914eebddd8d3b8726818f2e2c679e1898c721562a9"),
        (129, "2edb811dcaeedd02ce4facf443480f6ecd18dc5e21049a055c7a39c8aee8666c"),
        (200, "cb312267172f6d0a3d56bb0c1e0c821be6e3bbb73a07870f1d99e8ae79db1aaa"),
    ]

    /// The digests of every expected length, in order, then in reverse order.
    static func digestsInARow() -> [String] {
        (expected + expected.reversed()).map { length, _ in SHA256.hash(Array(pattern.prefix(length))).hex }
    }

    @Test func hashesManyInputsInARow() {
        #expect(Self.expected.count == 14)
        #expect(Self.digestsInARow() == (Self.expected + Self.expected.reversed()).map(\.1))
    }

    @Test func hashesSplitInputsInARow() {
        for (length, digest) in Self.expected {
            for split in [0, length / 2, min(length, 64)] {
                let hashed = Self.pattern.withUnsafeBytes { bytes in
                    SHA256.hash(concatenating: UnsafeRawBufferPointer(rebasing: bytes[..<split]),
                                UnsafeRawBufferPointer(rebasing: bytes[split..<length]))
                }
                #expect(hashed.hex == digest, "length \(length) split at \(split)")
            }
        }
    }

    @Test func hashesOnManyThreadsAtOnce() {
        let threads = 8
        let results = Results(count: threads)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            results.store((0..<20).map { _ in Self.digestsInARow() }, at: thread)
        }
        let expected = (Self.expected + Self.expected.reversed()).map(\.1)
        #expect(results.all.count == threads)
        for rounds in results.all {
            #expect(rounds.count == 20)
            #expect(rounds.allSatisfy { $0 == expected })
        }
    }
}

/// The digests each thread of `hashesOnManyThreadsAtOnce` computed, one slot per thread.
private final class Results: @unchecked Sendable {
    private var slots: [[[String]]]
    private let lock = DispatchQueue(label: "SHA256ReuseTests.results")

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func store(_ digests: [[String]], at slot: Int) { lock.sync { slots[slot] = digests } }

    var all: [[[String]]] { lock.sync { slots } }
}
