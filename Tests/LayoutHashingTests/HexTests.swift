import Testing
import LayoutHashing

@Suite struct HexTests {
    @Test func encodesEveryByteAsTwoLowercaseDigits() {
        #expect(Hex.encode([0x00, 0x0A, 0x7F, 0xA5, 0xFF]) == "000a7fa5ff")
        #expect(Hex.encode([UInt8]()) == "")
    }

    @Test func decodesWhatItEncodes() {
        let all = (0...255).map { UInt8($0) }
        #expect(Hex.decode(Hex.encode(all)) == all)
    }

    @Test func refusesOddLengthsForeignDigitsAndUppercaseUnlessAllowed() {
        #expect(Hex.decode("abc") == nil)
        #expect(Hex.decode("0g") == nil)
        #expect(Hex.decode("AB") == nil)
        #expect(Hex.decode("AB", acceptingUppercase: true) == [0xAB])
    }
}
