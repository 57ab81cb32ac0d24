import Testing
@testable import LayoutEngine

/// The bounded measurement cache and its byte-keyed keys.
@Suite struct TextCacheTests {
    private func key(_ string: String, width: Double = 100, weight: FontWeight = .regular) -> TextCacheKey {
        TextCacheKey(string: string, parameters: TextCacheKey.Parameters(weight: weight, pointSize: 17, lineHeight: 22, wrapWidth: width, maxLines: .max))
    }

    @Test func returnsWhatWasStoredForEqualKeysOnly() {
        var cache = TextCache<Int>(capacity: 100)
        cache.insert(1, for: key("Hello"))
        cache.insert(2, for: key("Hello", width: 50))
        cache.insert(3, for: key("Hello", weight: .semibold))
        #expect(cache[key("Hello")] == 1)
        #expect(cache[key("Hello", width: 50)] == 2)
        #expect(cache[key("Hello", weight: .semibold)] == 3)
        #expect(cache[key("Hellp")] == nil)
        #expect(cache.count == 3)
    }

    @Test func keepsEveryEntryAcrossGrowth() {
        var cache = TextCache<Int>(capacity: 1000)
        for number in 0..<500 {
            cache.insert(number, for: key("chip \(number)"))
        }
        let missing = (0..<500).filter { (number: Int) in cache[key("chip \(number)")] != number }
        #expect(missing.isEmpty)
    }

    @Test func emptiesItselfWhenFull() {
        var cache = TextCache<Int>(capacity: 4)
        for number in 0..<5 {
            cache.insert(number, for: key("chip \(number)"))
        }
        #expect(cache.count == 1)
        #expect(cache[key("chip 4")] == 4)
        #expect(cache[key("chip 0")] == nil)
    }

    @Test func aKeyRederivedWithOtherParametersEqualsOneBuiltFromTheString() {
        let derived = key("Hello").with(TextCacheKey.Parameters(weight: .regular, pointSize: 17, lineHeight: 22, wrapWidth: 50, maxLines: .max))
        #expect(derived == key("Hello", width: 50))
        #expect(derived.fingerprint == key("Hello", width: 50).fingerprint)
        #expect(derived != key("Hello"))
        var cache = TextCache<Int>(capacity: 100)
        cache.insert(1, for: key("Hello", width: 50))
        #expect(cache[derived] == 1)
    }

    @Test func keysOfPrefixesAndOtherWeightsDiffer() {
        #expect(key("Hell") != key("Hello"))
        #expect(key("Hello") != key("Hello "))
        #expect(key("Hello").with(.shaping(.regular)) != key("Hello").with(.shaping(.semibold)))
        var cache = TextCache<Int>(capacity: 100)
        for (index, string) in ["H", "He", "Hel", "Hell", "Hello"].enumerated() {
            cache.insert(index, for: key(string))
        }
        #expect(["H", "He", "Hel", "Hell", "Hello"].map { cache[key($0)] } == [0, 1, 2, 3, 4])
        #expect(cache[key("Hello", weight: .semibold)] == nil)
    }

    /// The bytes are hashed eight at a time with the rest as one zero-filled word: strings
    /// that share whole words, differ only in their last bytes, or only by a trailing NUL
    /// (the same zero-filled word, another length) all get their own fingerprint.
    @Test func fingerprintsTellApartStringsSharingWordsAndTrailingZeros() {
        let text = "Lisbon to Porto, window seat 12A, car 3"  // 39 bytes: four words and a rest
        var strings: [String] = []
        for length in 0...text.utf8.count {
            let prefix = String(text.utf8.prefix(length))!
            strings += [prefix, prefix + "\u{0}", prefix + "!"]
        }
        let fingerprints = Set(strings.map { key($0).fingerprint })
        #expect(Set(strings).count == strings.count)
        #expect(fingerprints.count == strings.count)
        var cache = TextCache<Int>(capacity: 1000)
        for (index, string) in strings.enumerated() { cache.insert(index, for: key(string)) }
        #expect(strings.indices.allSatisfy { cache[key(strings[$0])] == $0 })
    }

    @Test func keysCompareBytesNotCanonicalEquivalence() {
        #expect(key("\u{E9}") != key("e\u{301}"))
        #expect(key("가나") == key("가" + "나"))
    }
}
