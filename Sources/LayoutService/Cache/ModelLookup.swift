import LayoutEngine
import LayoutModels

/// One `layout(model:template:proposal:)` question, as the service remembers its answer's key.
///
/// `folded` hashes the name's bytes, eight at a time, and the proposal's bits into one word:
/// ``LookupTable`` mixes it into its own index, and `Hasher` gets it once, so a lookup never
/// SipHashes the name and the template's raw value. The template and the size category are
/// left out of the hash (a model has few of each) and compared by equality.
struct ModelLookup: Hashable {
    var name: String
    var template: TemplateName?
    var proposal: Proposal

    func hash(into hasher: inout Hasher) {
        hasher.combine(folded)
    }

    /// The name's bytes and the proposal's size folded into one word (equal for equal lookups;
    /// its low bits are weak, so mix it before using them).
    var folded: UInt64 {
        var folded = name.utf8.withContiguousStorageIfAvailable(Self.fold) ?? Array(name.utf8).withUnsafeBufferPointer(Self.fold)
        folded = (folded ^ (proposal.size.width?.bitPattern ?? UInt64.max)) &* Self.prime
        return (folded ^ (proposal.size.height?.bitPattern ?? UInt64.max)) &* Self.prime
    }

    static func == (lhs: ModelLookup, rhs: ModelLookup) -> Bool {
        lhs.proposal == rhs.proposal && lhs.template == rhs.template && lhs.name == rhs.name
    }

    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// An FNV-1a style fold of `bytes` taking whole words where it can.
    private static func fold(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let raw = UnsafeRawBufferPointer(bytes)
        var folded: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(raw.count)
        var offset = 0
        while offset + 8 <= raw.count {
            folded = (folded ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
            offset += 8
        }
        while offset < raw.count {
            folded = (folded ^ UInt64(raw[offset])) &* prime
            offset += 1
        }
        return folded
    }
}
