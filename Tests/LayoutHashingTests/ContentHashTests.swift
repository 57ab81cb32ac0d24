import Testing
import LayoutHashing

@Suite struct ContentHashTests {
    @Test func printsAndParsesLowercaseHex() {
        let hash = SHA256.hash("abc")
        #expect(hash.description == hash.hex)
        #expect(hash.hex.count == 64)
        #expect(ContentHash(hex: hash.hex) == hash)
        #expect(ContentHash(hex: hash.hex.uppercased()) == hash)
    }

    @Test func rejectsMalformedHex() {
        #expect(ContentHash(hex: "abc") == nil)
        #expect(ContentHash(hex: String(repeating: "g", count: 64)) == nil)
        #expect(ContentHash(hex: String(repeating: "0", count: 66)) == nil)
    }

    @Test func ordersByBytes() {
        let low = ContentHash(bytes: [UInt8](repeating: 0, count: 31) + [1])
        let high = ContentHash(bytes: [1] + [UInt8](repeating: 0, count: 31))
        #expect(low < high)
    }
}
