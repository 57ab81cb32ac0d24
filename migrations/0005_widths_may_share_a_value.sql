-- Two named widths may share a value (two devices at 393 pt): a width's proposal is no longer
-- unique to one width. A scenario is keyed by the proposal, so two names of one value are one
-- scenario, laid out once; the names are how people pick it. SQLite cannot drop a UNIQUE
-- constraint, so the table is rebuilt with the same rows and ids (nothing references widths).

-- A named container width every model is laid out at (proposal: that width, unspecified
-- height); several names may share one value, and so one proposal.
CREATE TABLE widths_shared (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE CHECK (length(name) > 0),
    width       REAL NOT NULL CHECK (width >= 0 AND width < 1e300),
    proposal_id INTEGER NOT NULL REFERENCES proposals (id)
) STRICT;

INSERT INTO widths_shared (id, name, width, proposal_id) SELECT id, name, width, proposal_id FROM widths;
DROP TABLE widths;
ALTER TABLE widths_shared RENAME TO widths;

-- The widths of one proposal, for listing a scenario's names.
CREATE INDEX widths_by_proposal ON widths (proposal_id);
