import LayoutStorage

/// The arguments of one statement in the form `PQexecPrepared` and `PQsendQueryPrepared` take:
/// each value's binary bytes in one buffer, with the type OIDs, lengths and formats beside.
struct ParameterBuffer {
    /// The type OID of each argument (0 for NULL: the server infers it).
    let types: [UInt32]
    private let storage: [UInt8]
    private let offsets: [Int?]
    private let lengths: [Int32]
    private let formats: [Int32]

    init(_ arguments: [DatabaseValue]) {
        let parameters = arguments.map(PostgresType.parameter)
        types = parameters.map(\.oid)
        var storage: [UInt8] = []
        var offsets: [Int?] = []
        for parameter in parameters {
            offsets.append(parameter.bytes.map { bytes in
                defer { storage += bytes }
                return storage.count
            })
        }
        storage.append(0) // never empty, so an empty text or bytea still has an address
        self.storage = storage
        self.offsets = offsets
        lengths = parameters.map { Int32($0.bytes?.count ?? 0) }
        formats = [Int32](repeating: 1, count: parameters.count) // all binary
    }

    /// Calls `body` with the count, the value pointers (nil for NULL), the lengths and the formats.
    func withArguments<Result>(
        _ body: (Int32, [UnsafePointer<CChar>?], [Int32], [Int32]) -> Result
    ) -> Result {
        storage.withUnsafeBytes { buffer in
            let base = buffer.baseAddress!.assumingMemoryBound(to: CChar.self)
            let pointers = offsets.map { offset in offset.map { UnsafePointer(base + $0) } }
            return body(Int32(types.count), pointers, lengths, formats)
        }
    }
}
