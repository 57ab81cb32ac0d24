// The table-valued functions page_results, page_run_changes, page_tree_nodes,
// page_scenario_trees and page_run_change_counts (CPageRows.h): eponymous,
// read-only virtual tables over rows in the caller's memory, one per bound page.
#include "CPageRows.h"

#include <stddef.h>
#include <string.h>

/// What distinguishes the functions: their name, pointer type, columns and row reader.
typedef struct PageKind {
    const char *name;
    const char *pointer_type;
    const char *declaration;
    /// The index of the hidden `page` column (the number of row columns).
    int page_column;
    /// Gives column `column` of row `row` of `page` to `context`; an SQLite result code.
    int (*column)(const LSPageRows *page, int64_t row, int column, sqlite3_context *context);
} PageKind;

typedef struct PageTable {
    sqlite3_vtab base;
    const PageKind *kind;
} PageTable;

typedef struct PageCursor {
    sqlite3_vtab_cursor base;
    const PageKind *kind;
    /// The bound page; empty (rows NULL, count 0) before a filter or after one without a page.
    LSPageRows page;
    int64_t row;
} PageCursor;

// MARK: Values

/// A blob of the page's bytes, or UTF-8 text when `is_text`; an error when it lies outside
/// them. An empty blob stays a blob, an empty text text.
static int result_bytes(
    const LSPageRows *page, LSPageSpan span, int is_text, int64_t row, const char *column, sqlite3_context *context
) {
    if (span.start < 0) {
        sqlite3_result_null(context);
        return SQLITE_OK;
    }
    if (span.count < 0 || span.start > page->byte_count || span.count > page->byte_count - span.start) {
        char *message = sqlite3_mprintf(
            "page row %lld: %s at %lld (%lld bytes) lies outside the page's %lld bytes",
            (long long)row, column, (long long)span.start, (long long)span.count, (long long)page->byte_count
        );
        sqlite3_result_error(context, message ? message : "page row outside its bytes", -1);
        sqlite3_free(message);
        return SQLITE_ERROR;
    }
    if (is_text) {
        // Never a NULL pointer for empty text: that would make it NULL.
        const char *characters = span.count == 0 ? "" : (const char *)page->bytes + span.start;
        sqlite3_result_text64(context, characters, (sqlite3_uint64)span.count, SQLITE_STATIC, SQLITE_UTF8);
    } else if (span.count == 0) {
        sqlite3_result_zeroblob(context, 0);
    } else {
        // The page's bytes stay put until the statement is reset: SQLite copies them into the record.
        sqlite3_result_blob64(context, page->bytes + span.start, (sqlite3_uint64)span.count, SQLITE_STATIC);
    }
    return SQLITE_OK;
}

static int result_span(const LSPageRows *page, LSPageSpan span, int64_t row, const char *column, sqlite3_context *context) {
    return result_bytes(page, span, 0, row, column, context);
}

static int result_text_span(const LSPageRows *page, LSPageSpan span, int64_t row, const char *column, sqlite3_context *context) {
    return result_bytes(page, span, 1, row, column, context);
}

/// Text the caller keeps for the statement's run; NULL when it has no characters.
static int result_text(LSPageText text, sqlite3_context *context) {
    if (text.characters == NULL) {
        sqlite3_result_null(context);
    } else if (text.count < 0) {
        sqlite3_result_error(context, "page row: a text of negative length", -1);
        return SQLITE_ERROR;
    } else {
        sqlite3_result_text64(context, text.characters, (sqlite3_uint64)text.count, SQLITE_STATIC, SQLITE_UTF8);
    }
    return SQLITE_OK;
}

// MARK: The tables' CHECK rules
//
// Inside a batch page SQLite evaluates no CHECK (`PRAGMA ignore_check_constraints`, set by the
// ledger around these inserts): the functions refuse a value its table's CHECK rule would,
// where it is read, with SQLite's own result code and message (the rule as the schema spells
// it). A NULL passes a CHECK, as in SQL; NOT NULL, STRICT and key constraints stay SQLite's.

/// Fails `context` as SQLite fails a row against CHECK `rule`.
static int check_failed(const char *rule, sqlite3_context *context) {
    char *message = sqlite3_mprintf("CHECK constraint failed: %s", rule);
    sqlite3_result_error(context, message ? message : "CHECK constraint failed", -1);
    sqlite3_free(message);
    sqlite3_result_error_code(context, SQLITE_CONSTRAINT_CHECK);
    return SQLITE_OK;
}

/// `value >= 0 AND value < 1e300`; a NaN is stored as NULL, which NOT NULL refuses, so it passes here.
static int result_size(double value, const char *rule, sqlite3_context *context) {
    if (value != value || (value >= 0 && value < 1e300)) {
        sqlite3_result_double(context, value);
        return SQLITE_OK;
    }
    return check_failed(rule, context);
}

/// `value >= 0`.
static int result_count(int64_t value, const char *rule, sqlite3_context *context) {
    if (value < 0) return check_failed(rule, context);
    sqlite3_result_int64(context, value);
    return SQLITE_OK;
}

/// Whether `status` is one `run_changes` allows — `new`, `changed` or `failed` (SQL `=` on
/// text: the same bytes) — found by its length, then compared with the one status that long.
static int is_run_change_status(LSPageText status) {
    switch (status.count) {
    case 3: return memcmp(status.characters, "new", 3) == 0;
    case 6: return memcmp(status.characters, "failed", 6) == 0;
    case 7: return memcmp(status.characters, "changed", 7) == 0;
    default: return 0;
    }
}

// MARK: The functions

static int result_column(const LSPageRows *page, int64_t index, int column, sqlite3_context *context) {
    const LSPageResult *row = (const LSPageResult *)page->rows + index;
    switch (column) {
    case 0: sqlite3_result_int64(context, row->engine_id); return SQLITE_OK;
    case 1: sqlite3_result_int64(context, row->tree_id); return SQLITE_OK;
    case 2: sqlite3_result_int64(context, row->proposal_id); return SQLITE_OK;
    case 3: return result_size(row->width, "width >= 0 AND width < 1e300", context);
    case 4: return result_size(row->height, "height >= 0 AND height < 1e300", context);
    case 5:
        if (row->result_hash.start >= 0 && row->result_hash.count != 16) return check_failed("length(result_hash) = 16", context);
        return result_span(page, row->result_hash, index, "result_hash", context);
    case 6: return result_span(page, row->frames, index, "frames", context);
    case 7:
        if (!row->has_flow_rows) break;
        return result_count(row->flow_rows, "flow_rows IS NULL OR flow_rows >= 0", context);
    case 8: return result_count(row->truncated_texts, "truncated_texts >= 0", context);
    case 9: return result_count(row->overflowing_nodes, "overflowing_nodes >= 0", context);
    case 10:
        if (!row->has_chosen_branch) break;
        return result_count(row->chosen_branch, "chosen_branch IS NULL OR chosen_branch >= 0", context);
    default: break;
    }
    sqlite3_result_null(context);
    return SQLITE_OK;
}

static int run_change_column(const LSPageRows *page, int64_t index, int column, sqlite3_context *context) {
    const LSPageRunChange *row = (const LSPageRunChange *)page->rows + index;
    switch (column) {
    case 0: sqlite3_result_int64(context, row->run_id); break;
    case 1: sqlite3_result_int64(context, row->revision_id); break;
    case 2: return result_text(row->variant, context);
    case 3: sqlite3_result_int64(context, row->proposal_id); break;
    case 4:
        if (row->status.characters != NULL && !is_run_change_status(row->status)) {
            return check_failed("status = 'new' OR status = 'changed' OR status = 'failed'", context);
        }
        return result_text(row->status, context);
    case 5: return result_count(row->moved_nodes, "moved_nodes >= 0", context);
    case 6: return result_count(row->appeared_nodes, "appeared_nodes >= 0", context);
    case 7: return result_count(row->disappeared_nodes, "disappeared_nodes >= 0", context);
    case 8: return result_size(row->max_delta, "max_delta >= 0 AND max_delta < 1e300", context);
    case 9: return result_span(page, row->nodes, index, "nodes", context);
    case 10: return result_text(row->error, context);
    case 11:
        if (row->ranked != 0 && row->ranked != 1) return check_failed("ranked = 0 OR ranked = 1", context);
        sqlite3_result_int64(context, row->ranked);
        break;
    default: sqlite3_result_null(context); break;
    }
    return SQLITE_OK;
}

static int tree_node_column(const LSPageRows *page, int64_t index, int column, sqlite3_context *context) {
    const LSPageTreeNode *row = (const LSPageTreeNode *)page->rows + index;
    switch (column) {
    case 0: sqlite3_result_int64(context, row->tree_id); break;
    case 1: return result_count(row->node_index, "node_index >= 0", context);
    case 2: return result_text_span(page, row->path, index, "path", context);
    case 3: return result_text_span(page, row->node_id, index, "node_id", context);
    case 4: return result_text_span(page, row->type, index, "type", context);
    case 5: return result_text_span(page, row->text, index, "text", context);
    default: sqlite3_result_null(context); break;
    }
    return SQLITE_OK;
}

static int scenario_tree_column(const LSPageRows *page, int64_t index, int column, sqlite3_context *context) {
    const LSPageScenarioTree *row = (const LSPageScenarioTree *)page->rows + index;
    switch (column) {
    case 0: sqlite3_result_int64(context, row->engine_id); break;
    case 1: sqlite3_result_int64(context, row->revision_id); break;
    case 2: return result_text_span(page, row->variant, index, "variant", context);
    case 3: sqlite3_result_int64(context, row->tree_id); break;
    default: sqlite3_result_null(context); break;
    }
    return SQLITE_OK;
}

static int run_change_count_column(const LSPageRows *page, int64_t index, int column, sqlite3_context *context) {
    const LSPageRunChangeCount *row = (const LSPageRunChangeCount *)page->rows + index;
    switch (column) {
    case 0: sqlite3_result_int64(context, row->run_id); break;
    case 1: return result_text_span(page, row->kind, index, "kind", context);
    case 2: return result_text_span(page, row->variant, index, "variant", context);
    case 3: sqlite3_result_int64(context, row->proposal_id); break;
    case 4: return result_text_span(page, row->status, index, "status", context);
    case 5: sqlite3_result_int64(context, row->scenarios); break;
    case 6: sqlite3_result_int64(context, row->moved_nodes); break;
    case 7: sqlite3_result_int64(context, row->appeared_nodes); break;
    case 8: sqlite3_result_int64(context, row->disappeared_nodes); break;
    case 9: sqlite3_result_double(context, row->max_delta); break;
    default: sqlite3_result_null(context); break;
    }
    return SQLITE_OK;
}

static const PageKind results_kind = {
    "page_results",
    "layoutstore.page_results",
    "CREATE TABLE x(engine_id, tree_id, proposal_id, width, height, result_hash, frames, flow_rows, truncated_texts, "
    "overflowing_nodes, chosen_branch, page HIDDEN)",
    11,
    result_column,
};

static const PageKind run_changes_kind = {
    "page_run_changes",
    "layoutstore.page_run_changes",
    "CREATE TABLE x(run_id, revision_id, variant, proposal_id, status, moved_nodes, appeared_nodes, disappeared_nodes, "
    "max_delta, nodes, error, ranked, page HIDDEN)",
    12,
    run_change_column,
};

static const PageKind tree_nodes_kind = {
    "page_tree_nodes",
    "layoutstore.page_tree_nodes",
    "CREATE TABLE x(tree_id, node_index, path, node_id, type, text, page HIDDEN)",
    6,
    tree_node_column,
};

static const PageKind scenario_trees_kind = {
    "page_scenario_trees",
    "layoutstore.page_scenario_trees",
    "CREATE TABLE x(engine_id, revision_id, variant, tree_id, page HIDDEN)",
    4,
    scenario_tree_column,
};

static const PageKind run_change_counts_kind = {
    "page_run_change_counts",
    "layoutstore.page_run_change_counts",
    "CREATE TABLE x(run_id, kind, variant, proposal_id, status, scenarios, moved_nodes, appeared_nodes, disappeared_nodes, "
    "max_delta, page HIDDEN)",
    10,
    run_change_count_column,
};

const char *ls_page_results_pointer_type(void) { return results_kind.pointer_type; }
const char *ls_page_run_changes_pointer_type(void) { return run_changes_kind.pointer_type; }
const char *ls_page_tree_nodes_pointer_type(void) { return tree_nodes_kind.pointer_type; }
const char *ls_page_scenario_trees_pointer_type(void) { return scenario_trees_kind.pointer_type; }
const char *ls_page_run_change_counts_pointer_type(void) { return run_change_counts_kind.pointer_type; }

// MARK: The module

static int page_connect(sqlite3 *db, void *aux, int argc, const char *const *argv, sqlite3_vtab **out, char **error) {
    (void)argc;
    (void)argv;
    (void)error;
    const PageKind *kind = aux;
    int code = sqlite3_declare_vtab(db, kind->declaration);
    if (code != SQLITE_OK) return code;
    PageTable *table = sqlite3_malloc(sizeof *table);
    if (table == NULL) return SQLITE_NOMEM;
    memset(table, 0, sizeof *table);
    table->kind = kind;
    *out = &table->base;
    return SQLITE_OK;
}

static int page_disconnect(sqlite3_vtab *base) {
    sqlite3_free(base);
    return SQLITE_OK;
}

/// Needs `page = ?` (the call's argument), used: without it there is no plan.
static int page_best_index(sqlite3_vtab *base, sqlite3_index_info *info) {
    const PageKind *kind = ((PageTable *)base)->kind;
    int found = -1;
    int unusable = 0;
    for (int index = 0; index < info->nConstraint; index++) {
        const struct sqlite3_index_constraint *constraint = &info->aConstraint[index];
        if (constraint->iColumn != kind->page_column || constraint->op != SQLITE_INDEX_CONSTRAINT_EQ) continue;
        if (!constraint->usable) {
            unusable = 1;
            continue;
        }
        found = index;
        break;
    }
    if (found < 0) {
        if (unusable) return SQLITE_CONSTRAINT;
        sqlite3_free(base->zErrMsg);
        base->zErrMsg = sqlite3_mprintf("%s(page): give it its page", kind->name);
        return SQLITE_ERROR;
    }
    info->aConstraintUsage[found].argvIndex = 1;
    info->aConstraintUsage[found].omit = 1;
    info->estimatedCost = 1;
    info->estimatedRows = 256;
    return SQLITE_OK;
}

static int page_open(sqlite3_vtab *base, sqlite3_vtab_cursor **out) {
    PageCursor *cursor = sqlite3_malloc(sizeof *cursor);
    if (cursor == NULL) return SQLITE_NOMEM;
    memset(cursor, 0, sizeof *cursor);
    cursor->kind = ((PageTable *)base)->kind;
    *out = &cursor->base;
    return SQLITE_OK;
}

static int page_close(sqlite3_vtab_cursor *base) {
    sqlite3_free(base);
    return SQLITE_OK;
}

/// Takes the page bound as the argument: a pointer of the function's type, else an error
/// (a NULL, a value of another kind, or a page of the other function's rows).
static int page_filter(sqlite3_vtab_cursor *base, int plan, const char *planText, int argc, sqlite3_value **argv) {
    (void)plan;
    (void)planText;
    PageCursor *cursor = (PageCursor *)base;
    memset(&cursor->page, 0, sizeof cursor->page);
    cursor->row = 0;
    const LSPageRows *page = argc == 1 ? sqlite3_value_pointer(argv[0], cursor->kind->pointer_type) : NULL;
    if (page == NULL || page->count < 0 || (page->count > 0 && page->rows == NULL) || page->byte_count < 0
        || (page->byte_count > 0 && page->bytes == NULL)) {
        sqlite3_vtab *table = base->pVtab;
        sqlite3_free(table->zErrMsg);
        table->zErrMsg = sqlite3_mprintf("%s(page): the page is not a page of its rows bound as a pointer", cursor->kind->name);
        return SQLITE_ERROR;
    }
    cursor->page = *page;
    return SQLITE_OK;
}

static int page_next(sqlite3_vtab_cursor *base) {
    ((PageCursor *)base)->row++;
    return SQLITE_OK;
}

static int page_eof(sqlite3_vtab_cursor *base) {
    const PageCursor *cursor = (const PageCursor *)base;
    return cursor->row >= cursor->page.count;
}

static int page_column(sqlite3_vtab_cursor *base, sqlite3_context *context, int column) {
    const PageCursor *cursor = (const PageCursor *)base;
    return cursor->kind->column(&cursor->page, cursor->row, column, context);
}

static int page_rowid(sqlite3_vtab_cursor *base, sqlite3_int64 *rowid) {
    *rowid = ((const PageCursor *)base)->row;
    return SQLITE_OK;
}

static const sqlite3_module page_module = {
    .iVersion = 0,
    .xCreate = NULL,  // eponymous only: no CREATE VIRTUAL TABLE
    .xConnect = page_connect,
    .xBestIndex = page_best_index,
    .xDisconnect = page_disconnect,
    .xDestroy = page_disconnect,
    .xOpen = page_open,
    .xClose = page_close,
    .xFilter = page_filter,
    .xNext = page_next,
    .xEof = page_eof,
    .xColumn = page_column,
    .xRowid = page_rowid,
};

int ls_page_rows_register(sqlite3 *db) {
    const PageKind *kinds[] = {&results_kind, &run_changes_kind, &tree_nodes_kind, &scenario_trees_kind, &run_change_counts_kind};
    for (size_t index = 0; index < sizeof kinds / sizeof kinds[0]; index++) {
        int code = sqlite3_create_module_v2(db, kinds[index]->name, &page_module, (void *)kinds[index], NULL);
        if (code != SQLITE_OK) return code;
    }
    return SQLITE_OK;
}
