import LayoutEngine
import Testing

/// Every JSON fixture (section 13's worked examples and one or more per rule) laid out and
/// compared with a tolerance of 1e-6 points.
@Suite struct LayoutFixtureTests {
    static let tolerance = 1e-6

    @Test(arguments: LayoutFixture.all)
    func fixtureProducesExpectedFrames(_ fixture: LayoutFixture) throws {
        let tree = try ViewTreeDecoder.decode(fixture.tree)
        let result = Engine().layout(tree, proposal: fixture.proposal)
        #expect(close([result.size.width, result.size.height], fixture.size), "size \(result.size)")
        let nodes = Dictionary(uniqueKeysWithValues: result.nodes.map { ($0.path, $0) })
        for (path, expected) in fixture.outer {
            #expect(close(nodes[path]?.outer.map(Self.numbers), expected), "outer of \(path): \(String(describing: nodes[path]?.outer))")
        }
        for (path, expected) in fixture.frame {
            #expect(close(nodes[path]?.frame.map(Self.numbers), expected), "frame of \(path): \(String(describing: nodes[path]?.frame))")
        }
        for (path, expected) in fixture.drawn {
            #expect(close(nodes[path]?.drawn.map(Self.numbers), expected), "drawn of \(path): \(String(describing: nodes[path]?.drawn))")
        }
        for path in fixture.notShown {
            #expect(nodes[path]?.shown == false && nodes[path]?.frame == nil, "\(path) should not be shown")
        }
    }

    /// The data loaded: the fixture directory holds files, and each parsed as an array
    /// holding at least one case.
    @Test func everyFixtureFileParsedAndHoldsCases() {
        #expect(LayoutFixture.files.count >= 2, "fixture files: \(LayoutFixture.files)")
        for file in LayoutFixture.files {
            let fixtures = LayoutFixture.load(file)
            #expect(fixtures != nil, "\(file) is not a JSON array of fixtures")
            #expect((fixtures?.count ?? 0) >= 1, "\(file) holds no case")
            #expect(fixtures?.allSatisfy { $0.name != "?" && $0.size.count == 2 } ?? false, "\(file): a case without a name or size")
        }
    }

        static func numbers(_ rect: Rect) -> [Double] { [rect.minX, rect.minY, rect.width, rect.height] }

    /// Equal lengths, element by element within the tolerance (∞ equal to ∞).
    func close(_ actual: [Double]?, _ expected: [Double]) -> Bool {
        guard let actual, actual.count == expected.count else { return false }
        return zip(actual, expected).allSatisfy { $0 == $1 || abs($0 - $1) <= Self.tolerance }
    }
}
