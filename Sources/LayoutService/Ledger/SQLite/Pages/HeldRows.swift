/// The rows of one table a batch page has not written yet, and their blobs gathered end to
/// end in one buffer, which the insert binds in place (``Statement/execute(blobsIn:_:)``): a
/// held row costs a copy of its blobs and no allocation of its own.
struct HeldRows<Row: HeldRow> {
    private(set) var rows: [Row] = []
    /// Every held row's blobs, end to end; a row names its own by range (appended to only).
    var bytes: [UInt8] = []

    var count: Int { rows.count }
    var isEmpty: Bool { rows.isEmpty }

    /// Adds `blob` to the buffer; the range is what the row holding it names.
    mutating func blob(_ blob: [UInt8]) -> Range<Int> {
        let start = bytes.count
        // From its buffer: appending the array itself retains and releases it.
        blob.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
        return start..<bytes.count
    }

    /// Adds the bytes `write` writes (at most `maximumCount`) to the buffer, without an array
    /// of their own; the range is what the row holding them names.
    mutating func blob(maximumCount: Int, _ write: (inout ByteWriter) -> Void) -> Range<Int> {
        let start = bytes.count
        ByteWriter.withBytes(maximumCount: maximumCount, write) { bytes.append(contentsOf: $0) }
        return start..<bytes.count
    }

    mutating func append(_ row: Row) {
        rows.append(row)
    }

    /// Forgets every row (written, or abandoned with their transaction).
    mutating func removeAll() {
        rows.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }
}
