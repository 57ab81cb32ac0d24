/// The one number format of the pictures: at most two decimals, trailing zeros dropped, no
/// `-0`, so equal results give byte-identical SVG and HTML.
public enum FixedNumber {
    /// `value` rounded to hundredths: `12`, `12.5`, `0.33`, `-4.25`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "-∞") }
        let hundredths = Int64((value * 100).rounded())
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100
        let fraction = magnitude % 100
        switch fraction {
        case 0: return "\(sign)\(whole)"
        case let tenths where tenths % 10 == 0: return "\(sign)\(whole).\(tenths / 10)"
        case let digits where digits < 10: return "\(sign)\(whole).0\(digits)"
        default: return "\(sign)\(whole).\(fraction)"
        }
    }
}
