import LayoutEngine

/// Makes deterministic random models of realistic shape for tests and benchmarks: the same
/// counts and seed give the same models on every machine.
///
/// Trip cards get place names (some long, some Korean, some with emoji), optional subtitles
/// of 2–16 words, photo sizes of common aspect ratios, 0–8 activities (0 about one time in
/// six) and dates in 2020–2025. Chip sets get 0–14 chips with Korean, English or emoji
/// titles of varied length and priorities 0–5 (so ties are common). Names are unique.
public enum ModelGenerator {
    /// `trips` trip cards then `chipSets` chip sets, drawn from `SplitMix64(seed:)`.
    public static func generate(trips: Int, chipSets: Int, seed: UInt64) -> [Model] {
        var random = SplitMix64(seed: seed)
        let tripModels = (0..<trips).map { Model.tripCard(trip(number: $0, using: &random)) }
        let chipModels = (0..<chipSets).map { Model.chipSet(chipSet(number: $0, using: &random)) }
        return tripModels + chipModels
    }

    private static let places = [
        "Kyoto", "Lisbon", "Hawaii, USA", "Cali coastal trails", "Reykjavík", "Patagonia", "Seoul", "Busan",
        "Marrakesh", "Cape Town", "Banff", "Amalfi coast", "Hanoi", "New Zealand's South Island", "Oaxaca",
        "서울", "부산 해운대", "제주도", "東京", "Santorini 🌅", "Swiss Alps 🏔️", "Yosemite",
    ]
    private static let qualifiers = ["weekend", "road trip", "in spring", "with the family", "2.0", "again", "food tour"]
    private static let words = [
        "hiking", "beaches", "temples", "markets", "trains", "mountains", "coffee", "museums", "sunsets",
        "night", "walks", "ferries", "islands", "snorkelling", "bakeries", "old", "town", "and", "with", "the",
    ]
    private static let activityNames = [
        "Sunrise hike", "Food market", "Museum", "Boat tour", "Snorkelling", "Cooking class", "Night walk",
        "Hot springs", "Bike ride", "Tea house",
    ]
    private static let koreanChips = ["첫번째", "두번째", "서른마흔다섯번째", "여행", "맛집", "바다", "산책로", "카페"]
    private static let englishChips = ["Swift", "Layout", "Accessibility", "iOS", "Performance tuning", "UI", "Dynamic Type"]
    private static let emojiChips = ["🏖️", "🍜 Food", "⛰️ Hiking", "🎒", "👨‍👩‍👧 Family", "✈️"]
    private static let aspectRatios: [(Double, Double)] = [(4, 3), (3, 2), (16, 9), (1, 1), (3, 4), (9, 16)]

    private static func trip(number: Int, using random: inout SplitMix64) -> TripCard {
        var name = places.randomElement(using: &random)!
        if Bool.random(using: &random) { name += " " + qualifiers.randomElement(using: &random)! }
        let ratio = aspectRatios.randomElement(using: &random)!
        let scale = Double(Int.random(in: 200...400, using: &random))
        let activityCount = Int.random(in: 0..<6, using: &random) == 0 ? 0 : Int.random(in: 1...8, using: &random)
        var activities: [String: JSONValue] = [:]
        for index in 0..<activityCount {
            let day = Double(Int.random(in: 1...14, using: &random))
            activities["\(activityNames.randomElement(using: &random)!) \(index + 1)"] = .number(day)
        }
        let subtitle = Int.random(in: 0..<4, using: &random) == 0
            ? nil : sentence(wordCount: Int.random(in: 2...16, using: &random), using: &random)
        let date = TripDate(
            year: Int.random(in: 2020...2025, using: &random), month: Int.random(in: 1...12, using: &random),
            day: Int.random(in: 1...28, using: &random)
        )!
        return TripCard(
            name: "\(name) #\(number + 1)",
            photoURL: "https://example.com/generated/\(number + 1).jpg",
            photoSize: Size(width: ratio.0 * scale, height: ratio.1 * scale),
            activities: activities, subtitle: subtitle, createdAt: date
        )
    }

    private static func chipSet(number: Int, using random: inout SplitMix64) -> ChipSet {
        let count = Int.random(in: 0...14, using: &random)
        let chips = (0..<count).map { _ in
            let pool = [koreanChips, englishChips, emojiChips].randomElement(using: &random)!
            return ChipSet.Chip(title: pool.randomElement(using: &random)!, priority: Int.random(in: 0...5, using: &random))
        }
        let spacing = [2.0, 4, 4, 6, 8].randomElement(using: &random)!
        return ChipSet(name: "Generated chips #\(number + 1)", chips: chips, horizontalSpacing: spacing, verticalSpacing: spacing)
    }

    private static func sentence(wordCount: Int, using random: inout SplitMix64) -> String {
        let text = (0..<wordCount).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
