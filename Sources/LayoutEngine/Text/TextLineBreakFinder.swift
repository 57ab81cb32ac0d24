import CLineBreak

/// UAX #14 line break opportunities from ICU's line break iterator (root locale), kept only
/// where they fall between grapheme clusters (a cluster is never split).
///
/// ICU is called through the small C target `CLineBreak`: ICU's C API renames its symbols by
/// version through macros, which Swift cannot follow. ICU (Unicode 15 in Debian 12's ICU 72)
/// is preferred over libunibreak, whose Debian version (1.1) implements an old Unicode.
/// Not thread-safe (an ICU iterator holds its text): one per text measurer.
final class TextLineBreakFinder {
    private let breaker: OpaquePointer
    private var utf16: [UInt16] = []
    private var offsets: [Int32] = Array(repeating: 0, count: 64)

    init() {
        var error = [CChar](repeating: 0, count: 128)
        guard let breaker = clinebreak_open(&error, Int32(error.count)) else {
            let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            preconditionFailure("ICU could not open a line break iterator: \(reason); install libicu72 (.ci/install)")
        }
        self.breaker = breaker
    }

    deinit {
        clinebreak_close(breaker)
    }

    /// Per cluster of `string`, whether a line may start at it (never at the first).
    func breakBefore(in string: String, clusters: [TextCluster]) -> [Bool] {
        utf16.removeAll(keepingCapacity: true)
        utf16.append(contentsOf: string.utf16)
        var count: Int32 = 0
        while true {
            count = utf16.withUnsafeBufferPointer { text in
                offsets.withUnsafeMutableBufferPointer { offsets in
                    clinebreak_opportunities(breaker, text.baseAddress, Int32(text.count), offsets.baseAddress, Int32(offsets.count))
                }
            }
            precondition(count >= 0, "ICU failed to find line breaks")
            if Int(count) <= offsets.count { break }
            offsets = Array(repeating: 0, count: Int(count))
        }
        // (`repeatElement`: its copy into an array is specialized; `init(repeating:count:)`
        // looks the array's storage type up at run time.)
        var result = Array(repeatElement(false, count: clusters.count))
        var cluster = 0
        for offset in offsets.prefix(Int(count)) {
            while cluster < clusters.count, clusters[cluster].utf16End < offset { cluster += 1 }
            if cluster + 1 < clusters.count, clusters[cluster].utf16End == offset {
                result[cluster + 1] = true
            }
        }
        return result
    }
}
