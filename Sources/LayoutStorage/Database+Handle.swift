extension Database {
    /// The raw SQLite connection, for registering functions and virtual-table modules written
    /// against SQLite's C API (LayoutSQL's `layout_nodes`). Valid until ``close()``; not to be
    /// closed or kept by the caller.
    public var sqliteHandle: OpaquePointer { handle }
}
