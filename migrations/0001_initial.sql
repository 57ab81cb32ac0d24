-- LayoutStore's schema: models and their append-only revisions, view-tree shapes, container
-- widths, engines, content-addressed layout results, recompute runs, baselines and approvals.
-- Times are ISO-8601 UTC text. Sizes are points (REAL), finite and >= 0 unless noted.

-- A model users edit: a trip card, a chip set or a view tree. Archived, never deleted.
CREATE TABLE models (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE CHECK (length(name) > 0),
    kind        TEXT NOT NULL CHECK (kind IN ('tripCard', 'chipSet', 'viewTree')),
    created_at  TEXT NOT NULL,
    archived_at TEXT
) STRICT;

CREATE INDEX models_by_kind ON models (kind, name);

-- Every state a model has had, numbered from 1; rows are never updated or deleted.
CREATE TABLE revisions (
    id           INTEGER PRIMARY KEY,
    model_id     INTEGER NOT NULL REFERENCES models (id),
    number       INTEGER NOT NULL CHECK (number >= 1),
    content_hash TEXT NOT NULL CHECK (length(content_hash) = 64),
    content      TEXT NOT NULL,
    message      TEXT,
    created_at   TEXT NOT NULL,
    UNIQUE (model_id, number)
) STRICT;

CREATE INDEX revisions_by_content_hash ON revisions (content_hash);

CREATE TRIGGER revisions_are_append_only_update BEFORE UPDATE ON revisions
BEGIN
    SELECT RAISE(ABORT, 'revisions are append-only');
END;

CREATE TRIGGER revisions_are_append_only_delete BEFORE DELETE ON revisions
BEGIN
    SELECT RAISE(ABORT, 'revisions are append-only');
END;

-- The latest revision of every model.
CREATE VIEW current_revisions AS
SELECT r.*
FROM revisions r
WHERE r.number = (SELECT max(number) FROM revisions WHERE model_id = r.model_id);

-- A canonical view tree, identified by the SHA-256 of its canonical JSON.
CREATE TABLE trees (
    id         INTEGER PRIMARY KEY,
    hash       TEXT NOT NULL UNIQUE CHECK (length(hash) = 64),
    node_count INTEGER NOT NULL CHECK (node_count >= 0)
) STRICT;

-- A tree's shape, stored once per tree: its nodes in depth-first pre-order. `text` is the
-- string of text nodes, so a single-line text's lines need not be stored with each result.
CREATE TABLE tree_nodes (
    tree_id    INTEGER NOT NULL REFERENCES trees (id),
    node_index INTEGER NOT NULL CHECK (node_index >= 0),
    path       TEXT NOT NULL,
    node_id    TEXT,
    type       TEXT NOT NULL,
    text       TEXT,
    PRIMARY KEY (tree_id, node_index)
) STRICT, WITHOUT ROWID;

-- A proposal offered to a root: NULL means unspecified (ideal); infinity is allowed.
CREATE TABLE proposals (
    id     INTEGER PRIMARY KEY,
    width  REAL CHECK (width IS NULL OR width >= 0),
    height REAL CHECK (height IS NULL OR height >= 0)
) STRICT;

CREATE UNIQUE INDEX proposals_by_size ON proposals (ifnull(width, -1), ifnull(height, -1));

-- A named container width every model is laid out at (proposal: that width, unspecified height).
CREATE TABLE widths (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE CHECK (length(name) > 0),
    width       REAL NOT NULL CHECK (width >= 0 AND width < 1e300),
    proposal_id INTEGER NOT NULL UNIQUE REFERENCES proposals (id)
) STRICT;

-- An engine: its version, the fingerprint of its behaviour and options, and those options.
CREATE TABLE engines (
    id          INTEGER PRIMARY KEY,
    version     TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    options     TEXT NOT NULL CHECK (json_valid(options)),
    created_at  TEXT NOT NULL,
    UNIQUE (version, fingerprint)
) STRICT;

-- What laying out one tree under one proposal with one engine produced. Immutable.
-- `frames` packs every node's frame in node order; `result_hash` hashes size and frames, so
-- comparing two results is comparing hashes. The other columns are the facts users query.
CREATE TABLE results (
    engine_id         INTEGER NOT NULL REFERENCES engines (id),
    tree_id           INTEGER NOT NULL REFERENCES trees (id),
    proposal_id       INTEGER NOT NULL REFERENCES proposals (id),
    width             REAL NOT NULL CHECK (width >= 0 AND width < 1e300),
    height            REAL NOT NULL CHECK (height >= 0 AND height < 1e300),
    result_hash       BLOB NOT NULL CHECK (length(result_hash) = 16),
    frames            BLOB NOT NULL,
    flow_rows         INTEGER CHECK (flow_rows IS NULL OR flow_rows >= 0),
    truncated_texts   INTEGER NOT NULL CHECK (truncated_texts >= 0),
    overflowing_nodes INTEGER NOT NULL CHECK (overflowing_nodes >= 0),
    chosen_branch     INTEGER CHECK (chosen_branch IS NULL OR chosen_branch >= 0),
    PRIMARY KEY (engine_id, tree_id, proposal_id)
) STRICT, WITHOUT ROWID;

-- Which tree a scenario's template made for an engine (chip sets' container is an engine option).
-- A scenario is (model revision, template variant, width).
CREATE TABLE scenario_trees (
    engine_id   INTEGER NOT NULL REFERENCES engines (id),
    revision_id INTEGER NOT NULL REFERENCES revisions (id),
    variant     TEXT NOT NULL,
    tree_id     INTEGER NOT NULL REFERENCES trees (id),
    PRIMARY KEY (engine_id, revision_id, variant)
) STRICT, WITHOUT ROWID;

CREATE INDEX scenario_trees_by_revision ON scenario_trees (revision_id, variant);

-- A batch recompute: written first, finished last. `cursor_revision_id` is the last revision
-- whose scenarios are all committed; counts grow with each committed batch.
CREATE TABLE runs (
    id                 INTEGER PRIMARY KEY,
    engine_id          INTEGER NOT NULL REFERENCES engines (id),
    against_engine_id  INTEGER REFERENCES engines (id),
    filter             TEXT NOT NULL CHECK (json_valid(filter)),
    started_at         TEXT NOT NULL,
    finished_at        TEXT,
    cursor_revision_id INTEGER NOT NULL DEFAULT 0,
    unchanged          INTEGER NOT NULL DEFAULT 0 CHECK (unchanged >= 0),
    changed            INTEGER NOT NULL DEFAULT 0 CHECK (changed >= 0),
    new                INTEGER NOT NULL DEFAULT 0 CHECK (new >= 0),
    failed             INTEGER NOT NULL DEFAULT 0 CHECK (failed >= 0),
    computed           INTEGER NOT NULL DEFAULT 0 CHECK (computed >= 0)
) STRICT;

CREATE INDEX runs_unfinished ON runs (engine_id, filter) WHERE finished_at IS NULL;

-- A scenario of a run whose result is new, changed or failed (unchanged ones are only counted).
-- `moves` is a JSON array of the nodes that moved: [{"path","id","dx","dy","dw","dh"}].
CREATE TABLE run_changes (
    run_id      INTEGER NOT NULL REFERENCES runs (id),
    revision_id INTEGER NOT NULL REFERENCES revisions (id),
    variant     TEXT NOT NULL,
    proposal_id INTEGER NOT NULL REFERENCES proposals (id),
    status      TEXT NOT NULL CHECK (status IN ('new', 'changed', 'failed')),
    moved_nodes INTEGER NOT NULL DEFAULT 0 CHECK (moved_nodes >= 0),
    max_delta   REAL NOT NULL DEFAULT 0 CHECK (max_delta >= 0 AND max_delta < 1e300),
    moves       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(moves)),
    error       TEXT,
    PRIMARY KEY (run_id, revision_id, variant, proposal_id)
) STRICT, WITHOUT ROWID;

-- Every approve and undo, never updated or deleted: when, by whom and why.
CREATE TABLE approvals (
    id          INTEGER PRIMARY KEY,
    action      TEXT NOT NULL CHECK (action IN ('approve', 'undo')),
    undoes_id   INTEGER UNIQUE REFERENCES approvals (id),
    approved_at TEXT NOT NULL,
    approved_by TEXT NOT NULL,
    message     TEXT NOT NULL,
    CHECK ((action = 'undo') = (undoes_id IS NOT NULL))
) STRICT;

-- The scenarios one approval accepted, with the baseline each replaced (NULLs: none before).
CREATE TABLE approval_entries (
    approval_id          INTEGER NOT NULL REFERENCES approvals (id),
    model_id             INTEGER NOT NULL REFERENCES models (id),
    variant              TEXT NOT NULL,
    proposal_id          INTEGER NOT NULL REFERENCES proposals (id),
    revision_id          INTEGER NOT NULL REFERENCES revisions (id),
    engine_id            INTEGER NOT NULL REFERENCES engines (id),
    tree_id              INTEGER NOT NULL REFERENCES trees (id),
    previous_revision_id INTEGER REFERENCES revisions (id),
    previous_engine_id   INTEGER REFERENCES engines (id),
    previous_tree_id     INTEGER REFERENCES trees (id),
    PRIMARY KEY (approval_id, model_id, variant, proposal_id)
) STRICT, WITHOUT ROWID;

CREATE TRIGGER approvals_are_append_only_update BEFORE UPDATE ON approvals
BEGIN
    SELECT RAISE(ABORT, 'approvals are append-only');
END;

CREATE TRIGGER approvals_are_append_only_delete BEFORE DELETE ON approvals
BEGIN
    SELECT RAISE(ABORT, 'approvals are append-only');
END;

-- The approved expected result of each scenario: the stored test cases replay checks.
CREATE TABLE baselines (
    model_id    INTEGER NOT NULL REFERENCES models (id),
    variant     TEXT NOT NULL,
    proposal_id INTEGER NOT NULL REFERENCES proposals (id),
    revision_id INTEGER NOT NULL REFERENCES revisions (id),
    engine_id   INTEGER NOT NULL REFERENCES engines (id),
    tree_id     INTEGER NOT NULL REFERENCES trees (id),
    approval_id INTEGER NOT NULL REFERENCES approvals (id),
    PRIMARY KEY (model_id, variant, proposal_id),
    FOREIGN KEY (engine_id, tree_id, proposal_id) REFERENCES results (engine_id, tree_id, proposal_id)
) STRICT, WITHOUT ROWID;
