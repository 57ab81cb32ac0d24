-- Two named widths may share a value (two devices at 393 pt): a width's proposal is no longer
-- unique to one width. A scenario is keyed by the proposal, so two names of one value are one
-- scenario, laid out once; the names are how people pick it. (PostgreSQL dialect of
-- migrations/0005_widths_may_share_a_value.sql: PostgreSQL drops the UNIQUE constraint in
-- place, where SQLite rebuilds the table.)
ALTER TABLE widths DROP CONSTRAINT widths_proposal_id_key;

-- The widths of one proposal, for listing a scenario's names.
CREATE INDEX widths_by_proposal ON widths (proposal_id);
