-- Run change counts without per-row set lookups (PostgreSQL dialect of
-- migrations/0014_run_change_counts_checked_without_lists.sql). SQLite builds a temporary
-- b-tree for every row it checks against `kind IN (…)` and `status IN (…)`, so there the table
-- is rebuilt with the checks written as comparisons; PostgreSQL checks such a list in place, so
-- the table stays as it is and only its description says what a row is.
COMMENT ON TABLE run_change_counts IS 'A run''s changes counted by model kind, template, proposal and status, added to with each page the batch writes.';
