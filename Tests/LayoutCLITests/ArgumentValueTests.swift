import Testing
@testable import LayoutCLI

@Suite struct ArgumentValueTests {
    @Test func lengthsAreFiniteAndNotNegative() {
        #expect(Length(argument: "12.5")?.points == 12.5)
        #expect(Length(argument: "0")?.points == 0)
        #expect(Length(argument: "-1") == nil)
        #expect(Length(argument: "inf") == nil)
        #expect(Length(argument: "nan") == nil)
        #expect(Length(argument: "wide") == nil)
    }

    @Test func proposedWidthIsPointsOrIdeal() {
        #expect(ProposedWidth(argument: "320") == .points(320))
        #expect(ProposedWidth(argument: "ideal") == .ideal)
        #expect(ProposedWidth(argument: "ideal")?.proposal == nil)
        #expect(ProposedWidth(argument: "320")?.proposal == 320)
        #expect(ProposedWidth(argument: "Ideal") == nil)
    }

    @Test func enumsAcceptTheirRawValuesAndListThem() {
        #expect(OutputFormat(argument: "csv") == .csv)
        #expect(OutputFormat(argument: "CSV") == nil)
        #expect(OutputFormat.expectation == "one of table, json, csv")
    }

    @Test func integersAreDecimal() {
        #expect(Int(argument: "42") == 42)
        #expect(Int(argument: "4.2") == nil)
        #expect(Int(argument: "0x10") == nil)
    }
}
