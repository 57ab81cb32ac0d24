import Testing
@testable import LayoutStorage

@Suite struct MigrationTests {
    @Test func checksumIsTheSHA256OfTheSQL() {
        // NIST FIPS 180-2 test vectors.
        #expect(Migration(version: 1, name: "empty", sql: "").checksum == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Migration(version: 1, name: "abc", sql: "abc").checksum == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            Migration(version: 1, name: "long", sql: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq").checksum
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        )
    }

    @Test func labelPadsTheVersionToFourDigits() {
        #expect(Migration(version: 7, name: "add_runs", sql: "").label == "0007_add_runs")
    }
}
