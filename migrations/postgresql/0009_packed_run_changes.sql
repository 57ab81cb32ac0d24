-- Run changes stored compactly (PostgreSQL dialect of migrations/0009_packed_run_changes.sql):
-- the moved nodes' JSON gives way to `nodes`, a packed bytea of the nodes that moved, appeared
-- and disappeared (LayoutService's PackedNodeChanges), with the three counts as columns; rows
-- written before keep their JSON in `legacy_moves`. A run's summary is read from
-- `run_change_counts`, kept by the batch writer with each page, and its largest moves from an
-- index. PostgreSQL alters the table in place; the view reading it is dropped first and made
-- again after, as in SQLite.

DROP VIEW run_change_details;

ALTER TABLE run_changes RENAME COLUMN moves TO legacy_moves;
ALTER TABLE run_changes DROP CONSTRAINT IF EXISTS run_changes_moves_check;
ALTER TABLE run_changes ALTER COLUMN legacy_moves DROP NOT NULL;
ALTER TABLE run_changes ALTER COLUMN legacy_moves DROP DEFAULT;
UPDATE run_changes SET legacy_moves = NULL WHERE legacy_moves = '[]';
ALTER TABLE run_changes
    ADD COLUMN appeared_nodes bigint NOT NULL DEFAULT 0 CHECK (appeared_nodes >= 0),
    ADD COLUMN disappeared_nodes bigint NOT NULL DEFAULT 0 CHECK (disappeared_nodes >= 0),
    ADD COLUMN nodes bytea;

-- The changes of a run by size of their largest move, for `runs show`'s largest moves.
CREATE INDEX run_changes_by_max_delta ON run_changes (run_id, max_delta);

-- A run's changes counted by model kind, template, proposal and status, added to with each
-- page the batch writes (in its transaction): the summary of a run without reading its rows.
CREATE TABLE run_change_counts (
    run_id            bigint NOT NULL REFERENCES runs (id),
    kind              text NOT NULL CHECK (kind IN ('tripCard', 'chipSet', 'viewTree')),
    variant           text NOT NULL,
    proposal_id       bigint NOT NULL REFERENCES proposals (id),
    status            text NOT NULL CHECK (status IN ('new', 'changed', 'failed')),
    scenarios         bigint NOT NULL CHECK (scenarios >= 0),
    moved_nodes       bigint NOT NULL CHECK (moved_nodes >= 0),
    appeared_nodes    bigint NOT NULL CHECK (appeared_nodes >= 0),
    disappeared_nodes bigint NOT NULL CHECK (disappeared_nodes >= 0),
    max_delta         double precision NOT NULL CHECK (max_delta >= 0 AND max_delta < 1e300),
    PRIMARY KEY (run_id, kind, variant, proposal_id, status)
);

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
