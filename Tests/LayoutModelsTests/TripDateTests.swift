import Testing
@testable import LayoutModels

@Suite struct TripDateTests {
    @Test func displaysThePlainDateInEnglishWhateverTheLocale() throws {
        let date = try #require(TripDate(iso8601: "2024-03-05"))
        #expect(date.displayText == "Mar 5, 2024")
        #expect(date.iso8601 == "2024-03-05")
        #expect(date.time == nil)
    }

    @Test func displaysTheCalendarDateAsWrittenInItsOwnOffset() throws {
        let date = try #require(TripDate(iso8601: "2023-12-31T23:30:00-05:00"))
        #expect(date.displayText == "Dec 31, 2023")
    }

    @Test(arguments: [
        ("2024-07-21T18:05Z", "2024-07-21T18:05:00Z"),
        ("2024-07-21t18:05:09z", "2024-07-21T18:05:09Z"),
        ("2024-07-21T18:05:09.250+09:00", "2024-07-21T18:05:09.250+09:00"),
        ("2024-07-21T18:05:09+00:00", "2024-07-21T18:05:09Z"),
    ])
    func normalisesDateTimes(written: String, normalised: String) throws {
        #expect(try #require(TripDate(iso8601: written)).iso8601 == normalised)
    }

    @Test(arguments: [
        "2024-02-30", "2023-02-29", "2024-13-01", "2024-3-5", "March 5, 2024", "2024-03-05T25:00Z",
        "2024-03-05T10:00", "2024-03-05T10:00:00.Z", "2024-03-05 10:00Z", "0000-01-01",
    ])
    func rejectsInvalidDates(text: String) {
        #expect(TripDate(iso8601: text) == nil)
    }

    @Test func acceptsLeapDays() {
        #expect(TripDate(iso8601: "2024-02-29") != nil)
        #expect(TripDate(iso8601: "2000-02-29") != nil)
        #expect(TripDate(iso8601: "1900-02-29") == nil)
    }
}
