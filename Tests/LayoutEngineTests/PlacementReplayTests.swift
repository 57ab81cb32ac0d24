import Testing
@testable import LayoutEngine

/// A layer of constant size placed at the origin of the layout just before (of the same tree)
/// keeps that placement of its subtree (`PlacementMemo`): every result stays exactly the
/// result of a fresh session, and the replay happens where the origin repeats.
@Suite struct PlacementReplayTests {
    /// A card of fixed size, as the compact trip card: whatever the width offered, its content
    /// is proposed 185 × 220, so the content's placement repeats from one width to the next.
    /// Inside: a resizable photo with a badge, a ViewThatFits (whose unchosen child stays
    /// unshown), a wrapping text and a flow of chips (a row count).
    static func fixedCard(background: Bool = true) -> ViewNode {
        let badge = ViewNode(
            id: "badge", kind: .text("3 activities", font: .style(.caption), lineLimit: 1),
            modifiers: [.padding(EdgeInsets(all: 4)), .background(alignment: .center, content: ViewNode(kind: .shape(.capsule)))]
        )
        let photo = ViewNode(
            id: "photo", kind: .image(width: 400, height: 300, resizable: true),
            modifiers: [.aspectRatio(ratio: nil, contentMode: .fill), .frame(FixedFrame(width: 185, height: 120)), .overlay(alignment: .bottomTrailing, content: badge)]
        )
        let fits = ViewNode(id: "fits", kind: .viewThatFits(horizontal: true, vertical: false), children: [
            ViewNode(kind: .text("A name far too long for one line of the card", font: .style(.headline), lineLimit: 1)),
            ViewNode(kind: .text("Short", font: .style(.headline), lineLimit: 1)),
        ])
        let name = ViewNode(id: "name", kind: .text("A trip to the sea and back again by the coast road", font: .body, lineLimit: nil), modifiers: [.padding(EdgeInsets(all: 8))])
        let chips = ViewNode(id: "chips", kind: .flow(horizontalSpacing: 4, verticalSpacing: 4), children: ["sea", "coast", "a long walk", "food"].map {
            ViewNode(kind: .text($0, font: .style(.caption), lineLimit: nil), modifiers: [.padding(EdgeInsets(all: 3))])
        })
        var modifiers: [Modifier] = [.frame(FixedFrame(width: 185, height: 220, alignment: .top))]
        if background { modifiers.append(.background(alignment: .center, content: ViewNode(kind: .shape(.color)))) }
        return ViewNode(id: "card", kind: .vstack(spacing: 8, alignment: .leading), modifiers: modifiers, children: [photo, fits, name, chips])
    }

    /// Widths a batch lays a tree out at, with repeats next to each other and apart.
    static let proposals: [ProposedSize] = [320, 375, 375, 414, 0, 320, 1024].map { ProposedSize(width: $0, height: nil) }
        + [.unspecified, ProposedSize(width: 185, height: 220), ProposedSize(width: 185, height: 220)]

    @Test func aCardOfFixedSizeIsPlacedOnceForEveryWidth() {
        let engine = Engine()
        let session = engine.makeSession()
        let tree = engine.prepare(Self.fixedCard())
        var compared = 0
        for (index, proposal) in Self.proposals.enumerated() {
            let replayedBefore = session.replayedPlacementCount
            let result = session.layout(tree, proposal: proposal)
            let alone = engine.makeSession().layout(tree, proposal: proposal)
            #expect(LayoutSessionPassTests.identical(result, alone), "at \(proposal)")
            // The first layout places everything; every later one keeps the card's content.
            #expect((session.replayedPlacementCount > replayedBefore) == (index > 0), "at \(proposal)")
            compared += 1
        }
        #expect(compared == Self.proposals.count)
        // The unchosen child of the ViewThatFits stays unshown through the replays.
        let last = session.layout(tree, proposal: ProposedSize(width: 500, height: nil))
        let fitsIndex = last.nodes.firstIndex { $0.id == "fits" }!
        #expect(last.nodes[fitsIndex].chosenChild == 1)
        #expect(last.nodes[fitsIndex + 1].frame == nil && last.nodes[fitsIndex + 2].frame != nil)
    }

    @Test func nothingIsReplayedAcrossTreesOrWithAnchorsOrWithoutTheCache() {
        let engine = Engine()
        let card = engine.prepare(Self.fixedCard())
        let other = engine.prepare(Self.fixedCard(background: false))
        let session = engine.makeSession()
        let proposal = ProposedSize(width: 320, height: nil)
        // Another tree between two layouts of the card: its layout is not the one before.
        for tree in [card, other, card, other] {
            let result = session.layout(tree, proposal: proposal)
            #expect(LayoutSessionPassTests.identical(result, engine.makeSession().layout(tree, proposal: proposal)))
        }
        #expect(session.replayedPlacementCount == 0)
        // Pushed right by a spacer, the card is placed at another origin at every width: it is
        // placed anew (its photo's fixed frame too), and equals a fresh session's placement.
        let pushed = engine.prepare(ViewNode(kind: .hstack(spacing: 0, alignment: .top), children: [ViewNode(kind: .spacer(minLength: 0)), Self.fixedCard()]))
        for width in [320.0, 375, 414, 375] {
            let result = session.layout(pushed, proposal: ProposedSize(width: width, height: nil))
            #expect(LayoutSessionPassTests.identical(result, engine.makeSession().layout(pushed, proposal: ProposedSize(width: width, height: nil))))
            #expect(result.nodes.first { $0.id == "card" }?.outer?.minX == width - 185)
        }
        #expect(session.replayedPlacementCount == 0)
        // A published anchor is stamped per layout: a tree with one is always placed anew.
        var anchored = Self.fixedCard()
        anchored.children[2].modifiers.append(.anchorPreference(key: "name"))
        anchored.modifiers.append(.overlayPreferenceValue(key: "name", alignment: .center, content: ViewNode(kind: .shape(.rectangle))))
        let anchoredTree = engine.prepare(anchored)
        for width in [320.0, 375, 414] {
            let result = session.layout(anchoredTree, proposal: ProposedSize(width: width, height: nil))
            #expect(LayoutSessionPassTests.identical(result, engine.makeSession().layout(anchoredTree, proposal: ProposedSize(width: width, height: nil))))
        }
        #expect(session.replayedPlacementCount == 0)
        // Without the measurement cache (the general path) nothing is kept either.
        let uncached = engine.makeSession()
        uncached.cachesMeasurements = false
        for proposal in Self.proposals {
            #expect(LayoutSessionPassTests.identical(uncached.layout(card, proposal: proposal), engine.makeSession().layout(card, proposal: proposal)))
        }
        #expect(uncached.replayedPlacementCount == 0)
    }
}
