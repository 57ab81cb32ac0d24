-- Run changes stored compactly (PostgreSQL dialect of migrations/0009_packed_run_changes.sql):
-- the moved nodes' JSON gives way to `nodes`, a packed bytea of the nodes that moved, appeared
-- and disappeared (LayoutService's PackedNodeChanges), with the three counts as columns; rows
-- written before keep their JSON in `legacy_moves`. PostgreSQL alters the table in place; the
-- view reading it is dropped first and made again after, as in SQLite.

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
