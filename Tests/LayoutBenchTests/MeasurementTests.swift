import Testing
@testable import LayoutBench

@Suite struct MeasurementTests {
    @Test func medianOfAnOddCountIsTheMiddleValue() {
        #expect(Measurement.median([5, 1, 3]) == 3)
    }

    @Test func medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        #expect(Measurement.median([4, 1, 3, 2]) == 2.5)
    }

    @Test func repeatedMeasurementsReturnTheMedianOfWhatTheyMeasured() {
        var values = [7.0, 1, 4]
        #expect(Measurement.median(repetitions: 3) { values.removeFirst() } == 4)
    }

    @Test func peakMemoryIsPositive() {
        #expect(Measurement.peakMemoryMebibytes() > 0)
    }
}
