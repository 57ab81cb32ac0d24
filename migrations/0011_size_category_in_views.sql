-- The text size category in the views: migrations 0008 (current engine) and 0009 (packed run
-- changes) recreated latest_layouts and run_change_details after 0007 added
-- proposals.size_category; both gain a size_category column here, and find a width's name
-- by its value, since a width's results in other categories have proposals of their own.

DROP VIEW latest_layouts;

CREATE VIEW latest_layouts AS
-- The stored layouts of every model's current revision by the current engine (see
-- current_engine), one row per model, template, named width and configured
-- text size category.
-- Pass engine_id, tree_id and proposal_id to layout_nodes for the nodes' frames.
SELECT
    m.name AS model, -- the model's name
    m.kind AS kind, -- tripCard, chipSet or viewTree
    rv.number AS revision, -- the model's current revision number, from 1
    st.variant AS template, -- the template variant the tree was made with
    w.name AS width, -- the named container width
    w.width AS container_width, -- that width in points
    p.size_category AS size_category, -- the text size category (large unless the store adds others: size add)
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
JOIN current_engine ce ON ce.id = 1
JOIN scenario_trees st ON st.revision_id = rv.id AND st.engine_id = ce.engine_id
JOIN results r ON r.engine_id = st.engine_id AND r.tree_id = st.tree_id
JOIN proposals p ON p.id = r.proposal_id AND p.height IS NULL
JOIN size_categories sc ON sc.name = p.size_category
JOIN widths w ON w.width = p.width
JOIN engines e ON e.id = r.engine_id
WHERE m.archived_at IS NULL;

DROP VIEW run_change_details;

CREATE VIEW run_change_details AS
-- Every new, changed or failed scenario of every run, with model, template and width by name.
-- Pass run, revision_id, template and proposal_id to run_change_nodes for the nodes.
SELECT
    rc.run_id AS run, -- runs.id
    m.name AS model, -- the model's name
    m.kind AS kind, -- tripCard, chipSet or viewTree
    rv.number AS revision, -- the revision laid out
    rc.variant AS template, -- the template variant
    w.name AS width, -- the named width; NULL for a width without a name
    p.width AS container_width, -- the proposed width in points; NULL for unspecified
    p.size_category AS size_category, -- the text size category
    rc.status AS status, -- new, changed or failed
    rc.moved_nodes AS moved_nodes, -- how many nodes moved or resized
    rc.appeared_nodes AS appeared_nodes, -- how many nodes appeared (shown only after)
    rc.disappeared_nodes AS disappeared_nodes, -- how many nodes disappeared (shown only before)
    rc.max_delta AS max_delta, -- the largest move in points
    rc.legacy_moves AS legacy_moves, -- the moves (JSON) of a run recorded before migration 0009
    rc.error AS error, -- why it failed, for failed scenarios
    rc.revision_id AS revision_id, -- revisions.id: run_change_nodes' second argument
    rc.proposal_id AS proposal_id -- proposals.id: run_change_nodes' fourth argument
FROM run_changes rc
JOIN revisions rv ON rv.id = rc.revision_id
JOIN models m ON m.id = rv.model_id
JOIN proposals p ON p.id = rc.proposal_id
LEFT JOIN widths w ON w.width = p.width AND p.height IS NULL;
