-- The text size category (SwiftUI's DynamicTypeSize) is part of a proposal: like the proposed
-- size, it is the environment a parent hands down, so results stay keyed by (engine, tree,
-- proposal) and baselines and run changes need no new key columns. Every existing proposal,
-- and so every stored result, becomes `large`, the size a store used before. (PostgreSQL
-- dialect of migrations/0007_size_categories.sql.)
ALTER TABLE proposals ADD COLUMN size_category text NOT NULL DEFAULT 'large' CHECK (size_category IN (
    'xSmall', 'small', 'medium', 'large', 'xLarge', 'xxLarge', 'xxxLarge',
    'accessibility1', 'accessibility2', 'accessibility3', 'accessibility4', 'accessibility5'
));

DROP INDEX proposals_by_size;
CREATE UNIQUE INDEX proposals_by_size ON proposals (coalesce(width, -1), coalesce(height, -1), size_category);

-- The text size categories every model is laid out at, beside the named widths (each width's
-- scenarios: one per category). A new store lays out at `large` only.
CREATE TABLE size_categories (
    name text PRIMARY KEY CHECK (name IN ('xSmall', 'small', 'medium', 'large', 'xLarge', 'xxLarge', 'xxxLarge', 'accessibility1', 'accessibility2', 'accessibility3', 'accessibility4', 'accessibility5')) -- the category's name, as SwiftUI spells it
);

INSERT INTO size_categories (name) VALUES ('large');

-- The views of 0006 that name a width by its proposal: a width now offers one proposal per
-- size category, all of that width.
DROP VIEW latest_layouts;
DROP VIEW run_change_details;

CREATE VIEW latest_layouts AS
-- The stored layouts of every model's current revision, one row per model, template, named
-- width, size category and engine (filter on engine_version and engine_options when a store
-- has several). Pass engine_id, tree_id and proposal_id to layout_nodes for the nodes' frames.
SELECT
    m.name AS model, -- the model's name
    m.kind AS kind, -- tripCard, chipSet or viewTree
    rv.number AS revision, -- the model's current revision number, from 1
    st.variant AS template, -- the template variant the tree was made with
    w.name AS width, -- the named container width
    w.width AS container_width, -- that width in points
    p.size_category AS size_category, -- the text size category (large unless the store adds others)
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
JOIN scenario_trees st ON st.revision_id = rv.id
JOIN results r ON r.engine_id = st.engine_id AND r.tree_id = st.tree_id
JOIN proposals p ON p.id = r.proposal_id AND p.height IS NULL
JOIN size_categories sc ON sc.name = p.size_category
JOIN widths w ON w.width = p.width
JOIN engines e ON e.id = r.engine_id
WHERE m.archived_at IS NULL;

CREATE VIEW run_change_details AS
-- Every new, changed or failed scenario of every run, with model, template and width by name.
SELECT
    rc.run_id AS run, -- runs.id
    m.name AS model, -- the model's name
    rv.number AS revision, -- the revision laid out
    rc.variant AS template, -- the template variant
    w.name AS width, -- the named width; NULL for a width without a name
    p.width AS container_width, -- the proposed width in points; NULL for unspecified
    p.size_category AS size_category, -- the text size category
    rc.status AS status, -- new, changed or failed
    rc.moved_nodes AS moved_nodes, -- how many nodes moved
    rc.max_delta AS max_delta, -- the largest move in points
    rc.moves AS moves, -- the moves (JSON): [{"path","id","dx","dy","dw","dh"}]
    rc.error AS error -- why it failed, for failed scenarios
FROM run_changes rc
JOIN revisions rv ON rv.id = rc.revision_id
JOIN models m ON m.id = rv.model_id
JOIN proposals p ON p.id = rc.proposal_id
LEFT JOIN widths w ON w.width = p.width AND p.height IS NULL;
