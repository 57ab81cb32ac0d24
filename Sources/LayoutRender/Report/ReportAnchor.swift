/// The stable anchors of a report's scenarios: the scenario's words in lower case, letters
/// and digits kept and every other run of characters one `-` (`s-lisbon-r2-compact-width-320`),
/// with `-2`, `-3` … added when two scenarios would share one. The same scenarios in the same
/// order get the same anchors in every report.
enum ReportAnchor {
    /// One anchor per name, in order, all distinct.
    static func anchors(for names: [String]) -> [String] {
        var used: Set<String> = []
        return names.map { name in
            let base = "s-" + slug(name)
            var anchor = base
            var counter = 2
            while used.contains(anchor) {
                anchor = "\(base)-\(counter)"
                counter += 1
            }
            used.insert(anchor)
            return anchor
        }
    }

    private static func slug(_ text: String) -> String {
        var slug = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash && !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.append(character)
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "scenario" : slug
    }
}
