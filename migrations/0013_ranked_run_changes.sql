-- The index of a run's largest moves holds a few changes per batch page, not every change.
-- Indexed by its largest move, every change a batch wrote went to a random place of an index
-- as large as the run: at a million changes each insert dirtied its own index page and every
-- commit wrote them all to the WAL, a quarter of a million-scenario engine change. A batch now
-- marks the largest moves of each page it writes (RunChangeRanking in the code: the 64 largest,
-- ties included) and only those are indexed; a change left out has 64 larger ones in its own
-- page, so the index still answers "the n largest moves of a run" exactly up to 64. Every
-- change stored before, and every change a writer that does not rank stores, is ranked.

-- 1 when the change is among the largest moves of the batch page that wrote it (or was not
-- ranked at all), 0 otherwise.
ALTER TABLE run_changes ADD COLUMN ranked INTEGER NOT NULL DEFAULT 1 CHECK (ranked = 0 OR ranked = 1);

DROP INDEX run_changes_by_max_delta;
CREATE INDEX run_changes_by_max_delta ON run_changes (run_id, max_delta) WHERE ranked = 1;
