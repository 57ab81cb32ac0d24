import LayoutEngine
import Testing

/// The session: the measurement cache keeps nested stacks near-linear and changes nothing.
@Suite struct LayoutSessionTests {
    /// HStack { colour; VStack { colour; HStack { … } } } nested `depth` levels deep.
    static func nest(depth: Int) -> ViewNode {
        var node = ViewNode(kind: .text("leaf", font: .body, lineLimit: nil))
        for level in 0..<depth {
            let kind: ViewKind = level.isMultiple(of: 2)
                ? .hstack(spacing: nil, alignment: .center) : .vstack(spacing: nil, alignment: .center)
            node = ViewNode(kind: kind, children: [ViewNode(kind: .shape(.color)), node])
        }
        return node
    }

    @Test func twentyDeepNestMeasuresLeavesAFewTimesPerLevel() {
        let engine = Engine()
        let session = engine.makeSession()
        _ = session.layout(engine.prepare(Self.nest(depth: 20)), proposal: ProposedSize(width: 320, height: 480))
        // 41 leaves; each is measured at most at the few distinct proposals its stack hands
        // out (0, ∞, its offer, its placement proposal, per distinct parent proposal).
        // Bound stated: ≤ 15 measurements per leaf (615; measured 453). Uncached it is exponential.
        #expect(session.leafMeasurementCount <= 15 * 41)
    }

    @Test func uncachedLayoutCostsExponentiallyMore() {
        let engine = Engine()
        let cached = engine.makeSession()
        let uncached = engine.makeSession()
        uncached.cachesMeasurements = false
        let tree = engine.prepare(Self.nest(depth: 8))
        _ = cached.layout(tree, proposal: ProposedSize(width: 320, height: 480))
        _ = uncached.layout(tree, proposal: ProposedSize(width: 320, height: 480))
        #expect(uncached.leafMeasurementCount > 10 * cached.leafMeasurementCount)
    }

    @Test func cachedAndUncachedResultsAreEqual() throws {
        let engine = Engine()
        let uncached = engine.makeSession()
        uncached.cachesMeasurements = false
        for fixture in LayoutFixture.all {
            let tree = engine.prepare(try ViewTreeDecoder.decode(fixture.tree))
            #expect(engine.makeSession().layout(tree, proposal: fixture.proposal) == uncached.layout(tree, proposal: fixture.proposal))
        }
        let nest = engine.prepare(Self.nest(depth: 10))
        let proposal = ProposedSize(width: 200, height: nil)
        #expect(engine.makeSession().layout(nest, proposal: proposal) == uncached.layout(nest, proposal: proposal))
    }

    @Test func reusingASessionGivesTheSameResultsAsFreshOnes() throws {
        let engine = Engine()
        let reused = engine.makeSession()
        for fixture in LayoutFixture.all {
            let tree = engine.prepare(try ViewTreeDecoder.decode(fixture.tree))
            #expect(reused.layout(tree, proposal: fixture.proposal) == engine.makeSession().layout(tree, proposal: fixture.proposal))
        }
    }

    /// A session's per-node buffers and text lines grow in one block when a larger tree comes
    /// (keeping what they hold); a tree laid out before and after the growth lays out alike.
    @Test func growingForALargerTreeKeepsResultsEqualToFreshSessions() {
        let engine = Engine()
        let reused = engine.makeSession()
        let words = ["Swift", "서울", "🍜 Food", "a longer title that wraps", ""]
        func flow(_ count: Int) -> PreparedTree {
            engine.prepare(ViewNode(kind: .flow(horizontalSpacing: 4, verticalSpacing: 4), children: (0..<count).map {
                ViewNode(kind: .text(words[$0 % words.count], font: .style(.caption), lineLimit: 1))
                    .modifier(.padding(EdgeInsets(top: 3, leading: 10, bottom: 3, trailing: 10)))
            }))
        }
        let proposal = ProposedSize(width: 120, height: nil)
        let small = flow(2)
        let first = reused.layout(small, proposal: proposal)
        for count in [1, 7, 60, 3, 200] {
            let tree = flow(count)
            let result = reused.layout(tree, proposal: proposal)
            #expect(result == engine.makeSession().layout(tree, proposal: proposal))
            #expect(result.nodes.filter { $0.text != nil }.count == count)
        }
        #expect(reused.layout(small, proposal: proposal) == first)
    }

    /// A warm session lends the nodes it keeps from one layout to the next
    /// (`forEachResultNode`): each must be what a fresh session's `layout` lists, as widths
    /// go back and forth, a text a ViewThatFits stops choosing and chooses again (its lines
    /// dropped and measured anew under a proposal seen before), and trees change in between.
    @Test func lentResultNodesEqualFreshLayoutsAcrossWidthsChoicesAndTrees() {
        let engine = Engine()
        let session = engine.makeSession()
        let wide = ViewNode(kind: .text("a title wide enough to need room", font: .style(.body), lineLimit: nil))
        let short = ViewNode(kind: .text("Short", font: .style(.caption), lineLimit: nil)).modifier(.padding(EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)))
        let choice = engine.prepare(ViewNode(kind: .vstack(spacing: nil, alignment: .leading), children: [
            ViewNode(kind: .viewThatFits(horizontal: true, vertical: false), children: [wide, short]),
            ViewNode(kind: .text("wraps onto more lines when narrow", font: .style(.footnote), lineLimit: 2)),
        ]))
        let chips = engine.prepare(ViewNode(kind: .guideFlow(horizontalSpacing: 4, verticalSpacing: 4), children: ["One", "Two words", "Three"].map {
            ViewNode(kind: .text($0, font: .style(.caption), lineLimit: nil)).modifier(.offset(x: 1, y: 2))
        }))
        var compared = 0, textsDropped = 0
        for (tree, width) in [(choice, 400.0), (choice, 60), (choice, 400), (choice, 400), (chips, 90), (choice, 60), (chips, 300), (choice, 400)] {
            let proposal = ProposedSize(width: width, height: nil)
            session.computeFrames(tree, proposal: proposal)
            var lent: [ResultNode] = []
            session.forEachResultNode { lent.append(copy $0) }
            let fresh = engine.makeSession().layout(tree, proposal: proposal)
            #expect(lent == fresh.nodes.map(\.resultNode), "width \(width)")
            compared += lent.count
            textsDropped += fresh.nodes.filter { $0.type == "text" && !$0.resultNode.shown }.count
        }
        #expect(compared > 30 && textsDropped >= 2)
    }

    @Test func flowReportsRowsAndViewThatFitsItsChoice() {
        let item = ViewNode(kind: .shape(.color)).modifier(.frame(FixedFrame(width: 100, height: 30)))
        let flow = ViewNode(kind: .flow(horizontalSpacing: 10, verticalSpacing: 10), children: [item, item, item])
        let result = Engine().layout(flow, proposal: ProposedSize(width: 250, height: nil))
        #expect(result.nodes[0].rows == 2)
        let choice = ViewNode(kind: .viewThatFits(horizontal: true, vertical: false), children: [
            ViewNode(kind: .image(width: 300, height: 10, resizable: false)), ViewNode(kind: .image(width: 30, height: 10, resizable: false)),
        ])
        #expect(Engine().layout(choice, proposal: ProposedSize(width: 100, height: nil)).nodes[0].chosenChild == 1)
    }

    @Test func overflowingNodesAreThoseOutsideTheRoot() {
        let tree = ViewNode(kind: .hstack(spacing: 0, alignment: .center), children: [
            ViewNode(kind: .image(width: 100, height: 10, resizable: false)).modifier(.frame(FixedFrame(width: 50))),
        ])
        let result = Engine().layout(tree, proposal: ProposedSize(width: 50, height: nil))
        #expect(result.overflowingNodes().map(\.path) == [])
        #expect(Set(result.nodes.filter { $0.frame!.minX < 0 }.map(\.path)) == ["0/0"])
    }

    /// HStack { colour; VStack { 50-wide image; colour } } at (100, 100): the VStack (min 50)
    /// is less flexible than the colour (min 0), so it is sized first: 46 offered, 50 taken;
    /// the colour gets the 42 left.
    /// In a fresh session, probing the VStack grows the session's stack-item buffer while the
    /// HStack is recording its probes; the probes must survive the move.
    @Test func probesSurviveTheStackItemBufferGrowingUnderThem() {
        let column = ViewNode(kind: .vstack(spacing: nil, alignment: .center), children: [
            ViewNode(kind: .image(width: 50, height: 10, resizable: false)), ViewNode(kind: .shape(.color)),
        ])
        let row = ViewNode(kind: .hstack(spacing: nil, alignment: .center), children: [ViewNode(kind: .shape(.color)), column])
        let result = Engine().layout(row, proposal: ProposedSize(width: 100, height: 100))
        #expect(result.nodes[1].outer == Rect(x: 0, y: 0, width: 42, height: 100))
        #expect(result.nodes[2].outer == Rect(x: 50, y: 0, width: 50, height: 100))
    }
}
