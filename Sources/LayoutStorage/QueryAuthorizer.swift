/// What the authorizer of a query-only connection keeps: how many actions it refused, so that
/// a statement it refused is reported as `SQLITE_AUTH` whatever code SQLite gave.
final class QueryAuthorizer {
    var refusals = 0
}

@available(*, unavailable, message: "An authorizer belongs to one connection and its owner")
extension QueryAuthorizer: Sendable {}
