-- Run changes without per-row set lookups. SQLite codes `status IN ('new', 'changed',
-- 'failed')` — a constant list of more than two values — as a temporary b-tree built for every
-- statement it checks, so each run change a batch wrote opened, filled and freed one: about two
-- thirds of the cost of the insert. The same check written as comparisons costs next to
-- nothing. The table is rebuilt (SQLite cannot change a CHECK), with its rows, its index, and
-- the view reading it dropped first and made again after, as migration 0011 left it.

DROP VIEW run_change_details;

-- A scenario of a run whose result is new, changed or failed (unchanged ones are only counted).
CREATE TABLE run_changes_checked (
    run_id            INTEGER NOT NULL REFERENCES runs (id),
    revision_id       INTEGER NOT NULL REFERENCES revisions (id),
    variant           TEXT NOT NULL,
    proposal_id       INTEGER NOT NULL REFERENCES proposals (id),
    status            TEXT NOT NULL CHECK (status = 'new' OR status = 'changed' OR status = 'failed'),
    moved_nodes       INTEGER NOT NULL DEFAULT 0 CHECK (moved_nodes >= 0),
    appeared_nodes    INTEGER NOT NULL DEFAULT 0 CHECK (appeared_nodes >= 0),
    disappeared_nodes INTEGER NOT NULL DEFAULT 0 CHECK (disappeared_nodes >= 0),
    max_delta         REAL NOT NULL DEFAULT 0 CHECK (max_delta >= 0 AND max_delta < 1e300),
    nodes             BLOB, -- the packed moved, appeared and disappeared nodes; NULL when none
    legacy_moves      TEXT, -- the moves (JSON) of a row written before migration 0009, else NULL
    error             TEXT,
    PRIMARY KEY (run_id, revision_id, variant, proposal_id)
) STRICT, WITHOUT ROWID;

INSERT INTO run_changes_checked (
    run_id, revision_id, variant, proposal_id, status, moved_nodes, appeared_nodes, disappeared_nodes, max_delta, nodes,
    legacy_moves, error
)
SELECT
    run_id, revision_id, variant, proposal_id, status, moved_nodes, appeared_nodes, disappeared_nodes, max_delta, nodes,
    legacy_moves, error
FROM run_changes;

DROP TABLE run_changes;
ALTER TABLE run_changes_checked RENAME TO run_changes;

-- The changes of a run by size of their largest move, for `runs show`'s largest moves.
CREATE INDEX run_changes_by_max_delta ON run_changes (run_id, max_delta);

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
    p.size_category AS size_category, -- the text size category
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
LEFT JOIN widths w ON w.width = p.width AND p.height IS NULL;
