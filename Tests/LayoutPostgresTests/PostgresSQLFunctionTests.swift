import Foundation
import LayoutPostgres
import LayoutStorage
import LayoutTestSupport
import Testing

extension PostgresSuite {
    /// The PL/pgSQL decoders of migration 1003 on blobs written by hand from the formats of
    /// docs/packed-formats.md: every value expected here is worked out in the comments, not
    /// produced by LayoutStore's packers.
    @Suite struct PostgresSQLFunctionTests {
        private func migrated() throws -> PostgresConnection {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            try PostgresMigrator().migrate(connection)
            return connection
        }

        private static func bytes(_ hex: String) -> Data {
            let digits = Array(hex.filter { !$0.isWhitespace })
            return Data(stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! })
        }

        /// Two nodes:
        /// - `02`: the node count.
        /// - node 0: flags `8d` = shown 1 | hasFrame 4 | outerIsFrame 8 | hasExtras 128; frame
        ///   x 0 (`00`); y -1.5 = -384/256, zigzag 767, << 1 = 1534 = `fe 0b`; width 125 =
        ///   32000/256, zigzag 64000, << 1 = 128000 = `80 e8 07`; height 1/3, not a multiple of
        ///   1/256: escape `01` and 0x3FD5555555555555 little-endian; extras `03` (rows, chosen
        ///   child): rows `02`, chosen child `01`.
        /// - node 1: flags `55` = shown 1 | hasFrame 4 | hasOuter 16 | hasText 64; frame x 0.25
        ///   = 64/256, zigzag 128, << 1 = 256 = `80 02`; y 0; width 10 = 2560/256 → 10240 =
        ///   `80 50`; height -0.0 (escaped: `01`, 0x8000000000000000); outer x -2 = -512/256,
        ///   zigzag 1023 → 2046 = `fe 0f`; outer y (2^52 - 1)/256, the largest fixed point:
        ///   zigzag 2^53 - 2 → 2^54 - 4 = `fc ff ff ff ff ff ff 1f`; outer width 1e300 (escaped:
        ///   0x7E37E43C8800759C); outer height -(2^52 - 1)/256: zigzag 2^53 - 3 → 2^54 - 6 =
        ///   `fa ff ff ff ff ff ff 1f`; text `01` (truncated, own lines): 2 lines, `a"b` and
        ///   `é` + newline (3 bytes each).
        static let frames = bytes("""
            02
            8d 00 fe0b 80e807 01 555555555555d53f 03 02 01
            55 8002 00 8050 01 0000000000000080 fe0f fcffffffffffff1f 019c7500883ce4377e faffffffffffff1f
               01 02 03 612262 03 c3a90a
            """)

        @Test func unpacksFramesToTheDoublesWorkedOutByHand() throws {
            let connection = try migrated()
            let rows = try connection.fetchAll(
                sql: """
                    SELECT node_index, shown, x, y, width, height, outer_x, outer_y, outer_width, outer_height,
                           to_json(lines)::text AS lines, truncated, flow_rows, chosen_child
                    FROM layoutstore_unpack_frames($1, ARRAY[NULL, NULL]::text[]) ORDER BY node_index
                    """,
                arguments: [.blob(Self.frames)]
            )
            #expect(rows.count == 2)
            let largest = Double((1 << 52) - 1) / 256
            let first = try #require(rows.first).values
            #expect(first == [
                .integer(0), .integer(1), .real(0), .real(-1.5), .real(125), .real(1.0 / 3.0),
                .real(0), .real(-1.5), .real(125), .real(1.0 / 3.0), .null, .null, .integer(2), .integer(1),
            ])
            let second = try #require(rows.last).values
            #expect(Array(second.prefix(5)) == [.integer(1), .integer(1), .real(0.25), .real(0), .real(10)])
            guard case .real(let height) = second[5] else { Issue.record("height \(second[5])"); return }
            #expect(height == 0 && height.sign == .minus, "-0.0 keeps its sign")
            #expect(Array(second[6...]) == [
                .real(-2), .real(largest), .real(1e300), .real(-largest), .text(#"["a\"b","é\n"]"#), .integer(1), .null, .null,
            ])
        }

        @Test func rebuildsEveryDoubleBitForBit() throws {
            let connection = try migrated()
            // Zeros, subnormals, the normal range's ends, infinities, and values no fixed point holds.
            let values: [Double] = [
                0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, Double.leastNormalMagnitude.nextDown, .leastNormalMagnitude,
                .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, 0.1, -1.0 / 3.0, 1365.3333333333333,
                4503599627370495.5, Double(bitPattern: 0x0000_3738_0000_0001),
            ]
            for value in values {
                var bits = value.bitPattern.littleEndian
                let blob = withUnsafeBytes(of: &bits) { Data($0) }
                let decoded = try connection.fetchValue(Double.self, sql: "SELECT layoutstore_double($1)", arguments: [.blob(blob)])
                #expect(decoded?.bitPattern == value.bitPattern, "\(value)")
            }
            let nan = try connection.fetchValue(Double.self, sql: "SELECT layoutstore_double('\\x000000000000f87f'::bytea)")
            #expect(nan?.isNaN == true)
        }

        /// Moved node 1 by dx +1.5 (384 units, zigzag 768) and dh -0.25 (-64, zigzag 127): entry
        /// gap 1 << 4 | mask 0b1001 = `19`, `80 06`, `7f`; moved node 4 by dy +2 (512, zigzag
        /// 1024): gap 2 << 4 | 0b0010 = `22`, `80 08`; header 2 moved << 2 | appeared 1 |
        /// disappeared 2 = `0b`; appeared: 1 node, gap 7 (node 7); disappeared: 2 nodes, gaps 0
        /// and 1 (nodes 0 and 2).
        @Test func unpacksNodeChangesToTheListsWorkedOutByHand() throws {
            let connection = try migrated()
            let rows = try connection.fetchAll(
                sql: "SELECT kind, node_index, dx, dy, dw, dh FROM layoutstore_unpack_node_changes($1)",
                arguments: [.blob(Self.bytes("0b 19 8006 7f 22 8008 01 07 02 00 01"))]
            )
            #expect(rows.map(\.values) == [
                [.text("moved"), .integer(1), .real(1.5), .real(0), .real(0), .real(-0.25)],
                [.text("moved"), .integer(4), .real(0), .real(2), .real(0), .real(0)],
                [.text("appeared"), .integer(7), .null, .null, .null, .null],
                [.text("disappeared"), .integer(0), .null, .null, .null, .null],
                [.text("disappeared"), .integer(2), .null, .null, .null, .null],
            ])
        }

        @Test func refusesBlobsThatDoNotUnpackNamingTheByte() throws {
            let connection = try migrated()
            let cases: [(hex: String, texts: String, message: String)] = [
                ("02 00", "{NULL,NULL}", "packed frames end early at byte 2"),
                ("01 04 00 00 00", "{NULL,NULL}", "packed frames hold 1 nodes but the tree's shape has 2"),
                ("01 04 00 00 00 03", "{NULL}", "packed frames malformed at byte 6: unknown coordinate tag"),
                ("01 04 00 00 00 00 00", "{NULL}", "packed frames malformed at byte 7: bytes after the last node"),
                ("01 40 02", "{NULL}", "packed frames malformed at byte 0: node 0 refers to a text its shape lacks"),
                ("01 80 01 ffffffffffffffffff01", "{NULL}", "packed frames malformed at byte 13: varint longer than 63 bits"),
            ]
            for (hex, texts, message) in cases {
                let error = #expect(throws: PostgresError.self, "\(hex)") {
                    try connection.fetchAll(
                        sql: "SELECT * FROM layoutstore_unpack_frames($1, $2::text[])", arguments: [.blob(Self.bytes(hex)), .text(texts)]
                    )
                }
                #expect(error?.kind == .server(.dataCorrupted), "\(hex)")
                #expect(error?.message == message, "\(hex)")
            }
        }

        /// A change recorded before migration 0009 keeps its moves as JSON: elements without a
        /// string path are skipped, a delta that is not a number reads 0, unreadable JSON no rows.
        @Test func readsTheMovesOfAChangeRecordedBeforePackedLists() throws {
            let connection = try migrated()
            try connection.executeScript("""
                INSERT INTO models (id, name, kind, created_at) VALUES (1, 'legacy', 'viewTree', 't');
                INSERT INTO revisions (id, model_id, number, content_hash, content, created_at) VALUES (1, 1, 1, repeat('0', 64), '{}', 't');
                INSERT INTO engines (id, version, fingerprint, options, created_at) VALUES (1, 'v', 'f', '{}', 't');
                INSERT INTO proposals (id, width) VALUES (1, 100);
                INSERT INTO runs (id, engine_id, filter, started_at) VALUES (1, 1, '{}', 't');
                INSERT INTO run_changes (run_id, revision_id, variant, proposal_id, status, legacy_moves) VALUES
                    (1, 1, 'tree', 1, 'changed', '[{"path": "0/1", "id": "name", "dx": 1.5, "dy": -2, "dh": "bad"}, 3, {"id": "no path"}, {"path": "0", "dx": 1e-3}]'),
                    (1, 1, 'unreadable', 1, 'changed', 'not json');
                """)
            let rows = try connection.fetchAll(sql: "SELECT * FROM run_change_nodes(1, 1, 'tree', 1)")
            #expect(rows.map(\.values) == [
                [.text("moved"), .null, .text("0/1"), .text("name"), .null, .real(1.5), .real(-2), .real(0), .real(0)],
                [.text("moved"), .null, .text("0"), .null, .null, .real(0.001), .real(0), .real(0), .real(0)],
            ])
            #expect(try connection.fetchAll(sql: "SELECT * FROM run_change_nodes(1, 1, 'unreadable', 1)").isEmpty)
        }

        @Test func givesNoRowsForAMissingResultOrANullArgument() throws {
            let connection = try migrated()
            #expect(try connection.fetchAll(sql: "SELECT * FROM layout_nodes(1, 2, 3)").isEmpty)
            #expect(try connection.fetchAll(sql: "SELECT * FROM layout_nodes(NULL, 2, 3)").isEmpty)
            #expect(try connection.fetchAll(sql: "SELECT * FROM run_change_nodes(1, 2, 'wide', 3)").isEmpty)
            #expect(try connection.fetchAll(sql: "SELECT * FROM run_change_nodes(1, 2, NULL, 3)").isEmpty)
        }
    }
}
