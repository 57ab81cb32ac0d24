-- Views for the questions users ask of the store in any SQL client (names, not ids), and the
-- file's identity in its header. Each view's description and its columns' descriptions are
-- comments inside its CREATE statement, so the sqlite3 shell's `.schema` shows them.
-- A result's nodes: `SELECT n.* FROM latest_layouts l,
-- layout_nodes(l.engine_id, l.tree_id, l.proposal_id) n` with the LayoutStoreSQL extension
-- loaded (built into `layoutstore sql`). No view calls that function: a view naming a table
-- SQLite does not know breaks every later ALTER TABLE RENAME on connections without it. No
-- view shows a blob either: Datasette 0.65 cannot show a view with one.

-- 'LYST' in the header marks the file as a LayoutStore store for tools such as file(1).
PRAGMA application_id = 1280922452;

CREATE VIEW latest_layouts AS
-- The stored layouts of every model's current revision, one row per model, template, named
-- width and engine (filter on engine_version and engine_options when a store has several).
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
    lower(hex(r.result_hash)) AS result_hash, -- equal hashes: equal layouts
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
JOIN widths w ON w.proposal_id = r.proposal_id
JOIN engines e ON e.id = r.engine_id
WHERE m.archived_at IS NULL;

CREATE VIEW run_summaries AS
-- Every recompute run with its engines by version and options and its counts, newest first.
SELECT
    ru.id AS run, -- runs.id, as `layoutstore runs show` takes it
    e.version AS engine_version, -- the engine the run computed with
    e.options AS engine_options, -- that engine's options (JSON)
    a.version AS against_version, -- the engine it compared with, if any
    a.options AS against_options, -- that engine's options (JSON)
    ru.filter AS filter, -- which scenarios it covered (JSON)
    ru.started_at AS started_at, -- when it started
    ru.finished_at AS finished_at, -- when it finished; NULL while unfinished or interrupted
    ru.unchanged AS unchanged, -- scenarios whose layout did not change
    ru.changed AS changed, -- scenarios whose layout changed
    ru.new AS new, -- scenarios with nothing to compare with
    ru.failed AS failed, -- scenarios that failed
    ru.computed AS computed -- layouts computed (not found in the store)
FROM runs ru
JOIN engines e ON e.id = ru.engine_id
LEFT JOIN engines a ON a.id = ru.against_engine_id
ORDER BY ru.id DESC;

CREATE VIEW run_change_details AS
-- Every new, changed or failed scenario of every run, with model, template and width by name.
SELECT
    rc.run_id AS run, -- runs.id
    m.name AS model, -- the model's name
    rv.number AS revision, -- the revision laid out
    rc.variant AS template, -- the template variant
    w.name AS width, -- the named width; NULL for a width without a name
    p.width AS container_width, -- the proposed width in points; NULL for unspecified
    rc.status AS status, -- new, changed or failed
    rc.moved_nodes AS moved_nodes, -- how many nodes moved
    rc.max_delta AS max_delta, -- the largest move in points
    rc.moves AS moves, -- the moves (JSON): [{"path","id","dx","dy","dw","dh"}]
    rc.error AS error -- why it failed, for failed scenarios
FROM run_changes rc
JOIN revisions rv ON rv.id = rc.revision_id
JOIN models m ON m.id = rv.model_id
JOIN proposals p ON p.id = rc.proposal_id
LEFT JOIN widths w ON w.proposal_id = rc.proposal_id;
