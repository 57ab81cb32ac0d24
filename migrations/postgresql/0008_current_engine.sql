-- The current engine: the one every command computes with unless `--engine-option` chooses
-- another, kept in the store so that `replay` after `recompute --engine-option …` checks what
-- the user just chose. `layoutstore engine show|set|use` read and change it; `recompute` makes
-- the engine it ran current; the first engine a store registers becomes current. A store
-- migrated from an earlier version starts with the engine of its newest run, else its newest
-- engine. latest_layouts is recreated to show the current engine's layouts only.
--
-- (PostgreSQL dialect of migrations/0008_current_engine.sql: the same table, rows and view.)
--
-- Documentation inside the CREATE statements: SQLite keeps a statement's text from CREATE to
-- its end in sqlite_schema, so the descriptions below (inside the parentheses, after AS) are
-- what `.schema` shows. The tables of earlier migrations keep their comments above CREATE:
-- a shipped migration is never edited (the migrator checks each one's checksum), and
-- rebuilding results, run_changes and the other large tables only to move a comment would
-- rewrite every row of every store. `layoutstore db schema` prints every table and view with
-- its description and its columns', read from the migrations' text.

CREATE TABLE current_engine (
    -- The engine commands compute with unless --engine-option chooses another: one row.
    id        integer PRIMARY KEY CHECK (id = 1), -- always 1: a store has one current engine
    engine_id bigint NOT NULL REFERENCES engines (id), -- engines.id of the current engine
    chosen_at text NOT NULL -- when it became current (ISO-8601 UTC)
);

INSERT INTO current_engine (id, engine_id, chosen_at)
SELECT 1, e.id, to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
FROM engines e
ORDER BY (SELECT max(ru.id) FROM runs ru WHERE ru.engine_id = e.id) DESC NULLS LAST, e.id DESC
LIMIT 1;

DROP VIEW latest_layouts;

CREATE VIEW latest_layouts AS
-- The stored layouts of every model's current revision by the current engine (see
-- current_engine), one row per model, template and named width.
-- Pass engine_id, tree_id and proposal_id to layout_nodes for the nodes' frames.
SELECT
    m.name AS model, -- the model's name
    m.kind AS kind, -- tripCard, chipSet or viewTree
    rv.number AS revision, -- the model's current revision number, from 1
    st.variant AS template, -- the template variant the tree was made with
    w.name AS width, -- the named container width
    w.width AS container_width, -- that width in points
    e.version AS engine_version, -- the engine's version
    e.options AS engine_options, -- the engine's options (JSON)
    r.width AS layout_width, -- the laid-out size's width in points
    r.height AS layout_height, -- the laid-out size's height in points
    r.truncated_texts AS truncated_texts, -- how many texts were cut short
    r.overflowing_nodes AS overflowing_nodes, -- how many nodes overflow their container
    r.flow_rows AS flow_rows, -- rows of the first flow layout, if any
    r.chosen_branch AS chosen_branch, -- the child a ViewThatFits chose, if any
    encode(r.result_hash, 'hex') AS result_hash, -- equal hashes: equal layouts
    rv.created_at AS revised_at, -- when the current revision was made
    m.id AS model_id, -- models.id
    rv.id AS revision_id, -- revisions.id
    e.id AS engine_id, -- engines.id: layout_nodes' first argument
    r.tree_id AS tree_id, -- trees.id: layout_nodes' second argument
    r.proposal_id AS proposal_id -- proposals.id: layout_nodes' third argument
FROM models m
JOIN current_revisions rv ON rv.model_id = m.id
JOIN current_engine ce ON ce.id = 1
JOIN scenario_trees st ON st.revision_id = rv.id AND st.engine_id = ce.engine_id
JOIN results r ON r.engine_id = st.engine_id AND r.tree_id = st.tree_id
JOIN widths w ON w.proposal_id = r.proposal_id
JOIN engines e ON e.id = r.engine_id
WHERE m.archived_at IS NULL;
