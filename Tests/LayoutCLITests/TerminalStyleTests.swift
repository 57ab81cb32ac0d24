import Testing
@testable import LayoutCLI

@Suite struct TerminalStyleTests {
    @Test func coloursOnlyATerminalWithoutNoColor() {
        #expect(TerminalStyle(isTerminal: true, noColorFlag: false, environment: [:]).usesColor)
        #expect(!TerminalStyle(isTerminal: false, noColorFlag: false, environment: [:]).usesColor)
        #expect(!TerminalStyle(isTerminal: true, noColorFlag: true, environment: [:]).usesColor)
        #expect(!TerminalStyle(isTerminal: true, noColorFlag: false, environment: ["NO_COLOR": "1"]).usesColor)
        #expect(!TerminalStyle(isTerminal: true, noColorFlag: false, environment: ["TERM": "dumb"]).usesColor)
        #expect(TerminalStyle(isTerminal: true, noColorFlag: false, environment: ["NO_COLOR": ""]).usesColor)
    }

    @Test func leavesTextUnchangedWithoutColour() {
        let plain = TerminalStyle(usesColor: false)
        #expect(plain.red("x") == "x")
        #expect(TerminalStyle(usesColor: true).green("ok") == "\u{1B}[32mok\u{1B}[0m")
    }
}
