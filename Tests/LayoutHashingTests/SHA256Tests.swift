import Testing
import LayoutHashing

@Suite struct SHA256Tests {
    /// FIPS 180-4 example vectors (NIST CSRC "SHA256.pdf", "SHA256ShortMsg").
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func matchesNISTVectors(message: String, digest: String) {
        #expect(SHA256.hash(message).hex == digest)
    }

    @Test func hashesAMillionRepetitionsOfA() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hash(message).hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func hashesStringsAsTheirUTF8Bytes() {
        #expect(SHA256.hash("첫번째") == SHA256.hash(Array("첫번째".utf8)))
    }

    @Test func hashesPartsAsTheirConcatenation() {
        let first = Array("abcdbcdecdefdefgefghfghighijhijkijkl".utf8)
        let second = Array("jklmklmnlmnomnopnopq".utf8)
        let digest = first.withUnsafeBytes { head in
            second.withUnsafeBytes { tail in SHA256.hash(concatenating: head, UnsafeRawBufferPointer(start: nil, count: 0), tail) }
        }
        #expect(digest.hex == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hash(concatenating: UnsafeRawBufferPointer(start: nil, count: 0)) == SHA256.hash([]))
    }

    @Test func prefixIsTheLeadingBytesOfTheDigestOfTheConcatenation() {
        let first = Array("abcdbcdecdefdefgefghfghighijhijkijkl".utf8)
        let second = Array("jklmklmnlmnomnopnopq".utf8)
        let prefix = first.withUnsafeBytes { head in
            second.withUnsafeBytes { tail in SHA256.prefix(16, ofHashConcatenating: head, tail) }
        }
        // The first 16 bytes of the FIPS 180-4 vector above.
        #expect(Hex.encode(prefix) == "248d6a61d20638b8e5c026930c3e6039")
        #expect(SHA256.prefix(32, ofHashConcatenating: UnsafeRawBufferPointer(start: nil, count: 0)) == SHA256.hash([]).bytes)
        // Three parts take the variadic form, two the two-part one: the same digest.
        let split = first.withUnsafeBytes { head in
            second.withUnsafeBytes { tail in
                SHA256.prefix(16, ofHashConcatenating: UnsafeRawBufferPointer(rebasing: head[..<5]), UnsafeRawBufferPointer(rebasing: head[5...]), tail)
            }
        }
        #expect(split == prefix)
        #expect(SHA256.prefix(0, ofHashConcatenating: UnsafeRawBufferPointer(start: nil, count: 0)).isEmpty)
    }
}
