-- The ranked flag of run changes (PostgreSQL dialect of migrations/0013_ranked_run_changes.sql).
-- A batch marks the largest moves of each page it writes on both backends; SQLite indexes only
-- those, so that the index of a run's largest moves stays small. PostgreSQL keeps indexing
-- every change, so its index and queries stay as they are and only the column is added, for
-- the same rows on both backends.
ALTER TABLE run_changes ADD COLUMN ranked INTEGER NOT NULL DEFAULT 1 CHECK (ranked = 0 OR ranked = 1);
COMMENT ON COLUMN run_changes.ranked IS '1 when the change is among the largest moves of the batch page that wrote it (or was not ranked), 0 otherwise.';
