import LayoutEngine
import LayoutModels

/// Why a service call failed, with what it was doing and on what.
public enum ServiceError: Error, CustomStringConvertible {
    /// The database failed while `context` (e.g. "storing revision 3 of Kyoto").
    case database(StoreError, context: String)
    /// The store could not be brought up to this binary's schema while `context`.
    case migration(MigrationFailure, context: String)
    /// The store itself failed: opening, reading its schema, or running a query on it.
    case store(StoreError)
    /// There is no store at `path` (and the caller did not ask to create one).
    case noStore(path: String)
    /// The file at `path` is another program's database.
    case foreignFile(path: String)
    /// The file at `path` is empty (zero bytes, or an SQLite database without tables): only
    /// `init` makes it a store.
    case emptyFile(path: String)
    /// A model (or an imported line) is not valid.
    case invalidModel(ModelError, context: String)
    /// A stored value could not be read back.
    case corruptStore(String)
    case unknownModel(String)
    case unknownWidth(String)
    case unknownRun(Int64)
    case unknownEngine(Int64)
    /// An engine has no stored layout of a scenario (reading, not computing, was asked for).
    case notLaidOut(engineID: Int64, scenario: String)
    case unknownTemplate(TemplateName, model: String)
    /// A model's kind cannot change under the same name.
    case kindChanged(model: String, from: String, to: String)
    case duplicateWidth(String)
    /// A width whose value only it names holds `count` baselines, and removing it was not forced.
    case widthHasBaselines(name: String, width: Double, count: Int)
    /// A size category the store is not configured with (`configured` lists those it is).
    case unknownSizeCategory(ContentSizeCategory, configured: [ContentSizeCategory])
    case duplicateSizeCategory(ContentSizeCategory)
    case invalidArgument(String)
    /// The caller's progress callback stopped the run; committed batches stay and a re-run resumes.
    case cancelled(runID: Int64, after: Int)
    case nothingToUndo
    /// Another process is running a recompute on the store (run `runID`, once it has started one).
    case runInProgress(runID: Int64?)

    public var description: String {
        switch self {
        case .database(let error, let context): return "\(context): \(error)"
        case .migration(let error, let context): return "\(context): \(error)"
        case .invalidModel(let error, let context): return "\(context): \(error)"
        case .corruptStore(let what): return "the store is damaged: \(what)"
        case .store(let error): return error.description
        case .noStore(let path): return "no database at '\(path)'"
        case .foreignFile(let path): return "file '\(path)' is not a LayoutStore database"
        case .emptyFile(let path): return "file '\(path)' is empty, not a LayoutStore database"
        case .unknownModel(let name): return "no model named \"\(name)\""
        case .unknownWidth(let name): return "no width named \"\(name)\""
        case .unknownRun(let id): return "no run \(id)"
        case .unknownEngine(let id): return "no engine \(id)"
        case .notLaidOut(let engineID, let scenario): return "engine \(engineID) has no stored layout of \(scenario)"
        case .unknownTemplate(let template, let model): return "model \"\(model)\" has no template \"\(template.rawValue)\""
        case .kindChanged(let model, let from, let to): return "model \"\(model)\" is a \(from); it cannot become a \(to)"
        case .duplicateWidth(let name): return "a width named \"\(name)\" already exists"
        case .widthHasBaselines(let name, let width, let count):
            return "width \"\(name)\" (\(JSONWriter.format(number: width)) pt) is used by \(count) baseline\(count == 1 ? "" : "s"); "
                + "'width remove --force' removes them with it, and replay stops checking those scenarios"
        case .unknownSizeCategory(let category, let configured):
            return "the store lays nothing out at size category \(category.rawValue) (it has: \(configured.map(\.rawValue).joined(separator: ", ")))"
        case .duplicateSizeCategory(let category): return "size category \(category.rawValue) is already added"
        case .invalidArgument(let message): return message
        case .cancelled(let runID, let after): return "run \(runID) stopped after \(after) scenarios; run it again to resume"
        case .nothingToUndo: return "there is no approval to undo"
        case .runInProgress(let runID?):
            return "run \(runID) is in progress in another process; wait for it to finish, then run this again"
        case .runInProgress(nil):
            return "a recompute is in progress in another process; wait for it to finish, then run this again"
        }
    }
}

/// Runs `body`, turning a ledger's failure into a `ServiceError` that says what was being done.
@discardableResult
func inContext<Result>(_ context: @autoclosure () -> String, _ body: () throws -> Result) throws(ServiceError) -> Result {
    do {
        return try body()
    } catch let error as ServiceError {
        throw error
    } catch let error as any LedgerFailure {
        throw .database(error.storeError, context: context())
    } catch {
        throw .invalidArgument("\(context()): \(error)")
    }
}
