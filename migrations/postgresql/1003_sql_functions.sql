-- layout_nodes and run_change_nodes on PostgreSQL: the table-valued functions `layoutstore sql`
-- registers on SQLite (target LayoutSQL), here as set-returning functions in PL/pgSQL with the
-- same arguments, columns and values, so the documented queries run unchanged on either store.
-- PostgreSQL only (SQLite's are compiled code, not schema), so numbered from 1001.
--
-- They decode the packed formats of docs/packed-formats.md byte by byte with get_byte, as
-- LayoutService's PackedFrames and PackedNodeChanges do: a fixed-point coordinate n / 256
-- and an escaped double rebuilt from its sign, exponent and significand come out as the same
-- double the Swift decoder gives. A blob that does not unpack raises data_corrupted (XX001),
-- its message starting with the function's name, as SQLite's functions' errors do.
--
-- The layoutstore_* functions are the decoder's parts: pure (IMMUTABLE, PARALLEL SAFE), each
-- reading one primitive at a 0-based byte offset and returning the value and the offset after
-- it. layout_nodes and run_change_nodes read tables (STABLE) and name their errors in an
-- exception block, a subtransaction, which no process of a parallel query may start (not even
-- its leader): PARALLEL UNSAFE, so a query calling them is planned without workers.

-- Refuses to read `count` bytes at offset `start` past the end of `bytes`.
CREATE FUNCTION layoutstore_expect_bytes(bytes bytea, start integer, count bigint) RETURNS void
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
    IF count > length(bytes) - start THEN
        RAISE EXCEPTION 'packed frames end early at byte %', start USING ERRCODE = 'data_corrupted';
    END IF;
END
$$;

-- The byte at offset `start`.
CREATE FUNCTION layoutstore_byte(bytes bytea, start integer, OUT value integer, OUT ends_at integer)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
    PERFORM layoutstore_expect_bytes(bytes, start, 1);
    value := get_byte(bytes, start);
    ends_at := start + 1;
END
$$;

-- An unsigned LEB128 varint at byte offset `start`: seven bits per byte, low bits first.
-- Values of 2^63 and more (which the packers never write) are refused rather than wrapped.
CREATE FUNCTION layoutstore_varint(bytes bytea, start integer, OUT value bigint, OUT ends_at integer)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
    chunk integer;
    shift integer := 0;
BEGIN
    value := 0;
    ends_at := start;
    LOOP
        SELECT b.value, b.ends_at INTO chunk, ends_at FROM layoutstore_byte(bytes, ends_at) b;
        IF shift > 63 OR (shift > 56 AND (chunk & 127) >> (63 - shift) <> 0) THEN
            RAISE EXCEPTION 'packed frames malformed at byte %: varint longer than 63 bits', ends_at USING ERRCODE = 'data_corrupted';
        END IF;
        value := value | ((chunk & 127)::bigint << shift);
        EXIT WHEN chunk < 128;
        shift := shift + 7;
    END LOOP;
END
$$;

-- The double whose eight bytes, little-endian, are `bytes` (IEEE 754 binary64), exactly:
-- the significand (an integer below 2^53) times a power of two, applied in two halves so no
-- factor leaves the normal range; -0.0, infinities and NaN included.
CREATE FUNCTION layoutstore_double(bytes bytea) RETURNS double precision
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
    high integer := get_byte(bytes, 7);
    exponent integer := ((high & 127) << 4) | (get_byte(bytes, 6) >> 4);
    significand bigint := (get_byte(bytes, 6) & 15)::bigint << 48;
    scale integer;
    magnitude double precision;
BEGIN
    FOR index IN 0..5 LOOP
        significand := significand | (get_byte(bytes, index)::bigint << (8 * index));
    END LOOP;
    IF exponent = 2047 THEN
        magnitude := CASE WHEN significand = 0 THEN 'Infinity'::double precision ELSE 'NaN'::double precision END;
    ELSE
        IF exponent > 0 THEN significand := significand + 4503599627370496; END IF;  -- the implicit 2^52
        scale := greatest(exponent, 1) - 1075;
        magnitude := significand::double precision * power(2::double precision, scale / 2)
            * power(2::double precision, scale - scale / 2);
    END IF;
    RETURN CASE WHEN high >= 128 THEN -magnitude ELSE magnitude END;
END
$$;

-- Refuses bytes left after `ends_at`, the end of what was read of `what`.
CREATE FUNCTION layoutstore_expect_end(bytes bytea, ends_at integer, what text) RETURNS void
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
    IF ends_at <> length(bytes) THEN
        RAISE EXCEPTION 'packed frames malformed at byte %: bytes after %', length(bytes), what USING ERRCODE = 'data_corrupted';
    END IF;
END
$$;

-- The node index `gap` nodes after `previous` (the first of a list after -1).
CREATE FUNCTION layoutstore_next_index(previous bigint, gap bigint) RETURNS bigint
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
    IF gap >= 2147483647 THEN
        RAISE EXCEPTION 'packed frames malformed at byte 0: node index out of range' USING ERRCODE = 'data_corrupted';
    END IF;
    RETURN previous + 1 + gap;
END
$$;

-- A coordinate at byte offset `start`: the varint of zigzag(n) << 1 for n / 256 pt, or the byte 1 then
-- the eight bytes of a double.
CREATE FUNCTION layoutstore_coordinate(bytes bytea, start integer, OUT value double precision, OUT ends_at integer)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
    tagged bigint;
BEGIN
    SELECT v.value, v.ends_at INTO tagged, ends_at FROM layoutstore_varint(bytes, start) v;
    IF tagged = 1 THEN
        PERFORM layoutstore_expect_bytes(bytes, ends_at, 8);
        value := layoutstore_double(substring(bytes FROM ends_at + 1 FOR 8));
        ends_at := ends_at + 8;
    ELSIF tagged & 1 = 1 THEN
        RAISE EXCEPTION 'packed frames malformed at byte %: unknown coordinate tag', ends_at USING ERRCODE = 'data_corrupted';
    ELSE
        tagged := tagged >> 1;
        value := ((tagged >> 1) # -(tagged & 1))::double precision / 256;
    END IF;
END
$$;

-- A rect at byte offset `start`: four coordinates, x, y, width and height.
CREATE FUNCTION layoutstore_rect(bytes bytea, start integer, OUT rect double precision[], OUT ends_at integer)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
    coordinate record;
BEGIN
    rect := ARRAY[]::double precision[];
    ends_at := start;
    FOR field IN 1..4 LOOP
        coordinate := layoutstore_coordinate(bytes, ends_at);
        rect := rect || coordinate.value;
        ends_at := coordinate.ends_at;
    END LOOP;
END
$$;

-- A string at byte offset `start`: its UTF-8 byte count as a varint, then the bytes.
CREATE FUNCTION layoutstore_string(bytes bytea, start integer, OUT value text, OUT ends_at integer)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
    byte_count bigint;
BEGIN
    SELECT v.value, v.ends_at INTO byte_count, ends_at FROM layoutstore_varint(bytes, start) v;
    PERFORM layoutstore_expect_bytes(bytes, ends_at, byte_count);
    value := convert_from(substring(bytes FROM ends_at + 1 FOR byte_count::integer), 'UTF8');
    ends_at := ends_at + byte_count::integer;
END
$$;

-- Every node of a packed-frames blob, in node order: flags, the frames the flags say are
-- there, text lines and the flow's rows and ViewThatFits' choice. `shape_texts` holds the text
-- of each node of the tree's shape (NULL for other nodes), in node order: its length must be
-- the blob's node count, and a text stored as "one line equal to the shape's text" reads it.
CREATE FUNCTION layoutstore_unpack_frames(frames bytea, shape_texts text[])
RETURNS TABLE (
    node_index bigint, shown boolean, hidden boolean,
    x double precision, y double precision, width double precision, height double precision,
    outer_x double precision, outer_y double precision, outer_width double precision, outer_height double precision,
    drawn_x double precision, drawn_y double precision, drawn_width double precision, drawn_height double precision,
    lines text[], truncated boolean, flow_rows bigint, chosen_child bigint
)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 5000 ROWS 50 AS $$
DECLARE
    byte_index integer;
    node_count bigint;
    flags integer;
    text_flags integer;
    extras integer;
    line_count bigint;
    line text;
    own_frame double precision[];
    outer_frame double precision[];
    drawn_frame double precision[];
BEGIN
    SELECT v.value, v.ends_at INTO node_count, byte_index FROM layoutstore_varint(frames, 0) v;
    IF node_count <> coalesce(cardinality(shape_texts), 0) THEN
        RAISE EXCEPTION 'packed frames hold % nodes but the tree''s shape has %', node_count, coalesce(cardinality(shape_texts), 0)
            USING ERRCODE = 'data_corrupted';
    END IF;
    FOR index IN 0..node_count - 1 LOOP
        SELECT v.value, v.ends_at INTO flags, byte_index FROM layoutstore_byte(frames, byte_index) v;
        node_index := index;
        shown := flags & 1 <> 0;
        hidden := flags & 2 <> 0;
        -- hasFrame (4), then the outer frame (8: the frame itself, else 16: a rect of its own),
        -- then drawn (32); an absent rect is a NULL array, whose elements read NULL.
        own_frame := NULL;
        outer_frame := NULL;
        drawn_frame := NULL;
        IF flags & 4 <> 0 THEN
            SELECT v.rect, v.ends_at INTO own_frame, byte_index FROM layoutstore_rect(frames, byte_index) v;
        END IF;
        IF flags & 8 <> 0 THEN
            outer_frame := own_frame;
        ELSIF flags & 16 <> 0 THEN
            SELECT v.rect, v.ends_at INTO outer_frame, byte_index FROM layoutstore_rect(frames, byte_index) v;
        END IF;
        IF flags & 32 <> 0 THEN
            SELECT v.rect, v.ends_at INTO drawn_frame, byte_index FROM layoutstore_rect(frames, byte_index) v;
        END IF;
        x := own_frame[1]; y := own_frame[2]; width := own_frame[3]; height := own_frame[4];
        outer_x := outer_frame[1]; outer_y := outer_frame[2]; outer_width := outer_frame[3]; outer_height := outer_frame[4];
        drawn_x := drawn_frame[1]; drawn_y := drawn_frame[2]; drawn_width := drawn_frame[3]; drawn_height := drawn_frame[4];
        lines := NULL;
        truncated := NULL;
        IF flags & 64 <> 0 THEN
            SELECT v.value, v.ends_at INTO text_flags, byte_index FROM layoutstore_byte(frames, byte_index) v;
            truncated := text_flags & 1 <> 0;
            IF text_flags & 2 <> 0 THEN
                IF shape_texts[index + 1] IS NULL THEN
                    RAISE EXCEPTION 'packed frames malformed at byte 0: node % refers to a text its shape lacks', index
                        USING ERRCODE = 'data_corrupted';
                END IF;
                lines := ARRAY[shape_texts[index + 1]];
            ELSE
                lines := ARRAY[]::text[];
                SELECT v.value, v.ends_at INTO line_count, byte_index FROM layoutstore_varint(frames, byte_index) v;
                FOR line_number IN 1..line_count LOOP
                    SELECT v.value, v.ends_at INTO line, byte_index FROM layoutstore_string(frames, byte_index) v;
                    lines := lines || line;
                END LOOP;
            END IF;
        END IF;
        flow_rows := NULL;
        chosen_child := NULL;
        IF flags & 128 <> 0 THEN
            SELECT v.value, v.ends_at INTO extras, byte_index FROM layoutstore_byte(frames, byte_index) v;
            IF extras & 1 <> 0 THEN
                SELECT v.value, v.ends_at INTO flow_rows, byte_index FROM layoutstore_varint(frames, byte_index) v;
            END IF;
            IF extras & 2 <> 0 THEN
                SELECT v.value, v.ends_at INTO chosen_child, byte_index FROM layoutstore_varint(frames, byte_index) v;
            END IF;
        END IF;
        RETURN NEXT;
    END LOOP;
    PERFORM layoutstore_expect_end(frames, byte_index, 'the last node');
END
$$;

-- The moved, appeared and disappeared nodes of a packed run change (run_changes.nodes), by
-- increasing index within each kind: moved nodes with their deltas in points (n / 256),
-- appeared and disappeared ones without (NULL).
CREATE FUNCTION layoutstore_unpack_node_changes(nodes bytea)
RETURNS TABLE (kind text, node_index bigint, dx double precision, dy double precision, dw double precision, dh double precision)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 1000 ROWS 10 AS $$
DECLARE
    byte_index integer;
    header bigint;
    entry bigint;
    list_count bigint;
    gap bigint;
    units double precision[];
    primitive record;
BEGIN
    SELECT v.value, v.ends_at INTO header, byte_index FROM layoutstore_varint(nodes, 0) v;
    IF header >> 2 > length(nodes) THEN
        RAISE EXCEPTION 'packed frames malformed at byte 0: a node list longer than its bytes' USING ERRCODE = 'data_corrupted';
    END IF;
    kind := 'moved';
    node_index := -1;
    FOR moved IN 1..(header >> 2) LOOP
        SELECT v.value, v.ends_at INTO entry, byte_index FROM layoutstore_varint(nodes, byte_index) v;
        node_index := layoutstore_next_index(node_index, entry >> 4);
        units := ARRAY[0, 0, 0, 0]::double precision[];
        FOR delta IN 0..3 LOOP
            IF entry & (1 << delta) <> 0 THEN
                primitive := layoutstore_varint(nodes, byte_index);
                byte_index := primitive.ends_at;
                units[delta + 1] := ((primitive.value >> 1) # -(primitive.value & 1))::double precision / 256;
            END IF;
        END LOOP;
        dx := units[1]; dy := units[2]; dw := units[3]; dh := units[4];
        RETURN NEXT;
    END LOOP;
    dx := NULL; dy := NULL; dw := NULL; dh := NULL;
    FOR flag_bit IN 1..2 LOOP
        CONTINUE WHEN header & flag_bit = 0;
        kind := CASE flag_bit WHEN 1 THEN 'appeared' ELSE 'disappeared' END;
        SELECT v.value, v.ends_at INTO list_count, byte_index FROM layoutstore_varint(nodes, byte_index) v;
        IF list_count > length(nodes) THEN
            RAISE EXCEPTION 'packed frames malformed at byte 0: a node list longer than its bytes' USING ERRCODE = 'data_corrupted';
        END IF;
        node_index := -1;
        FOR listed IN 1..list_count LOOP
            SELECT v.value, v.ends_at INTO gap, byte_index FROM layoutstore_varint(nodes, byte_index) v;
            node_index := layoutstore_next_index(node_index, gap);
            RETURN NEXT;
        END LOOP;
    END LOOP;
    PERFORM layoutstore_expect_end(nodes, byte_index, 'the node changes');
END
$$;

-- layout_nodes(engine_id, tree_id, proposal_id): one row per node of the stored result with
-- that key, in node order (depth-first pre-order), named from the tree's stored shape: the
-- node's own frame (x … height) and its frame after its modifiers (outer_*), NULL when not
-- laid out; for texts the lines as a JSON array, their count and 1 when the last is truncated
-- (else 0). No rows when there is no such result or an argument is NULL.
CREATE FUNCTION layout_nodes(engine_id bigint, tree_id bigint, proposal_id bigint)
RETURNS TABLE (
    node_index bigint, path text, id text, type text,
    x double precision, y double precision, width double precision, height double precision,
    outer_x double precision, outer_y double precision, outer_width double precision, outer_height double precision,
    lines text, line_count bigint, truncated bigint
)
LANGUAGE plpgsql STABLE STRICT PARALLEL UNSAFE COST 10000 ROWS 50 AS $$
DECLARE
    packed bytea;
    texts text[];
BEGIN
    SELECT r.frames INTO packed FROM results r
    WHERE r.engine_id = layout_nodes.engine_id AND r.tree_id = layout_nodes.tree_id AND r.proposal_id = layout_nodes.proposal_id;
    IF NOT FOUND THEN
        RETURN;
    END IF;
    SELECT coalesce(array_agg(tn.text ORDER BY tn.node_index), ARRAY[]::text[]) INTO texts
    FROM tree_nodes tn WHERE tn.tree_id = layout_nodes.tree_id;
    BEGIN
        RETURN QUERY
        SELECT f.node_index, tn.path, tn.node_id, tn.type, f.x, f.y, f.width, f.height,
               f.outer_x, f.outer_y, f.outer_width, f.outer_height,
               -- The compact JSON array LayoutStore writes: to_json escapes as its JSONWriter does.
               CASE WHEN f.lines IS NOT NULL THEN
                   '[' || coalesce((SELECT string_agg(to_json(u.line)::text, ',' ORDER BY u.ordinal)
                                    FROM unnest(f.lines) WITH ORDINALITY AS u (line, ordinal)), '') || ']'
               END,
               cardinality(f.lines)::bigint,
               CASE WHEN f.lines IS NOT NULL THEN f.truncated::integer::bigint END
        FROM layoutstore_unpack_frames(packed, texts) f
        JOIN tree_nodes tn ON tn.tree_id = layout_nodes.tree_id AND tn.node_index = f.node_index
        ORDER BY f.node_index;
    EXCEPTION WHEN data_corrupted THEN
        RAISE EXCEPTION 'layout_nodes: the frames of result (engine %, tree %, proposal %) do not unpack against the tree''s % stored nodes: %',
            layout_nodes.engine_id, layout_nodes.tree_id, layout_nodes.proposal_id, cardinality(texts), SQLERRM
            USING ERRCODE = 'data_corrupted';
    END;
END
$$;

-- run_change_nodes(run_id, revision_id, variant, proposal_id): one row per node a run's
-- changed scenario moved, made appear or made disappear (moved first, then appeared, then
-- disappeared, each by node index), named from the tree shapes of the run's engine (moved,
-- appeared) and of the engine it compared with (disappeared), with the deltas of moved nodes
-- in points. A change recorded before migration 0009 gives its moves from legacy_moves
-- (node_index and type NULL). No rows when there is no such change or an argument is NULL.
CREATE FUNCTION run_change_nodes(run_id bigint, revision_id bigint, variant text, proposal_id bigint)
RETURNS TABLE (
    kind text, node_index bigint, path text, id text, type text,
    dx double precision, dy double precision, dw double precision, dh double precision
)
LANGUAGE plpgsql STABLE STRICT PARALLEL UNSAFE COST 2000 ROWS 10 AS $$
DECLARE
    change record;
    legacy json;
    node record;
    tree_after bigint;
    tree_before bigint;
    shape_size bigint;
    described text := format('the change of run %s (revision %s, %s, proposal %s)',
        run_change_nodes.run_id, run_change_nodes.revision_id, run_change_nodes.variant, run_change_nodes.proposal_id);
BEGIN
    SELECT r.engine_id, r.against_engine_id, rc.nodes, rc.legacy_moves INTO change
    FROM run_changes rc JOIN runs r ON r.id = rc.run_id
    WHERE rc.run_id = run_change_nodes.run_id AND rc.revision_id = run_change_nodes.revision_id
      AND rc.variant = run_change_nodes.variant AND rc.proposal_id = run_change_nodes.proposal_id;
    IF NOT FOUND THEN
        RETURN;
    END IF;
    IF change.legacy_moves IS NOT NULL THEN
        -- {"path", "id", "dx", "dy", "dw", "dh"} per moved node; an unreadable list reads as empty.
        BEGIN
            legacy := change.legacy_moves::json;
        EXCEPTION WHEN invalid_text_representation THEN
            RETURN;
        END;
        IF json_typeof(legacy) <> 'array' THEN
            RETURN;
        END IF;
        RETURN QUERY
        SELECT 'moved', NULL::bigint, m.element ->> 'path',
               CASE WHEN json_typeof(m.element -> 'id') = 'string' THEN m.element ->> 'id' END, NULL::text,
               CASE WHEN json_typeof(m.element -> 'dx') = 'number' THEN (m.element ->> 'dx')::double precision ELSE 0 END,
               CASE WHEN json_typeof(m.element -> 'dy') = 'number' THEN (m.element ->> 'dy')::double precision ELSE 0 END,
               CASE WHEN json_typeof(m.element -> 'dw') = 'number' THEN (m.element ->> 'dw')::double precision ELSE 0 END,
               CASE WHEN json_typeof(m.element -> 'dh') = 'number' THEN (m.element ->> 'dh')::double precision ELSE 0 END
        FROM json_array_elements(legacy) WITH ORDINALITY AS m (element, ordinal)
        WHERE json_typeof(m.element -> 'path') = 'string'
        ORDER BY m.ordinal;
        RETURN;
    END IF;
    IF change.nodes IS NULL THEN
        RETURN;
    END IF;
    SELECT st.tree_id INTO tree_after FROM scenario_trees st
    WHERE st.engine_id = change.engine_id AND st.revision_id = run_change_nodes.revision_id AND st.variant = run_change_nodes.variant;
    SELECT st.tree_id INTO tree_before FROM scenario_trees st
    WHERE st.engine_id = change.against_engine_id AND st.revision_id = run_change_nodes.revision_id AND st.variant = run_change_nodes.variant;
    BEGIN
        FOR node IN SELECT * FROM layoutstore_unpack_node_changes(change.nodes) LOOP
            kind := node.kind;
            node_index := node.node_index;
            dx := node.dx; dy := node.dy; dw := node.dw; dh := node.dh;
            SELECT tn.path, tn.node_id, tn.type INTO path, id, type FROM tree_nodes tn
            WHERE tn.tree_id = CASE WHEN node.kind = 'disappeared' THEN tree_before ELSE tree_after END
              AND tn.node_index = node.node_index;
            IF NOT FOUND THEN
                SELECT count(*) INTO shape_size FROM tree_nodes tn
                WHERE tn.tree_id = CASE WHEN node.kind = 'disappeared' THEN tree_before ELSE tree_after END;
                RAISE EXCEPTION 'packed frames malformed at byte 0: % node % is not in its tree of % nodes', node.kind, node.node_index, shape_size
                    USING ERRCODE = 'data_corrupted';
            END IF;
            RETURN NEXT;
        END LOOP;
    EXCEPTION WHEN data_corrupted THEN
        RAISE EXCEPTION 'run_change_nodes: reading %: %', described, SQLERRM USING ERRCODE = 'data_corrupted';
    END;
END
$$;
