-- Run change counts without per-row set lookups, as migration 0012 made run changes. SQLite
-- codes `kind IN ('tripCard', 'chipSet', 'viewTree')` and `status IN ('new', 'changed',
-- 'failed')` — constant lists of more than two values — as a temporary b-tree built for every
-- row it checks: each group a batch page added to its run's summary opened, filled and freed
-- two of them, two thirds of the cost of the insert (25.1k instructions a row, 7.6k checked
-- as comparisons). The same checks written as comparisons cost next to nothing. The table is
-- rebuilt (SQLite cannot change a CHECK) with its rows; no view reads it.

-- A run's changes counted by model kind, template, proposal and status, added to with each
-- page the batch writes (in its transaction): the summary of a run without reading its rows.
CREATE TABLE run_change_counts_checked (
    run_id            INTEGER NOT NULL REFERENCES runs (id),
    kind              TEXT NOT NULL CHECK (kind = 'tripCard' OR kind = 'chipSet' OR kind = 'viewTree'),
    variant           TEXT NOT NULL,
    proposal_id       INTEGER NOT NULL REFERENCES proposals (id),
    status            TEXT NOT NULL CHECK (status = 'new' OR status = 'changed' OR status = 'failed'),
    scenarios         INTEGER NOT NULL CHECK (scenarios >= 0),
    moved_nodes       INTEGER NOT NULL CHECK (moved_nodes >= 0),
    appeared_nodes    INTEGER NOT NULL CHECK (appeared_nodes >= 0),
    disappeared_nodes INTEGER NOT NULL CHECK (disappeared_nodes >= 0),
    max_delta         REAL NOT NULL CHECK (max_delta >= 0 AND max_delta < 1e300),
    PRIMARY KEY (run_id, kind, variant, proposal_id, status)
) STRICT, WITHOUT ROWID;

INSERT INTO run_change_counts_checked (
    run_id, kind, variant, proposal_id, status, scenarios, moved_nodes, appeared_nodes, disappeared_nodes, max_delta
)
SELECT run_id, kind, variant, proposal_id, status, scenarios, moved_nodes, appeared_nodes, disappeared_nodes, max_delta
FROM run_change_counts;

DROP TABLE run_change_counts;
ALTER TABLE run_change_counts_checked RENAME TO run_change_counts;
