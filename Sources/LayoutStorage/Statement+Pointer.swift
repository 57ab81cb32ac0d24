import CSQLite

extension Statement {
    /// Binds `pointer` to parameter `index` as an SQLite pointer of type `type`
    /// (https://sqlite.org/bindptr.html: only a function or virtual table asking for that type
    /// sees it; to SQL it is NULL), runs the statement to completion and resets it, then binds
    /// NULL in its place, so SQLite never keeps the pointer. The memory `pointer` reaches must
    /// stay valid and unchanged while this runs; `type` must outlive the statement (a C
    /// string constant).
    public func execute(pointer: UnsafeMutableRawPointer, type: UnsafePointer<CChar>, at index: Int) throws(DatabaseError) {
        let parameter = checked(index)
        record(sqlite3_bind_pointer(handle, parameter, pointer, type, nil))
        defer { sqlite3_bind_null(handle, parameter) }
        try execute()
    }
}
