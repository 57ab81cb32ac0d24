#ifndef CPAGEROWS_H
#define CPAGEROWS_H

#include <stdint.h>
#include <sqlite3.h>

/// The rows of one batch page handed to SQLite in place, as table-valued functions that an
/// insert selects from:
///
///     INSERT INTO results (...) SELECT ... FROM page_results(?1)
///
/// where ?1 is bound with sqlite3_bind_pointer to an LSPageRows of LSPageResult rows (of type
/// ls_page_results_pointer_type(); `page_run_changes`, `page_tree_nodes` and
/// `page_scenario_trees`, `page_run_change_counts` likewise with their rows). SQLite
/// reads every column straight out of the caller's rows and bytes: nothing is bound per row,
/// and a page is one statement run. The caller owns all the memory the page points to, which
/// must stay unchanged from the bind until the statement is reset (and the parameter bound
/// to NULL again). Every constraint of the table inserted into applies as to any insert.

/// Some bytes of the page's byte buffer (LSPageRows.bytes): a blob, or UTF-8 text where the
/// column is text. A negative `start` is NULL.
typedef struct LSPageSpan {
    int64_t start;
    int64_t count;
} LSPageSpan;

/// UTF-8 text anywhere in memory (a constant, or bytes the caller keeps for the run). A NULL
/// `characters` is SQL NULL; `count` bytes, no terminator needed.
typedef struct LSPageText {
    const char *characters;
    int64_t count;
} LSPageText;

/// A row of `results`.
typedef struct LSPageResult {
    int64_t engine_id;
    int64_t tree_id;
    int64_t proposal_id;
    double width;
    double height;
    LSPageSpan result_hash;
    LSPageSpan frames;
    /// Read only when has_flow_rows (else NULL), as is chosen_branch.
    int64_t flow_rows;
    int64_t truncated_texts;
    int64_t overflowing_nodes;
    int64_t chosen_branch;
    uint8_t has_flow_rows;
    uint8_t has_chosen_branch;
} LSPageResult;

/// A row of `run_changes` as a batch page writes it (legacy_moves is always NULL).
typedef struct LSPageRunChange {
    int64_t run_id;
    int64_t revision_id;
    LSPageText variant;
    int64_t proposal_id;
    LSPageText status;
    int64_t moved_nodes;
    int64_t appeared_nodes;
    int64_t disappeared_nodes;
    double max_delta;
    LSPageSpan nodes;
    LSPageText error;
    int64_t ranked;
} LSPageRunChange;

/// A node of a tree's shape, a row of `tree_nodes`: its texts are spans of the page's bytes.
typedef struct LSPageTreeNode {
    int64_t tree_id;
    int64_t node_index;
    LSPageSpan path;
    LSPageSpan node_id;
    LSPageSpan type;
    LSPageSpan text;
} LSPageTreeNode;

/// A row of `scenario_trees`: its variant a span of the page's bytes.
typedef struct LSPageScenarioTree {
    int64_t engine_id;
    int64_t revision_id;
    LSPageSpan variant;
    int64_t tree_id;
} LSPageScenarioTree;

/// A page's count of its changes of one group, added to its run's summary (a row of
/// `run_change_counts`, or what is added to it): its texts spans of the page's bytes. Its
/// insert runs with SQLite's own CHECK constraints on (a page has a few dozen groups), so the
/// function checks nothing itself.
typedef struct LSPageRunChangeCount {
    int64_t run_id;
    LSPageSpan kind;
    LSPageSpan variant;
    int64_t proposal_id;
    LSPageSpan status;
    int64_t scenarios;
    int64_t moved_nodes;
    int64_t appeared_nodes;
    int64_t disappeared_nodes;
    double max_delta;
} LSPageRunChangeCount;

/// A page: `count` rows (LSPageResult, LSPageRunChange, … as the function's pointer type says)
/// and the `byte_count` bytes their spans lie in.
typedef struct LSPageRows {
    const void *rows;
    int64_t count;
    const uint8_t *bytes;
    int64_t byte_count;
} LSPageRows;

/// The pointer type (https://sqlite.org/bindptr.html) a page of LSPageResult rows is bound
/// as for page_results, of LSPageRunChange rows for page_run_changes, of LSPageTreeNode rows
/// for page_tree_nodes, of LSPageScenarioTree rows for page_scenario_trees and of
/// LSPageRunChangeCount rows for page_run_change_counts: constant strings.
const char *ls_page_results_pointer_type(void);
const char *ls_page_run_changes_pointer_type(void);
const char *ls_page_tree_nodes_pointer_type(void);
const char *ls_page_scenario_trees_pointer_type(void);
const char *ls_page_run_change_counts_pointer_type(void);

/// Registers page_results, page_run_changes, page_tree_nodes, page_scenario_trees and
/// page_run_change_counts on `db`;
/// an SQLite result code.
int ls_page_rows_register(sqlite3 *db);

#endif
