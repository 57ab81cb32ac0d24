/// One file of an HTML report: its name (next to the index) and its HTML.
public struct ReportPage: Hashable, Sendable {
    public var fileName: String
    public var html: String

    public init(fileName: String, html: String) {
        self.fileName = fileName
        self.html = html
    }
}
