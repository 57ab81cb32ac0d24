-- The scenarios each page of a distributed run is to lay out, counted when the run is enqueued
-- (its revisions' templates times the run's widths): with them, any machine can tell how far a
-- run has come (`runs show --progress`, the progress bar of a waiting `recompute`) from the
-- queue alone. Pages enqueued before this migration plan 0.
ALTER TABLE run_pages ADD COLUMN planned_scenarios bigint NOT NULL DEFAULT 0 CHECK (planned_scenarios >= 0);

-- The workers of a run and what each completed, for `runs show --progress`.
CREATE INDEX run_pages_worker ON run_pages (run_id, worker) WHERE worker IS NOT NULL;
