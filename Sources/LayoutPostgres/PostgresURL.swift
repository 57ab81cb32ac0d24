import Foundation

/// A connection URL of a PostgreSQL database, `postgresql://user:password@host:port/database?…`
/// (https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-URIS).
///
/// Its ``description`` is the URL with the password masked: the only form that is ever printed.
/// A Unix socket is a `host` parameter naming its directory:
/// `postgresql://layoutstore@/store?host=/run/postgresql`.
public struct PostgresURL: Hashable, Sendable, CustomStringConvertible {
    /// The URL as given, password included: for libpq only, never for messages.
    let connectionString: String
    /// The URL with the password (userinfo or `password=` parameter) replaced by `****`.
    public let masked: String
    /// The secrets the URL carries (the password as written and percent-decoded), scrubbed
    /// from every message that might quote them.
    let secrets: [String]

    /// The schemes libpq accepts for a URL.
    static let schemes = ["postgresql://", "postgres://"]

    /// Parses a URL; throws ``PostgresError/Kind/invalidURL`` (masked) when it does not start
    /// with `postgresql://` or `postgres://`.
    public init(_ string: String) throws(PostgresError) {
        let (masked, secrets) = Self.mask(string)
        guard Self.isPostgresURL(string) else {
            throw PostgresError(
                kind: .invalidURL, message: "not a PostgreSQL URL (expected postgresql://…)", url: masked
            )
        }
        self.connectionString = string
        self.masked = masked
        self.secrets = secrets
    }

    /// Whether a `--db` value or `LAYOUTSTORE_DB` names a PostgreSQL database rather than an SQLite file.
    public static func isPostgresURL(_ text: String) -> Bool {
        schemes.contains { text.lowercased().hasPrefix($0) }
    }

    /// The URL of `LAYOUTSTORE_DB` when it names a PostgreSQL database; `nil` when it is unset
    /// or names an SQLite file.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(PostgresError) -> PostgresURL? {
        guard let value = environment["LAYOUTSTORE_DB"], isPostgresURL(value) else { return nil }
        return try PostgresURL(value)
    }

    /// The masked URL.
    public var description: String { masked }

    /// The same server and credentials, database `name` (a `dbname` parameter, which libpq
    /// lets override the URL's path): how a tool reaches a scratch database it created.
    public func database(_ name: String) throws(PostgresError) -> PostgresURL {
        let separator = connectionString.contains("?") ? "&" : "?"
        let encoded = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name
        return try PostgresURL(connectionString + separator + "dbname=" + encoded)
    }

    /// The text with every secret of this URL replaced by `****`.
    func scrub(_ text: String) -> String {
        secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: "****") }
    }

    /// Masks the password of the userinfo (`user:password@`) and of `password=` parameters.
    private static func mask(_ string: String) -> (masked: String, secrets: [String]) {
        var secrets: [String] = []
        var masked = string
        if let schemeEnd = masked.range(of: "://") {
            let rest = masked[schemeEnd.upperBound...]
            let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
            if let at = rest[..<authorityEnd].lastIndex(of: "@"),
               let colon = rest[..<at].firstIndex(of: ":") {
                let password = rest.index(after: colon)..<at
                secrets.append(String(masked[password]))
                masked.replaceSubrange(password, with: "****")
            }
        }
        if let queryStart = masked.firstIndex(of: "?") {
            let parameters = masked[masked.index(after: queryStart)...].split(separator: "&", omittingEmptySubsequences: false)
            let maskedParameters = parameters.map { parameter -> String in
                guard parameter.lowercased().hasPrefix("password=") else { return String(parameter) }
                secrets.append(String(parameter.dropFirst("password=".count)))
                return "password=****"
            }
            masked = masked[...queryStart] + maskedParameters.joined(separator: "&")
        }
        let decoded = secrets.compactMap { $0.removingPercentEncoding }
        // Longest first, so a secret containing another is replaced whole.
        let all = Set((secrets + decoded).filter { !$0.isEmpty }).sorted { $0.count > $1.count }
        return (masked, all)
    }
}
