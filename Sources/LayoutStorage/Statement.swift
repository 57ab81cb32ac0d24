import CSQLite
import Foundation

/// A prepared SQL statement (https://sqlite.org/c3ref/stmt.html): prepared once, then bound,
/// stepped and reset as many times as needed.
///
/// The hot path is `bind(…)`, `step()`, `reset()`: binding copies the bytes of text and blobs
/// once — a short text into the statement's own slot for its parameter, which SQLite reads in
/// place (`SQLITE_STATIC`), anything else into SQLite (`SQLITE_TRANSIENT`) — and allocates
/// nothing else; stepping allocates nothing.
/// Indexes of parameters are 1-based, indexes of columns 0-based, as in SQLite.
/// Binding to a parameter that does not exist is a programming error (a precondition); a bind
/// that SQLite refuses for another reason (too big, out of memory) is thrown by the next `step()`.
public final class Statement {
    /// The SQL text the statement was prepared from.
    public let sql: String
    /// The number of parameters (`?`, `?NNN`, `:name`, `@name`, `$name`) in the SQL.
    public let parameterCount: Int
    /// The number of columns the statement returns (0 for statements that return no rows).
    public let columnCount: Int
    @usableFromInline let handle: OpaquePointer
    private var pendingBindingError: DatabaseError?
    /// The bytes short texts bound to this statement are copied into, ``textSlotSize`` per
    /// parameter, so that binding one allocates nothing (SQLite would allocate a copy of each,
    /// and free it at the next bind): made at the first such bind, freed after the statement
    /// is finalized, the only point after which SQLite no longer reads them.
    private var textSlots: UnsafeMutablePointer<UInt8>?
    /// The longest text, in UTF-8 bytes, bound from a slot.
    static let textSlotSize = 32
    /// The parameters ``execute(blobsIn:_:)`` bound without copying, NULL-ed after the run.
    /// (Touched for every blob by the binding closure, by one thread at a time and never
    /// overlapping, so without runtime exclusivity checks.)
    @exclusivity(unchecked) private var staticBlobParameters: [Int32] = []

    /// Compiles one SQL statement with https://sqlite.org/c3ref/prepare.html.
    init(connection: OpaquePointer, sql: String, persistent: Bool) throws(DatabaseError) {
        var statementHandle: OpaquePointer?
        var trailingSQLIsBlank = true
        let flags = UInt32(persistent ? SQLITE_PREPARE_PERSISTENT : 0)
        let code = sql.withCString { start in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(connection, start, -1, flags, &statementHandle, &tail)
            trailingSQLIsBlank = tail.map(Self.isBlank) ?? true
            return code
        }
        guard code == SQLITE_OK else {
            throw DatabaseError(code: code, connection: connection, sql: sql)
        }
        guard let statementHandle else {
            throw DatabaseError(extendedResultCode: SQLITE_MISUSE, message: "no SQL statement to prepare", sql: sql)
        }
        guard trailingSQLIsBlank else {
            sqlite3_finalize(statementHandle)
            throw DatabaseError(
                extendedResultCode: SQLITE_MISUSE,
                message: "more than one statement: use Database.execute(sql:) for scripts",
                sql: sql
            )
        }
        self.sql = sql
        self.handle = statementHandle
        self.parameterCount = Int(sqlite3_bind_parameter_count(statementHandle))
        self.columnCount = Int(sqlite3_column_count(statementHandle))
    }

    deinit {
        sqlite3_finalize(handle)
        textSlots?.deallocate()
    }

    /// Whether a C string holds only whitespace and semicolons (what may follow the last statement).
    private static func isBlank(_ text: UnsafePointer<CChar>) -> Bool {
        var cursor = text
        while cursor.pointee != 0 {
            switch UInt8(bitPattern: cursor.pointee) {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ";"):
                cursor += 1
            default:
                return false
            }
        }
        return true
    }

    // MARK: Columns

    /// The name of a column of the result, as SQLite reports it (the `AS` alias when given).
    public func columnName(at index: Int) -> String {
        precondition(index >= 0 && index < columnCount, "column \(index) out of range 0..<\(columnCount) in `\(sql)`")
        return String(cString: sqlite3_column_name(handle, Int32(index)))
    }

    /// The names of all columns of the result, in order.
    public var columnNames: [String] {
        (0..<columnCount).map(columnName(at:))
    }

    // MARK: Binding (https://sqlite.org/c3ref/bind_blob.html)

    /// The 1-based index of a named parameter such as `:name`; resolve once outside hot loops.
    public func parameterIndex(named name: String) -> Int {
        let index = Int(sqlite3_bind_parameter_index(handle, name))
        precondition(index > 0, "no parameter named \(name) in `\(sql)`")
        return index
    }

    // The binds of numbers and NULL are inlinable: a multi-row insert makes several per row,
    // and across the module boundary each cost a call and its checks more than SQLite's own.

    /// Binds an integer.
    @inlinable
    public func bind(_ value: Int64, at index: Int) {
        record(sqlite3_bind_int64(handle, checked(index), value))
    }

    /// Binds an integer.
    @inlinable
    public func bind(_ value: Int, at index: Int) {
        bind(Int64(value), at: index)
    }

    /// Binds a Boolean as the integer 1 or 0.
    @inlinable
    public func bind(_ value: Bool, at index: Int) {
        bind(Int64(value ? 1 : 0), at: index)
    }

    /// Binds a real. NaN binds as NULL, as SQLite does.
    @inlinable
    public func bind(_ value: Double, at index: Int) {
        record(sqlite3_bind_double(handle, checked(index), value))
    }

    /// Binds UTF-8 text; the empty string stays text, never NULL.
    public func bind(_ value: String, at index: Int) {
        let parameter = checked(index)
        var text = value
        let code = text.withUTF8 { bytes in
            // A nil base address would bind NULL; the empty literal keeps empty text text.
            guard let start = bytes.baseAddress, !bytes.isEmpty else {
                return sqlite3_bind_text(handle, parameter, "", 0, csqlite_transient())
            }
            // A running statement refuses binds (SQLITE_MISUSE) and may still read its slot.
            if bytes.count <= Self.textSlotSize, sqlite3_stmt_busy(handle) == 0 {
                let slot = textSlot(for: parameter)
                slot.update(from: start, count: bytes.count)
                return slot.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                    sqlite3_bind_text64(handle, parameter, characters, sqlite3_uint64(bytes.count), nil, UInt8(SQLITE_UTF8))
                }
            }
            return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                sqlite3_bind_text64(
                    handle, parameter, characters, sqlite3_uint64(bytes.count),
                    csqlite_transient(), UInt8(SQLITE_UTF8)
                )
            }
        }
        record(code)
    }

    /// Binds constant UTF-8 text in place (`SQLITE_STATIC`): a static string's bytes live as
    /// long as the process, so SQLite reads them where they are, with nothing copied or
    /// allocated — the path for texts many rows repeat from a closed set (a status, a name).
    public func bind(_ value: StaticString, at index: Int) {
        precondition(value.hasPointerRepresentation, "a constant text bound must be a string, not a scalar")
        let characters = UnsafeRawPointer(value.utf8Start).assumingMemoryBound(to: CChar.self)
        record(sqlite3_bind_text64(handle, checked(index), characters, sqlite3_uint64(value.utf8CodeUnitCount), nil, UInt8(SQLITE_UTF8)))
    }

    /// The slot of parameter `parameter` (1-based) for short texts (``textSlots``).
    private func textSlot(for parameter: Int32) -> UnsafeMutablePointer<UInt8> {
        let slots: UnsafeMutablePointer<UInt8>
        if let made = textSlots {
            slots = made
        } else {
            slots = .allocate(capacity: parameterCount * Self.textSlotSize)
            textSlots = slots
        }
        return slots + (Int(parameter) - 1) * Self.textSlotSize
    }

    /// Binds a blob; an empty blob stays a blob, never NULL.
    public func bind(_ value: Data, at index: Int) {
        value.withUnsafeBytes { bind(bytes: $0, at: index) }
    }

    /// Binds a blob; an empty array stays a blob, never NULL.
    public func bind(_ value: [UInt8], at index: Int) {
        value.withUnsafeBytes { bind(bytes: $0, at: index) }
    }

    /// Binds `value` as a blob without copying it (`SQLITE_STATIC`) while `body` runs (the step
    /// that reads it), then binds NULL in its place, so SQLite never keeps the pointer.
    public func withBlob<Result, Failure: Error>(
        _ value: [UInt8], at index: Int, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let parameter = checked(index)
        return try value.withUnsafeBufferPointer { bytes throws(Failure) -> Result in
            bindWithoutCopying(UnsafeRawBufferPointer(bytes), at: parameter)
            defer { sqlite3_bind_null(handle, parameter) }
            return try body()
        }
    }

    /// Binds `blob` without copying it (`SQLITE_STATIC`), runs the statement to completion and
    /// resets it, then binds NULL in its place, so SQLite never keeps the pointer: a row insert
    /// with one blob column, without a closure of the caller's.
    public func execute(blob: [UInt8], at index: Int) throws(DatabaseError) {
        let parameter = checked(index)
        try blob.withUnsafeBufferPointer { bytes throws(DatabaseError) in
            bindWithoutCopying(UnsafeRawBufferPointer(bytes), at: parameter)
            defer { sqlite3_bind_null(handle, parameter) }
            try execute()
        }
    }

    /// Binds two blobs without copying them (`SQLITE_STATIC`), runs the statement to completion
    /// and resets it, then binds NULL in their places, so SQLite never keeps the pointers: a
    /// row insert with two blob columns, without closures of the caller's.
    public func execute(blob first: [UInt8], at firstIndex: Int, blob second: [UInt8], at secondIndex: Int) throws(DatabaseError) {
        let firstParameter = checked(firstIndex)
        let secondParameter = checked(secondIndex)
        try first.withUnsafeBufferPointer { firstBytes throws(DatabaseError) in
            try second.withUnsafeBufferPointer { secondBytes throws(DatabaseError) in
                bindWithoutCopying(UnsafeRawBufferPointer(firstBytes), at: firstParameter)
                bindWithoutCopying(UnsafeRawBufferPointer(secondBytes), at: secondParameter)
                defer {
                    sqlite3_bind_null(handle, firstParameter)
                    sqlite3_bind_null(handle, secondParameter)
                }
                try execute()
            }
        }
    }

    /// Binds slices of `bytes` as blobs without copying them (`SQLITE_STATIC`) — `bind` calls
    /// the function it is given with a slice's range and a parameter's index, as often as it
    /// needs, and binds the other parameters itself — then runs the statement to completion and
    /// resets it, and binds NULL in the blobs' places, so SQLite never keeps a pointer: a
    /// multi-row insert whose rows' blobs were gathered in one buffer.
    public func execute(
        blobsIn bytes: [UInt8], _ bind: (_ bindBlob: (_ range: Range<Int>, _ index: Int) -> Void) -> Void
    ) throws(DatabaseError) {
        try bytes.withUnsafeBufferPointer { typed throws(DatabaseError) in
            let buffer = UnsafeRawBufferPointer(typed)
            staticBlobParameters.removeAll(keepingCapacity: true)
            bind { range, index in
                let parameter = checked(index)
                precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "blob \(range) outside 0..<\(buffer.count)")
                bindWithoutCopying(buffer.baseAddress.map { $0 + range.lowerBound }, count: range.count, at: parameter)
                staticBlobParameters.append(parameter)
            }
            defer {
                for parameter in staticBlobParameters { sqlite3_bind_null(handle, parameter) }
            }
            try execute()
        }
    }

    /// Binds bytes that stay valid until the step that reads them (`SQLITE_STATIC`); an empty
    /// buffer binds an empty blob, never NULL.
    private func bindWithoutCopying(_ bytes: UnsafeRawBufferPointer, at parameter: Int32) {
        bindWithoutCopying(bytes.baseAddress, count: bytes.count, at: parameter)
    }

    /// Binds the `count` bytes at `start` as ``bindWithoutCopying(_:at:)`` does.
    private func bindWithoutCopying(_ start: UnsafeRawPointer?, count: Int, at parameter: Int32) {
        if let start, count > 0 {
            record(sqlite3_bind_blob64(handle, parameter, start, sqlite3_uint64(count), nil))
        } else {
            record(sqlite3_bind_zeroblob(handle, parameter, 0))
        }
    }

    /// Binds NULL.
    @inlinable
    public func bindNull(at index: Int) {
        record(sqlite3_bind_null(handle, checked(index)))
    }

    /// Binds an integer, or NULL for nil.
    @inlinable
    public func bind(_ value: Int?, at index: Int) {
        if let value { bind(value, at: index) } else { bindNull(at: index) }
    }

    /// Binds UTF-8 text, or NULL for nil.
    @inlinable
    public func bind(_ value: String?, at index: Int) {
        if let value { bind(value, at: index) } else { bindNull(at: index) }
    }

    /// Binds any database value.
    public func bind(_ value: DatabaseValue, at index: Int) {
        switch value {
        case .null: bindNull(at: index)
        case .integer(let integer): bind(integer, at: index)
        case .real(let real): bind(real, at: index)
        case .text(let text): bind(text, at: index)
        case .blob(let blob): bind(blob, at: index)
        }
    }

    /// Binds any convertible value (including optionals, whose `nil` binds NULL).
    public func bind(_ value: some DatabaseValueConvertible, at index: Int) {
        bind(value.databaseValue, at: index)
    }

    /// Binds any convertible value to a named parameter such as `:name`.
    public func bind(_ value: some DatabaseValueConvertible, named name: String) {
        bind(value.databaseValue, at: parameterIndex(named: name))
    }

    /// Binds values to the parameters 1, 2, 3, …; the count must match the SQL.
    public func bind(_ arguments: [DatabaseValue]) {
        precondition(arguments.count == parameterCount, "\(arguments.count) arguments for \(parameterCount) parameters in `\(sql)`")
        for (offset, value) in arguments.enumerated() {
            bind(value, at: offset + 1)
        }
    }

    /// Binds values to named parameters; keys include their prefix (`":name"`).
    public func bind(_ arguments: [String: DatabaseValue]) {
        for (name, value) in arguments {
            bind(value, at: parameterIndex(named: name))
        }
    }

    /// Sets every parameter back to NULL (https://sqlite.org/c3ref/clear_bindings.html).
    public func clearBindings() {
        sqlite3_clear_bindings(handle)
        pendingBindingError = nil
    }

    private func bind(bytes: UnsafeRawBufferPointer, at index: Int) {
        let parameter = checked(index)
        guard let start = bytes.baseAddress, !bytes.isEmpty else {
            record(sqlite3_bind_zeroblob(handle, parameter, 0))
            return
        }
        record(sqlite3_bind_blob64(handle, parameter, start, sqlite3_uint64(bytes.count), csqlite_transient()))
    }

    @inlinable
    func checked(_ index: Int) -> Int32 {
        precondition(index >= 1 && index <= parameterCount, "parameter \(index) out of range 1...\(parameterCount) in `\(sql)`")
        return Int32(index)
    }

    /// Keeps the first failed bind's error for the next ``step()``.
    @inlinable
    func record(_ code: Int32) {
        if code != SQLITE_OK { recordFailure(code) }
    }

    @usableFromInline
    func recordFailure(_ code: Int32) {
        if pendingBindingError == nil {
            pendingBindingError = DatabaseError(code: code, connection: sqlite3_db_handle(handle), sql: sql)
        }
    }

    // MARK: Running (https://sqlite.org/c3ref/step.html)

    /// Runs the statement to its next row: `true` when a row is ready to read, `false` when done.
    ///
    /// On an error the statement is reset, so it can be bound and stepped again.
    public func step() throws(DatabaseError) -> Bool {
        if let error = pendingBindingError {
            pendingBindingError = nil
            throw error
        }
        switch sqlite3_step(handle) {
        case SQLITE_ROW:
            return true
        case SQLITE_DONE:
            return false
        case let code:
            let error = DatabaseError(code: code, connection: sqlite3_db_handle(handle), sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Rewinds the statement so it can run again; bindings are kept
    /// (https://sqlite.org/c3ref/reset.html).
    public func reset() {
        sqlite3_reset(handle)
    }

    /// Binds the arguments when given, runs the statement to completion, and resets it.
    public func execute(_ arguments: [DatabaseValue]? = nil) throws(DatabaseError) {
        if let arguments { bind(arguments) }
        defer { reset() }
        while try step() {}
    }

    /// Binds the arguments when given, and calls `body` with the statement on each row; an
    /// error `body` throws (a row a record cannot be read from) stops the loop and is rethrown.
    public func forEachRow(_ arguments: [DatabaseValue]? = nil, _ body: (Statement) throws(DatabaseError) -> Void) throws(DatabaseError) {
        if let arguments { bind(arguments) }
        defer { reset() }
        while try step() {
            try body(self)
        }
    }

    /// Binds the arguments when given, and reads every row.
    public func fetchAll(_ arguments: [DatabaseValue]? = nil) throws(DatabaseError) -> [Row] {
        let names = columnNames
        var rows: [Row] = []
        try forEachRow(arguments) { statement in
            rows.append(Row(columnNames: names, values: statement.values()))
        }
        return rows
    }

    /// Binds the arguments when given, and reads the first row, if any.
    public func fetchOne(_ arguments: [DatabaseValue]? = nil) throws(DatabaseError) -> Row? {
        if let arguments { bind(arguments) }
        defer { reset() }
        guard try step() else { return nil }
        return Row(columnNames: columnNames, values: values())
    }

    // MARK: Reading columns (https://sqlite.org/c3ref/column_blob.html)

    /// Whether a column of the current row is NULL.
    public func isNull(at index: Int) -> Bool {
        sqlite3_column_type(handle, column(index)) == SQLITE_NULL
    }

    /// A column as an integer, with SQLite's conversions (NULL reads as 0).
    public func int64(at index: Int) -> Int64 {
        sqlite3_column_int64(handle, column(index))
    }

    /// A column as an integer, with SQLite's conversions (NULL reads as 0).
    public func int(at index: Int) -> Int {
        Int(int64(at: index))
    }

    /// A column as a real, with SQLite's conversions (NULL reads as 0).
    public func double(at index: Int) -> Double {
        sqlite3_column_double(handle, column(index))
    }

    /// A column as UTF-8 text, or `nil` when it is NULL; numbers read as their text.
    public func string(at index: Int) -> String? {
        let column = column(index)
        guard sqlite3_column_type(handle, column) != SQLITE_NULL else { return nil }
        let start = sqlite3_column_text(handle, column)
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    /// A column as bytes, or `nil` when it is NULL; text reads as its UTF-8 bytes.
    public func data(at index: Int) -> Data? {
        let column = column(index)
        guard sqlite3_column_type(handle, column) != SQLITE_NULL else { return nil }
        guard let start = sqlite3_column_blob(handle, column) else { return Data() }
        return Data(bytes: start, count: Int(sqlite3_column_bytes(handle, column)))
    }

    /// A column as a byte array, or `nil` when it is NULL; text reads as its UTF-8 bytes.
    /// Copies the bytes once, straight from SQLite into the array.
    public func bytes(at index: Int) -> [UInt8]? {
        let column = column(index)
        guard sqlite3_column_type(handle, column) != SQLITE_NULL else { return nil }
        guard let start = sqlite3_column_blob(handle, column) else { return [] }
        let count = Int(sqlite3_column_bytes(handle, column))
        return [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    }

    /// `body` of a column's bytes read in place, without a copy (valid only while `body` runs);
    /// text reads as its UTF-8 bytes. NULL (a damaged row) throws as ``requiredBytes(at:)`` does.
    public func withRequiredBytes<Result>(
        at index: Int, _ body: (UnsafeRawBufferPointer) throws(DatabaseError) -> Result
    ) throws(DatabaseError) -> Result {
        let column = column(index)
        guard sqlite3_column_type(handle, column) != SQLITE_NULL else { throw nullMismatch(at: index, as: [UInt8].self) }
        // The count is asked for after the pointer, as SQLite's documentation advises.
        let start = sqlite3_column_blob(handle, column)
        return try body(UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : Int(sqlite3_column_bytes(handle, column))))
    }

    // MARK: Reading columns a record requires

    /// A column that must hold a value, as an integer: NULL (a damaged row) throws a type
    /// mismatch naming the column instead of reading as 0.
    public func requiredInt64(at index: Int) throws(DatabaseError) -> Int64 {
        try requireValue(at: index, as: Int64.self)
        return int64(at: index)
    }

    /// A column that must hold a value, as an integer; NULL throws.
    public func requiredInt(at index: Int) throws(DatabaseError) -> Int {
        Int(try requiredInt64(at: index))
    }

    /// A column that must hold a value, as a real; NULL throws.
    public func requiredDouble(at index: Int) throws(DatabaseError) -> Double {
        try requireValue(at: index, as: Double.self)
        return double(at: index)
    }

    /// A column that must hold a value, as text; NULL throws instead of reading as "".
    public func requiredString(at index: Int) throws(DatabaseError) -> String {
        guard let text = string(at: index) else { throw nullMismatch(at: index, as: String.self) }
        return text
    }

    /// A column that must hold a value, as bytes; NULL throws instead of reading as no bytes.
    public func requiredBytes(at index: Int) throws(DatabaseError) -> [UInt8] {
        guard let bytes = bytes(at: index) else { throw nullMismatch(at: index, as: [UInt8].self) }
        return bytes
    }

    /// A column that may be NULL, as an integer or nil.
    public func optionalInt64(at index: Int) -> Int64? {
        isNull(at: index) ? nil : int64(at: index)
    }

    /// A column that may be NULL, as an integer or nil.
    public func optionalInt(at index: Int) -> Int? {
        optionalInt64(at: index).map(Int.init)
    }

    /// A column that may be NULL, as a real or nil.
    public func optionalDouble(at index: Int) -> Double? {
        isNull(at: index) ? nil : double(at: index)
    }

    private func requireValue(at index: Int, as type: Any.Type) throws(DatabaseError) {
        if isNull(at: index) { throw nullMismatch(at: index, as: type) }
    }

    private func nullMismatch(at index: Int, as type: Any.Type) -> DatabaseError {
        DatabaseError.mismatch(.null, as: type, column: "\(index) (\(columnName(at: index)))", sql: sql)
    }

    /// A column as the value SQLite stored, without conversion.
    public func value(at index: Int) -> DatabaseValue {
        switch sqlite3_column_type(handle, column(index)) {
        case SQLITE_INTEGER: .integer(int64(at: index))
        case SQLITE_FLOAT: .real(double(at: index))
        case SQLITE_TEXT: string(at: index).map(DatabaseValue.text) ?? .null
        case SQLITE_BLOB: data(at: index).map(DatabaseValue.blob) ?? .null
        default: .null
        }
    }

    /// Every column of the current row.
    public func values() -> [DatabaseValue] {
        (0..<columnCount).map(value(at:))
    }

    /// A column converted strictly to `Value`; throws a type-mismatch error naming the column.
    public func decode<Value: DatabaseValueConvertible>(_ type: Value.Type = Value.self, at index: Int) throws(DatabaseError) -> Value {
        let stored = value(at: index)
        guard let value = Value(databaseValue: stored) else {
            throw DatabaseError.mismatch(stored, as: Value.self, column: "\(index) (\(columnName(at: index)))", sql: sql)
        }
        return value
    }

    private func column(_ index: Int) -> Int32 {
        precondition(index >= 0 && index < columnCount, "column \(index) out of range 0..<\(columnCount) in `\(sql)`")
        return Int32(index)
    }
}

@available(*, unavailable, message: "A statement belongs to one connection and its owner")
extension Statement: Sendable {}
