import LayoutEngine
import Testing
@testable import LayoutModels

/// Every node of `tree` (modifier contents included), depth-first.
func allNodes(_ tree: ViewNode) -> [ViewNode] {
    var nodes = [tree]
    for modifier in tree.modifiers {
        switch modifier {
        case .overlay(_, let content), .background(_, let content): nodes += allNodes(content)
        default: break
        }
    }
    return nodes + tree.children.flatMap(allNodes)
}

/// The node with `id` in `tree`.
func node(_ id: String, in tree: ViewNode) -> ViewNode? {
    allNodes(tree).first { $0.id == id }
}

@Suite struct TripCardTemplatesTests {
    static func trip(activities: Int, subtitle: String? = "Temples and gardens") -> TripCard {
        var list: [String: JSONValue] = [:]
        for index in 0..<activities { list["activity \(index)"] = .number(Double(index)) }
        return TripCard(name: "Kyoto", photoURL: "u", photoSize: Size(width: 1024, height: 768), activities: list,
                        subtitle: subtitle, createdAt: TripDate(year: 2024, month: 3, day: 5)!)
    }

    @Test func compactCardHasNoActivityOverlayWithoutActivities() throws {
        let tree = TripCardTemplates.compact(Self.trip(activities: 0))
        let photo = try #require(node("photo", in: tree))
        #expect(node("activities", in: tree) == nil)
        #expect(!photo.modifiers.contains { if case .overlay = $0 { true } else { false } })
    }

    @Test func compactCardOverlaysTheActivityCountOnThePhoto() throws {
        let tree = TripCardTemplates.compact(Self.trip(activities: 3))
        let photo = try #require(node("photo", in: tree))
        guard case .overlay(let alignment, let badge) = try #require(photo.modifiers.last) else {
            Issue.record("the photo's outermost modifier should be the badge overlay")
            return
        }
        #expect(alignment == .bottomTrailing)
        #expect(badge.kind == .text("3 activities", font: .style(.caption), lineLimit: 1))
        #expect(TripCardTemplates.activityText(count: 1) == "1 activity")
    }

    @Test func compactCardIsThePhotoAndNameInAFixedFrame() throws {
        let tree = TripCardTemplates.compact(Self.trip(activities: 0))
        #expect(tree.kind == .vstack(spacing: 8, alignment: .leading))
        #expect(tree.children.map(\.id) == ["photo", "name"])
        #expect(tree.modifiers.first == .frame(FixedFrame(width: 185, height: 220, alignment: .top)))
        let photo = try #require(node("photo", in: tree))
        #expect(photo.kind == .image(width: 1024, height: 768, resizable: true))
        #expect(photo.modifiers == [.aspectRatio(ratio: nil, contentMode: .fill), .frame(FixedFrame(width: 185, height: 150))])
    }

    @Test func wideCardOffersTheFullRowThenTheStackedFallback() throws {
        let tree = TripCardTemplates.wide(Self.trip(activities: 2))
        let details = try #require(node("details", in: tree))
        #expect(details.kind == .viewThatFits(horizontal: true, vertical: false))
        #expect(details.children.map(\.id) == ["row", "stacked"])
        #expect(details.children[0].children.map(\.id) == ["row-name", "row-subtitle", "row-spacer", "row-date"])
        #expect(details.children[1].children.map(\.id) == ["stacked-name", "stacked-subtitle"])
        let subtitle = try #require(node("row-subtitle", in: tree))
        #expect(subtitle.modifiers == [.layoutPriority(1)])
        #expect(node("row-date", in: tree)?.kind == .text("Mar 5, 2024", font: .style(.footnote), lineLimit: 1))
        #expect(node("activities", in: tree) != nil)
    }

    @Test func wideCardWithoutSubtitleOmitsIt() {
        let tree = TripCardTemplates.wide(Self.trip(activities: 0, subtitle: nil))
        #expect(node("row-subtitle", in: tree) == nil)
        #expect(node("stacked-subtitle", in: tree) == nil)
        #expect(node("activities", in: tree) == nil)
    }
}

@Suite struct TripCardTemplateFrameTests {
    static func seedTrips() throws -> [TripCard] {
        try embeddedModels("trip-cards.json").compactMap { if case .tripCard(let trip) = $0 { trip } else { nil } }
    }

    static func layout(_ tree: ViewNode, width: Double) -> LayoutResult {
        Engine().layout(tree, proposal: ProposedSize(width: width, height: nil))
    }

    @Test(arguments: seedWidths)
    func compactCardIsTheTalksSizeAtEveryWidth(width: Double) throws {
        for trip in try Self.seedTrips() {
            let result = Self.layout(TripCardTemplates.compact(trip), width: width)
            #expect(result.size == Size(width: 185, height: 220), "\(trip.name)")
            let photo = try #require(try result.node("photo").outer)
            #expect(photo == Rect(x: 0, y: 0, width: 185, height: 150), "\(trip.name)")
            let badge = result.nodes.first { $0.id == "activities" }
            #expect((badge != nil) == !trip.activities.isEmpty, "\(trip.name)")
            if let badgeFrame = badge?.outer {
                #expect(abs(badgeFrame.maxX - photo.maxX) < frameTolerance)
                #expect(abs(badgeFrame.maxY - photo.maxY) < frameTolerance)
            }
        }
    }

    @Test(arguments: seedWidths)
    func wideCardDropsTheDateRatherThanTruncateTheSubtitle(width: Double) throws {
        for trip in try Self.seedTrips() {
            let result = Self.layout(TripCardTemplates.wide(trip), width: width)
            #expect(abs(result.size.width - width) < frameTolerance, "\(trip.name) fills \(width)")
            let chosen = try #require(try result.node("details").chosenChild)
            let date = try result.node("row-date")
            if chosen == 0 {
                #expect(date.shown && date.text?.truncated == false, "\(trip.name) at \(width)")
                for id in ["row-name", "row-subtitle"] where trip.subtitle != nil || id == "row-name" {
                    #expect(try result.node(id).text?.truncated == false, "\(trip.name) \(id) at \(width)")
                }
            } else {
                #expect(!date.shown, "\(trip.name) at \(width)")
                if trip.subtitle != nil {
                    let subtitle = try result.node("stacked-subtitle")
                    #expect(subtitle.shown && subtitle.text?.truncated == false, "\(trip.name) at \(width)")
                    let frame = try #require(subtitle.frame)
                    #expect(frame.maxX <= width - 12 + frameTolerance, "\(trip.name) subtitle inside the card at \(width)")
                }
            }
        }
    }

    @Test func hawaiiFallsBackOnAPhoneAndShowsTheDateOnADesktop() throws {
        let hawaii = try #require(try Self.seedTrips().first { $0.name == "Hawaii, USA" })
        #expect(try Self.layout(TripCardTemplates.wide(hawaii), width: 320).node("details").chosenChild == 1)
        #expect(try Self.layout(TripCardTemplates.wide(hawaii), width: 1024).node("details").chosenChild == 0)
        let kyoto = try #require(try Self.seedTrips().first { $0.name == "Kyoto" })
        #expect(try Self.layout(TripCardTemplates.wide(kyoto), width: 393).node("details").chosenChild == 0)
    }
}
