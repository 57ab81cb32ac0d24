-- Run changes without per-row set lookups (PostgreSQL dialect of
-- migrations/0012_run_changes_checked_without_lists.sql). SQLite builds a temporary b-tree
-- for every row it checks against `status IN ('new', 'changed', 'failed')`, so there the table
-- is rebuilt with the check written as comparisons; PostgreSQL checks such a list in place, so
-- the table stays as it is and only its description says what a row is.
COMMENT ON TABLE run_changes IS 'A scenario of a run whose result is new, changed or failed (unchanged ones are only counted).';
