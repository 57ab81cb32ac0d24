import Foundation

/// The current time as ISO-8601 UTC text with milliseconds ("2024-03-05T09:30:00.123Z"),
/// the form every time column holds, so text order is time order.
func currentTimestamp() -> String {
    Date.now.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true).timeZone(separator: .omitted))
}
