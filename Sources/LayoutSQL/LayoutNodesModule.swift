import CSQLite
import LayoutService

/// The `layout_nodes(engine_id, tree_id, proposal_id)` table-valued function as an SQLite
/// virtual-table module (https://sqlite.org/vtab.html): eponymous only, read only, one row per
/// node of the stored result with that key (none when there is no such result).
///
/// The vtab and cursor structures SQLite sees are its own base structures followed by one
/// pointer: the connection (vtab) or the retained `LayoutNodeRows` (cursor).
enum LayoutNodesModule {
    /// The function's name in SQL.
    static let name = "layout_nodes"

    /// The module, allocated once and never freed (SQLite keeps a pointer to it).
    nonisolated(unsafe) static let module: UnsafeMutablePointer<sqlite3_module> = {
        let module = UnsafeMutablePointer<sqlite3_module>.allocate(capacity: 1)
        module.initialize(to: sqlite3_module())
        module.pointee.xConnect = { connection, _, _, _, vtabOut, _ in
            guard let connection, let vtabOut else { return SQLITE_MISUSE }
            let code = sqlite3_declare_vtab(connection, LayoutNodesColumn.tableDeclaration)
            guard code == SQLITE_OK else { return code }
            vtabOut.pointee = allocateVtab(connection: connection)
            return SQLITE_OK
        }
        module.pointee.xBestIndex = { vtab, info in
            guard let vtab, let info else { return SQLITE_MISUSE }
            return bestIndex(vtab, info)
        }
        module.pointee.xDisconnect = { vtab in
            if let vtab {
                sqlite3_free(vtab.pointee.zErrMsg)
                UnsafeMutableRawPointer(vtab).deallocate()
            }
            return SQLITE_OK
        }
        module.pointee.xOpen = { _, cursorOut in
            guard let cursorOut else { return SQLITE_MISUSE }
            let raw = UnsafeMutableRawPointer.allocate(byteCount: cursorSize, alignment: MemoryLayout<UnsafeRawPointer>.alignment)
            raw.initializeMemory(as: UInt8.self, repeating: 0, count: cursorSize)
            cursorOut.pointee = raw.assumingMemoryBound(to: sqlite3_vtab_cursor.self)
            return SQLITE_OK
        }
        module.pointee.xClose = { cursor in
            if let cursor {
                setRows(nil, of: cursor)
                UnsafeMutableRawPointer(cursor).deallocate()
            }
            return SQLITE_OK
        }
        module.pointee.xFilter = { cursor, _, _, argumentCount, arguments in
            guard let cursor else { return SQLITE_MISUSE }
            return filter(cursor, Array(UnsafeBufferPointer(start: arguments, count: Int(argumentCount))))
        }
        module.pointee.xNext = { cursor in
            rows(of: cursor)?.index += 1
            return SQLITE_OK
        }
        module.pointee.xEof = { cursor in
            (rows(of: cursor)?.isAtEnd ?? true) ? 1 : 0
        }
        module.pointee.xColumn = { cursor, context, column in
            guard let rows = rows(of: cursor), !rows.isAtEnd, let column = LayoutNodesColumn(rawValue: column) else {
                sqlite3_result_null(context)
                return SQLITE_OK
            }
            switch rows.value(column) {
            case .null: sqlite3_result_null(context)
            case .integer(let value): sqlite3_result_int64(context, value)
            case .real(let value): sqlite3_result_double(context, value)
            case .text(let value): sqlite3_result_text(context, value, -1, csqlite_transient())
            }
            return SQLITE_OK
        }
        module.pointee.xRowid = { cursor, rowid in
            rowid?.pointee = Int64(rows(of: cursor)?.index ?? 0)
            return SQLITE_OK
        }
        return module
    }()

    /// Registers the module on `connection`; an SQLite result code.
    static func register(on connection: OpaquePointer) -> Int32 {
        sqlite3_create_module_v2(connection, name, module, nil, nil)
    }

    // MARK: Planning

    /// Uses the equality constraints on the hidden argument columns; without both arguments
    /// there is no plan (SQLITE_CONSTRAINT when they exist but are not usable yet, so SQLite
    /// tries another join order; an error naming the function's signature when absent).
    private static func bestIndex(_ vtab: UnsafeMutablePointer<sqlite3_vtab>, _ info: UnsafeMutablePointer<sqlite3_index_info>) -> Int32 {
        var found: [LayoutNodesColumn: Int] = [:]
        var unusable = false
        for index in 0..<Int(info.pointee.nConstraint) {
            let constraint = info.pointee.aConstraint[index]
            guard let column = LayoutNodesColumn(rawValue: constraint.iColumn), LayoutNodesColumn.arguments.contains(column) else { continue }
            guard constraint.op == SQLITE_INDEX_CONSTRAINT_EQ else { continue }
            if constraint.usable == 0 { unusable = true; continue }
            found[column] = index
        }
        let positions = LayoutNodesColumn.arguments.compactMap { found[$0] }
        guard positions.count == LayoutNodesColumn.arguments.count else {
            if unusable { return SQLITE_CONSTRAINT }
            setError(LayoutNodesError.arguments("give all three arguments, as in layout_nodes(results.engine_id, results.tree_id, results.proposal_id)").message, on: vtab)
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

    /// Decodes the result the arguments name into the cursor's rows.
    private static func filter(_ cursor: UnsafeMutablePointer<sqlite3_vtab_cursor>, _ arguments: [OpaquePointer?]) -> Int32 {
        setRows(nil, of: cursor)
        guard let vtab = cursor.pointee.pVtab else { return SQLITE_MISUSE }
        do throws(LayoutNodesError) {
            guard arguments.count == LayoutNodesColumn.arguments.count else { throw .arguments("expected \(LayoutNodesColumn.arguments.count) arguments") }
            var key: [Int64] = []
            for (argument, column) in zip(arguments, LayoutNodesColumn.arguments) {
                guard let argument, sqlite3_value_type(argument) != SQLITE_NULL else {
                    setRows(LayoutNodeRows(nodes: []), of: cursor)
                    return SQLITE_OK
                }
                guard sqlite3_value_type(argument) == SQLITE_INTEGER else { throw .arguments("\(column.name) must be an integer") }
                key.append(sqlite3_value_int64(argument))
            }
            let rows = try LayoutNodeRows.read(ResultKey(engineID: key[0], treeID: key[1], proposalID: key[2]), connection: connection(of: vtab))
            setRows(rows, of: cursor)
            return SQLITE_OK
        } catch {
            setError(error.message, on: vtab)
            return SQLITE_ERROR
        }
    }

    // MARK: Memory

    private static let vtabSize = MemoryLayout<sqlite3_vtab>.stride + MemoryLayout<OpaquePointer>.stride
    private static let cursorSize = MemoryLayout<sqlite3_vtab_cursor>.stride + MemoryLayout<UnsafeRawPointer?>.stride

    private static func allocateVtab(connection: OpaquePointer) -> UnsafeMutablePointer<sqlite3_vtab> {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: vtabSize, alignment: MemoryLayout<UnsafeRawPointer>.alignment)
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: vtabSize)
        raw.storeBytes(of: connection, toByteOffset: MemoryLayout<sqlite3_vtab>.stride, as: OpaquePointer.self)
        return raw.assumingMemoryBound(to: sqlite3_vtab.self)
    }

    private static func connection(of vtab: UnsafeMutablePointer<sqlite3_vtab>) -> OpaquePointer {
        UnsafeMutableRawPointer(vtab).load(fromByteOffset: MemoryLayout<sqlite3_vtab>.stride, as: OpaquePointer.self)
    }

    private static func rows(of cursor: UnsafeMutablePointer<sqlite3_vtab_cursor>?) -> LayoutNodeRows? {
        guard let cursor,
              let pointer = UnsafeMutableRawPointer(cursor).load(fromByteOffset: MemoryLayout<sqlite3_vtab_cursor>.stride, as: UnsafeRawPointer?.self)
        else { return nil }
        return Unmanaged<LayoutNodeRows>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Replaces the cursor's rows, releasing the previous ones.
    private static func setRows(_ rows: LayoutNodeRows?, of cursor: UnsafeMutablePointer<sqlite3_vtab_cursor>) {
        let raw = UnsafeMutableRawPointer(cursor)
        let offset = MemoryLayout<sqlite3_vtab_cursor>.stride
        if let old = raw.load(fromByteOffset: offset, as: UnsafeRawPointer?.self) {
            Unmanaged<LayoutNodeRows>.fromOpaque(old).release()
        }
        let new = rows.map { UnsafeRawPointer(Unmanaged.passRetained($0).toOpaque()) }
        raw.storeBytes(of: new, toByteOffset: offset, as: UnsafeRawPointer?.self)
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
