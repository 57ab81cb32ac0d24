import Foundation
import LayoutEngine

extension TransferEngine {
    /// The engine when its line is well formed: options that give every declared engine
    /// option a valid value (other members are ignored, as the store ignores them) and a
    /// creation time in the store's form (ISO-8601 UTC with milliseconds), so engines compare
    /// and order as stored.
    func verified() throws(TransferError) -> TransferEngine {
        let read = EngineOptions(json: options).json
        for option in EngineOptions.declared where options[option.name] != read[option.name] {
            throw TransferError(path: "$.options.\(option.name)", message: "expected \(option.expectation)")
        }
        guard Self.isStoreTimestamp(createdAt) else {
            throw TransferError(path: "$.createdAt", message: "expected an ISO-8601 UTC time such as 2024-03-05T09:30:00.123Z")
        }
        return self
    }

    /// Whether `text` is a time as the store writes it (`currentTimestamp()`): the form
    /// `2024-03-05T09:30:00.123Z`, naming a real date and time.
    private static func isStoreTimestamp(_ text: String) -> Bool {
        let form = Array("dddd-dd-ddTdd:dd:dd.dddZ")
        let characters = Array(text)
        guard characters.count == form.count,
              zip(characters, form).allSatisfy({ $1 == "d" ? $0.isASCII && $0.isNumber : $0 == $1 }) else { return false }
        let parser = ISO8601DateFormatter()
        parser.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return parser.date(from: text) != nil
    }
}
