import Testing
@testable import LayoutEngine

@Suite struct JSONByteBufferTests {
    @Test func keepsEveryByteAcrossGrowth() {
        var buffer = JSONByteBuffer(capacity: 1)
        var expected: [UInt8] = []
        for round in 0..<300 {
            let byte = UInt8(truncatingIfNeeded: round)
            buffer.append(byte)
            expected.append(byte)
            let run = [UInt8](repeating: byte &+ 1, count: round % 37)
            run.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
            expected += run
            buffer.append("ab")
            expected += Array("ab".utf8)
        }
        #expect(expected.count > 5_000)
        #expect(buffer.count == expected.count)
        #expect(buffer.withBytes { Array($0) } == expected)
    }

    @Test func formatsNumbersAndStringsAsIntoAnArray() {
        let numbers: [Double] = [0, -0.0, 7, -9, 10, 185, -1234567, 9_007_199_254_740_991, -9_007_199_254_740_991, 9_007_199_254_740_992, 2.5, 1e-7, 61.333333333333336]
        let strings = ["", "plain", "quote \" and \\ backslash", "tab\tnew\nline\u{1}", "Île 🌊 서울"]
        var buffer = JSONByteBuffer(capacity: 4)
        var text = ""
        for number in numbers {
            JSONWriter.append(number: number, to: &buffer)
            text += JSONWriter.format(number: number)
        }
        for string in strings {
            JSONWriter.append(quoted: string, to: &buffer)
            text += JSONWriter.quoted(string)
        }
        #expect(buffer.withBytes { String(decoding: $0, as: UTF8.self) } == text)
        #expect(text.hasPrefix("007-910185-12345679007199254740991-90071992547409919007199254740992.02.51e-07"))
    }
}
