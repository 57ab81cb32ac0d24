import CSQLite
import Foundation

/// The virtual-table module behind every ``TableFunction``: eponymous only, read only.
///
/// The vtab and cursor structures SQLite sees are its own base structures followed by one
/// pointer: the retained function and connection (vtab) or the retained rows (cursor).
enum TableFunctionModule {
    /// What a vtab keeps: the function and the connection it was declared on.
    final class Context {
        let function: TableFunction
        let connection: OpaquePointer

        init(function: TableFunction, connection: OpaquePointer) {
            self.function = function
            self.connection = connection
        }
    }

    /// One call's rows and the cursor's position in them.
    final class Rows {
        let rows: [[DatabaseValue]]
        var index = 0

        init(_ rows: [[DatabaseValue]]) {
            self.rows = rows
        }
    }

    /// Registers `function` on `connection`; an SQLite result code.
    static func register(_ function: TableFunction, on connection: OpaquePointer) -> Int32 {
        let box = Unmanaged.passRetained(FunctionBox(function)).toOpaque()
        return sqlite3_create_module_v2(connection, function.name, module, box) { box in
            if let box { Unmanaged<FunctionBox>.fromOpaque(box).release() }
        }
    }

    /// The function as the module's client data.
    final class FunctionBox {
        let function: TableFunction
        init(_ function: TableFunction) { self.function = function }
    }

    /// The module, allocated once and never freed (SQLite keeps a pointer to it).
    nonisolated(unsafe) static let module: UnsafeMutablePointer<sqlite3_module> = {
        let module = UnsafeMutablePointer<sqlite3_module>.allocate(capacity: 1)
        module.initialize(to: sqlite3_module())
        module.pointee.xConnect = { connection, box, _, _, vtabOut, _ in
            guard let connection, let box, let vtabOut else { return SQLITE_MISUSE }
            let function = Unmanaged<FunctionBox>.fromOpaque(box).takeUnretainedValue().function
            let code = sqlite3_declare_vtab(connection, function.tableDeclaration)
            guard code == SQLITE_OK else { return code }
            let vtab = allocate(sqlite3_vtab.self)
            setExtra(Context(function: function, connection: connection), of: vtab, after: sqlite3_vtab.self)
            vtabOut.pointee = vtab
            return SQLITE_OK
        }
        module.pointee.xBestIndex = { vtab, info in
            guard let vtab, let info else { return SQLITE_MISUSE }
            return bestIndex(vtab, info)
        }
        module.pointee.xDisconnect = { vtab in
            if let vtab {
                sqlite3_free(vtab.pointee.zErrMsg)
                setExtra(Context?.none, of: vtab, after: sqlite3_vtab.self)
                UnsafeMutableRawPointer(vtab).deallocate()
            }
            return SQLITE_OK
        }
        module.pointee.xOpen = { _, cursorOut in
            cursorOut?.pointee = allocate(sqlite3_vtab_cursor.self)
            return SQLITE_OK
        }
        module.pointee.xClose = { cursor in
            if let cursor {
                setExtra(Rows?.none, of: cursor, after: sqlite3_vtab_cursor.self)
                UnsafeMutableRawPointer(cursor).deallocate()
            }
            return SQLITE_OK
        }
        module.pointee.xFilter = { cursor, _, _, argumentCount, arguments in
            guard let cursor else { return SQLITE_MISUSE }
            return filter(cursor, (0..<Int(argumentCount)).map { value(arguments?[$0]) })
        }
        module.pointee.xNext = { cursor in
            rows(of: cursor)?.index += 1
            return SQLITE_OK
        }
        module.pointee.xEof = { cursor in
            guard let rows = rows(of: cursor) else { return 1 }
            return rows.index >= rows.rows.count ? 1 : 0
        }
        module.pointee.xColumn = { cursor, context, column in
            guard let rows = rows(of: cursor), rows.index < rows.rows.count, rows.rows[rows.index].indices.contains(Int(column)) else {
                sqlite3_result_null(context)
                return SQLITE_OK
            }
            switch rows.rows[rows.index][Int(column)] {
            case .null: sqlite3_result_null(context)
            case .integer(let value): sqlite3_result_int64(context, value)
            case .real(let value): sqlite3_result_double(context, value)
            case .text(let value): sqlite3_result_text(context, value, -1, csqlite_transient())
            case .blob(let bytes):
                bytes.withUnsafeBytes { sqlite3_result_blob(context, $0.baseAddress, Int32($0.count), csqlite_transient()) }
            }
            return SQLITE_OK
        }
        module.pointee.xRowid = { cursor, rowid in
            rowid?.pointee = Int64(rows(of: cursor)?.index ?? 0)
            return SQLITE_OK
        }
        return module
    }()

    // MARK: Planning

    /// Uses the equality constraints on the hidden argument columns; without all of them
    /// there is no plan (SQLITE_CONSTRAINT when they exist but are not usable yet, so SQLite
    /// tries another join order; an error naming the function's signature when absent).
    private static func bestIndex(_ vtab: UnsafeMutablePointer<sqlite3_vtab>, _ info: UnsafeMutablePointer<sqlite3_index_info>) -> Int32 {
        guard let function = extra(Context.self, of: vtab, after: sqlite3_vtab.self)?.function else { return SQLITE_MISUSE }
        let firstArgument = Int32(function.columns.count)
        var found: [Int32: Int] = [:]
        var unusable = false
        for index in 0..<Int(info.pointee.nConstraint) {
            let constraint = info.pointee.aConstraint[index]
            guard constraint.iColumn >= firstArgument, constraint.op == SQLITE_INDEX_CONSTRAINT_EQ else { continue }
            if constraint.usable == 0 { unusable = true; continue }
            found[constraint.iColumn - firstArgument] = index
        }
        let positions = function.arguments.indices.compactMap { found[Int32($0)] }
        guard positions.count == function.arguments.count else {
            if unusable { return SQLITE_CONSTRAINT }
            setError("\(function.signature): give \(function.arguments.count == 1 ? "its argument" : "all \(function.arguments.count) arguments")", on: vtab)
            return SQLITE_ERROR
        }
        for (argument, constraint) in positions.enumerated() {
            let usage = info.pointee.aConstraintUsage + constraint
            usage.pointee.argvIndex = Int32(argument + 1)
            usage.pointee.omit = 1
        }
        info.pointee.estimatedCost = 10
        info.pointee.estimatedRows = 25
        return SQLITE_OK
    }

    // MARK: Running

    /// Makes the cursor's rows from the call's arguments.
    private static func filter(_ cursor: UnsafeMutablePointer<sqlite3_vtab_cursor>, _ arguments: [DatabaseValue]) -> Int32 {
        setExtra(Rows?.none, of: cursor, after: sqlite3_vtab_cursor.self)
        guard let vtab = cursor.pointee.pVtab, let context = extra(Context.self, of: vtab, after: sqlite3_vtab.self) else {
            return SQLITE_MISUSE
        }
        do throws(TableFunctionError) {
            let rows = try context.function.rows(arguments, TableFunctionConnection(handle: context.connection))
            setExtra(Rows(rows), of: cursor, after: sqlite3_vtab_cursor.self)
            return SQLITE_OK
        } catch {
            setError(error.message, on: vtab)
            return SQLITE_ERROR
        }
    }

    /// An argument's value.
    private static func value(_ value: OpaquePointer?) -> DatabaseValue {
        guard let value else { return .null }
        switch sqlite3_value_type(value) {
        case SQLITE_INTEGER: return .integer(sqlite3_value_int64(value))
        case SQLITE_FLOAT: return .real(sqlite3_value_double(value))
        case SQLITE_TEXT: return .text(String(cString: sqlite3_value_text(value)))
        case SQLITE_BLOB:
            let count = Int(sqlite3_value_bytes(value))
            return .blob(count == 0 ? Data() : Data(bytes: sqlite3_value_blob(value), count: count))
        default: return .null
        }
    }

    // MARK: Memory

    /// Zeroed memory for an SQLite base structure followed by one pointer.
    private static func allocate<Base>(_: Base.Type) -> UnsafeMutablePointer<Base> {
        let size = MemoryLayout<Base>.stride + MemoryLayout<UnsafeRawPointer?>.stride
        let raw = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<UnsafeRawPointer>.alignment)
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        return raw.assumingMemoryBound(to: Base.self)
    }

    /// The object retained after the base structure at `pointer`, if any.
    private static func extra<Object: AnyObject, Base>(_: Object.Type, of pointer: UnsafeMutablePointer<Base>?, after _: Base.Type) -> Object? {
        guard let pointer,
              let stored = UnsafeMutableRawPointer(pointer).load(fromByteOffset: MemoryLayout<Base>.stride, as: UnsafeRawPointer?.self)
        else { return nil }
        return Unmanaged<Object>.fromOpaque(stored).takeUnretainedValue()
    }

    /// Replaces the object retained after the base structure, releasing the previous one.
    private static func setExtra<Object: AnyObject, Base>(_ object: Object?, of pointer: UnsafeMutablePointer<Base>, after _: Base.Type) {
        let raw = UnsafeMutableRawPointer(pointer)
        let offset = MemoryLayout<Base>.stride
        if let old = raw.load(fromByteOffset: offset, as: UnsafeRawPointer?.self) {
            Unmanaged<AnyObject>.fromOpaque(old).release()
        }
        raw.storeBytes(of: object.map { UnsafeRawPointer(Unmanaged.passRetained($0).toOpaque()) }, toByteOffset: offset, as: UnsafeRawPointer?.self)
    }

    private static func rows(of cursor: UnsafeMutablePointer<sqlite3_vtab_cursor>?) -> Rows? {
        extra(Rows.self, of: cursor, after: sqlite3_vtab_cursor.self)
    }

    /// Sets the message SQLite reports for the statement (memory from sqlite3_malloc, as SQLite frees it).
    private static func setError(_ message: String, on vtab: UnsafeMutablePointer<sqlite3_vtab>) {
        sqlite3_free(vtab.pointee.zErrMsg)
        let bytes = Array(message.utf8) + [0]
        guard let memory = sqlite3_malloc(Int32(bytes.count)) else { vtab.pointee.zErrMsg = nil; return }
        memory.copyMemory(from: bytes, byteCount: bytes.count)
        vtab.pointee.zErrMsg = memory.assumingMemoryBound(to: CChar.self)
    }
}
