import LayoutEngine

/// The trip card's two templates, after the trip card of the SwiftUI layout talk.
///
/// Node ids: `card` (root), `background`, `photo`, `activities` (the count badge, only with at
/// least one activity) and `activities-background`; `compact` adds `name`; `wide` adds
/// `details` (the ViewThatFits), `row` with `row-name`, `row-subtitle`, `row-spacer`,
/// `row-date`, and the fallback `stacked` with `stacked-name`, `stacked-subtitle`.
public enum TripCardTemplates {
    /// The talk's measurements: the photo is 185 × 150, the card 220 high.
    public static let photoWidth: Double = 185
    public static let photoHeight: Double = 150
    public static let compactHeight: Double = 220

    /// The compact card:
    /// ```swift
    /// VStack(alignment: .leading, spacing: 8) {
    ///     Image(photo).resizable().aspectRatio(contentMode: .fill).frame(width: 185, height: 150)
    ///         .overlay(alignment: .bottomTrailing) { ActivityBadge(count) }   // only if count > 0
    ///     Text(name).font(.headline).padding(.horizontal, 8)
    /// }
    /// .frame(width: 185, height: 220, alignment: .top).background(Color.dark)
    /// ```
    /// The frame's width keeps a long name wrapping under the photo; its height truncates it.
    public static func compact(_ trip: TripCard) -> ViewNode {
        let photo = photo(of: trip, framed: .frame(FixedFrame(width: photoWidth, height: photoHeight)), count: trip.activities.count)
        let name = ViewNode(id: "name", kind: .text(trip.name, font: .style(.headline), lineLimit: nil), modifiers: compactNameModifiers)
        return ViewNode(id: "card", kind: .vstack(spacing: 8, alignment: .leading), modifiers: compactCardModifiers, children: [photo, name])
    }

    /// The wide card of the "Trips" section:
    /// ```swift
    /// VStack(alignment: .leading, spacing: 0) {
    ///     Image(photo).resizable().aspectRatio(contentMode: .fill)
    ///         .frame(minWidth: 0, maxWidth: .infinity, minHeight: 150, maxHeight: 150)
    ///         .overlay(alignment: .bottomTrailing) { ActivityBadge(count) }   // only if count > 0
    ///     ViewThatFits(in: .horizontal) {
    ///         HStack(alignment: .firstTextBaseline) {
    ///             Text(name).font(.headline).lineLimit(1)
    ///             Text(subtitle).font(.subheadline).lineLimit(1).layoutPriority(1)
    ///             Spacer()
    ///             Text(createdAt).font(.footnote).lineLimit(1)
    ///         }
    ///         VStack(alignment: .leading, spacing: 4) {
    ///             Text(name).font(.headline)
    ///             Text(subtitle).font(.subheadline)
    ///         }
    ///     }
    ///     .padding(12)
    /// }
    /// .background(Color.dark)
    /// ```
    /// The row is chosen only when its ideal width fits, so none of its texts truncates; the
    /// fallback drops the date and lets name and subtitle wrap (no line limit, and the card has
    /// no fixed height), so they do not truncate either. Without a subtitle both omit it.
    public static func wide(_ trip: TripCard) -> ViewNode {
        let photo = photo(of: trip, framed: .flexibleFrame(FlexibleFrame(
            minWidth: 0, maxWidth: .infinity, minHeight: photoHeight, maxHeight: photoHeight
        )), count: trip.activities.count)
        var row: [ViewNode] = [], stacked: [ViewNode] = []
        row.reserveCapacity(4)
        stacked.reserveCapacity(2)
        row.append(ViewNode(id: "row-name", kind: .text(trip.name, font: .style(.headline), lineLimit: 1)))
        stacked.append(ViewNode(id: "stacked-name", kind: .text(trip.name, font: .style(.headline), lineLimit: nil)))
        if let subtitle = trip.subtitle {
            row.append(ViewNode(id: "row-subtitle", kind: .text(subtitle, font: .style(.subheadline), lineLimit: 1), modifiers: rowSubtitleModifiers))
            stacked.append(ViewNode(id: "stacked-subtitle", kind: .text(subtitle, font: .style(.subheadline), lineLimit: nil)))
        }
        row.append(ViewNode(id: "row-spacer", kind: .spacer(minLength: nil)))
        row.append(ViewNode(id: "row-date", kind: .text(trip.createdAt.displayText, font: .style(.footnote), lineLimit: 1)))
        let details = ViewNode(id: "details", kind: .viewThatFits(horizontal: true, vertical: false), modifiers: detailsModifiers, children: [
            ViewNode(id: "row", kind: .hstack(spacing: nil, alignment: .firstTextBaseline), children: row),
            ViewNode(id: "stacked", kind: .vstack(spacing: 4, alignment: .leading), children: stacked),
        ])
        return ViewNode(id: "card", kind: .vstack(spacing: 0, alignment: .leading), modifiers: wideCardModifiers, children: [photo, details])
    }

    /// The badge's text: "1 activity", "3 activities".
    public static func activityText(count: Int) -> String {
        count == 1 ? "1 activity" : "\(count) activities"
    }

    private static let darkBackground = ViewNode(id: "background", kind: .shape(.color))

    // The modifier lists that do not depend on the trip, made once and shared by every card.
    private static let compactNameModifiers: [Modifier] = [.padding(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))]
    private static let compactCardModifiers: [Modifier] = [
        .frame(FixedFrame(width: photoWidth, height: compactHeight, alignment: .top)),
        .background(alignment: .center, content: darkBackground),
    ]
    private static let rowSubtitleModifiers: [Modifier] = [.layoutPriority(1)]
    private static let detailsModifiers: [Modifier] = [.padding(EdgeInsets(all: 12))]
    private static let wideCardModifiers: [Modifier] = [.background(alignment: .center, content: darkBackground)]
    private static let badgeModifiers: [Modifier] = [
        .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)),
        .background(alignment: .center, content: ViewNode(id: "activities-background", kind: .shape(.capsule))),
        .padding(EdgeInsets(all: 8)),
    ]

    /// The resizable, aspect-filled photo at its intrinsic size (drawing clips it to its frame)
    /// in `frame`, with the activity-count badge in its bottom-trailing corner when `count`
    /// is at least one (else no badge node at all).
    private static func photo(of trip: TripCard, framed frame: Modifier, count: Int) -> ViewNode {
        var modifiers: [Modifier] = []
        modifiers.reserveCapacity(3)
        modifiers.append(.aspectRatio(ratio: nil, contentMode: .fill))
        modifiers.append(frame)
        if count > 0 {
            let badge = ViewNode(
                id: "activities", kind: .text(activityText(count: count), font: .style(.caption), lineLimit: 1), modifiers: badgeModifiers
            )
            modifiers.append(.overlay(alignment: .bottomTrailing, content: badge))
        }
        return ViewNode(id: "photo", kind: .image(width: trip.photoSize.width, height: trip.photoSize.height, resizable: true), modifiers: modifiers)
    }
}
