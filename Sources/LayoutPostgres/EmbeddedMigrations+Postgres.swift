import LayoutStorage

/// PostgreSQL's migrations are ``LayoutStorage/Migration`` values like SQLite's (version, name,
/// SQL, checksum); the name lets the build plugin's generated `EmbeddedMigrations` of
/// `migrations/postgresql/` compile in this target unchanged.
public typealias Migration = LayoutStorage.Migration
