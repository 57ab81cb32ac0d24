-- Run changes stored compactly. A changed scenario's moved nodes were a JSON array (about 900
-- bytes per changed scenario, checked by json_valid on every insert); they become `nodes`, a
-- packed blob of the nodes that moved, appeared and disappeared (node indices into the tree
-- shapes, deltas in 1/256 pt; the format is LayoutService's PackedNodeChanges), with the three
-- counts as columns. Rows written before keep their JSON, as it was, in `legacy_moves`.
-- Readable in SQL with the LayoutStoreSQL extension (built into `layoutstore sql`):
-- `SELECT d.*, n.* FROM run_change_details d,
-- run_change_nodes(d.run, d.revision_id, d.template, d.proposal_id) n WHERE d.run = 1`.
-- A run's summary (`runs show`) is read from `run_change_counts`, which the batch writer
-- keeps with each page, and its largest moves from an index, so a run of a million changes
-- answers at once. The table is rebuilt (SQLite cannot drop a CHECK), so the view reading it
-- is dropped first and made again after.

DROP VIEW run_change_details;

-- A scenario of a run whose result is new, changed or failed (unchanged ones are only counted).
CREATE TABLE run_changes_packed (
    run_id            INTEGER NOT NULL REFERENCES runs (id),
    revision_id       INTEGER NOT NULL REFERENCES revisions (id),
    variant           TEXT NOT NULL,
    proposal_id       INTEGER NOT NULL REFERENCES proposals (id),
    status            TEXT NOT NULL CHECK (status IN ('new', 'changed', 'failed')),
    moved_nodes       INTEGER NOT NULL DEFAULT 0 CHECK (moved_nodes >= 0),
    appeared_nodes    INTEGER NOT NULL DEFAULT 0 CHECK (appeared_nodes >= 0),
    disappeared_nodes INTEGER NOT NULL DEFAULT 0 CHECK (disappeared_nodes >= 0),
    max_delta         REAL NOT NULL DEFAULT 0 CHECK (max_delta >= 0 AND max_delta < 1e300),
    nodes             BLOB, -- the packed moved, appeared and disappeared nodes; NULL when none
    legacy_moves      TEXT, -- the moves (JSON) of a row written before migration 0009, else NULL
    error             TEXT,
    PRIMARY KEY (run_id, revision_id, variant, proposal_id)
) STRICT, WITHOUT ROWID;

INSERT INTO run_changes_packed (
    run_id, revision_id, variant, proposal_id, status, moved_nodes, max_delta, legacy_moves, error
)
SELECT run_id, revision_id, variant, proposal_id, status, moved_nodes, max_delta, nullif(moves, '[]'), error
FROM run_changes;

DROP TABLE run_changes;
ALTER TABLE run_changes_packed RENAME TO run_changes;

-- The changes of a run by size of their largest move, for `runs show`'s largest moves.
CREATE INDEX run_changes_by_max_delta ON run_changes (run_id, max_delta);

-- A run's changes counted by model kind, template, proposal and status, added to with each
-- page the batch writes (in its transaction): the summary of a run without reading its rows.
CREATE TABLE run_change_counts (
    run_id            INTEGER NOT NULL REFERENCES runs (id),
    kind              TEXT NOT NULL CHECK (kind IN ('tripCard', 'chipSet', 'viewTree')),
    variant           TEXT NOT NULL,
    proposal_id       INTEGER NOT NULL REFERENCES proposals (id),
    status            TEXT NOT NULL CHECK (status IN ('new', 'changed', 'failed')),
    scenarios         INTEGER NOT NULL CHECK (scenarios >= 0),
    moved_nodes       INTEGER NOT NULL CHECK (moved_nodes >= 0),
    appeared_nodes    INTEGER NOT NULL CHECK (appeared_nodes >= 0),
    disappeared_nodes INTEGER NOT NULL CHECK (disappeared_nodes >= 0),
    max_delta         REAL NOT NULL CHECK (max_delta >= 0 AND max_delta < 1e300),
    PRIMARY KEY (run_id, kind, variant, proposal_id, status)
) STRICT, WITHOUT ROWID;

INSERT INTO run_change_counts (
    run_id, kind, variant, proposal_id, status, scenarios, moved_nodes, appeared_nodes, disappeared_nodes, max_delta
)
SELECT rc.run_id, m.kind, rc.variant, rc.proposal_id, rc.status, count(*), sum(rc.moved_nodes), 0, 0, max(rc.max_delta)
FROM run_changes rc JOIN revisions rv ON rv.id = rc.revision_id JOIN models m ON m.id = rv.model_id
GROUP BY rc.run_id, m.kind, rc.variant, rc.proposal_id, rc.status;

CREATE VIEW run_change_details AS
-- Every new, changed or failed scenario of every run, with model, template and width by name.
-- Pass run, revision_id, template and proposal_id to run_change_nodes for the nodes.
SELECT
    rc.run_id AS run, -- runs.id
    m.name AS model, -- the model's name
    m.kind AS kind, -- tripCard, chipSet or viewTree
    rv.number AS revision, -- the revision laid out
    rc.variant AS template, -- the template variant
    w.name AS width, -- the named width; NULL for a width without a name
    p.width AS container_width, -- the proposed width in points; NULL for unspecified
    rc.status AS status, -- new, changed or failed
    rc.moved_nodes AS moved_nodes, -- how many nodes moved or resized
    rc.appeared_nodes AS appeared_nodes, -- how many nodes appeared (shown only after)
    rc.disappeared_nodes AS disappeared_nodes, -- how many nodes disappeared (shown only before)
    rc.max_delta AS max_delta, -- the largest move in points
    rc.legacy_moves AS legacy_moves, -- the moves (JSON) of a run recorded before migration 0009
    rc.error AS error, -- why it failed, for failed scenarios
    rc.revision_id AS revision_id, -- revisions.id: run_change_nodes' second argument
    rc.proposal_id AS proposal_id -- proposals.id: run_change_nodes' fourth argument
FROM run_changes rc
JOIN revisions rv ON rv.id = rc.revision_id
JOIN models m ON m.id = rv.model_id
JOIN proposals p ON p.id = rc.proposal_id
LEFT JOIN widths w ON w.proposal_id = rc.proposal_id;
