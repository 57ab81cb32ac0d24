import Testing
@testable import LayoutRender

@Suite struct FixedNumberTests {
    @Test func printsAtMostTwoDecimalsWithoutTrailingZeros() {
        #expect(FixedNumber.format(12) == "12")
        #expect(FixedNumber.format(12.5) == "12.5")
        #expect(FixedNumber.format(1.0 / 3.0) == "0.33")
        #expect(FixedNumber.format(0.05) == "0.05")
        #expect(FixedNumber.format(-4.256) == "-4.26")
        #expect(FixedNumber.format(-0.001) == "0")
        #expect(FixedNumber.format(99.999) == "100")
    }
}
