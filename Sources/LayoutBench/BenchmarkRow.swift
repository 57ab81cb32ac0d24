import Foundation
import LayoutEngine

/// One line of the benchmark: a workload at a size, our median next to its baseline's median
/// in the same unit, their ratio (`ours / baseline`, see `BenchmarkUnit`) and the target.
public struct BenchmarkRow: Hashable, Sendable {
    public var workload: String
    public var n: Int
    public var unit: BenchmarkUnit
    public var median: Double
    /// What the baseline is (e.g. "greedy loop", "raw sqlite3 insert"); nil without one.
    public var baseline: String?
    public var baselineMedian: Double?
    public var target: BenchmarkTarget?
    /// Why the row was not measured (no PostgreSQL server given); its median is then NaN.
    public var absence: String?

    public init(
        workload: String, n: Int, unit: BenchmarkUnit, median: Double, baseline: String?, baselineMedian: Double?,
        target: BenchmarkTarget? = nil
    ) {
        self.workload = workload
        self.n = n
        self.unit = unit
        self.median = median
        self.baseline = baseline
        self.baselineMedian = baselineMedian
        self.target = target
    }

    /// A row that could not be measured, saying why.
    public static func absent(workload: String, unit: BenchmarkUnit, baseline: String?, because reason: String) -> BenchmarkRow {
        var row = BenchmarkRow(workload: workload, n: 0, unit: unit, median: .nan, baseline: baseline, baselineMedian: nil)
        row.absence = reason
        return row
    }

    /// `median / baselineMedian`; nil without a (non-zero) baseline.
    public var ratio: Double? {
        guard let baselineMedian, baselineMedian != 0 else { return nil }
        return median / baselineMedian
    }

    /// "met", "missed", "absent", or "-" for a row without a target.
    public var verdict: String {
        if absence != nil { return "absent" }
        guard let target else { return "-" }
        return target.isMet(median: median, ratio: ratio) ? "met" : "missed"
    }

    /// The row as the JSON object of `--format json`:
    /// `{"workload", "n", "unit", "median", "baseline", "baseline_median", "ratio"}`.
    /// An absent row has `"median": null` and `"absent": "<why>"`.
    public var json: JSONValue {
        var members = [
            JSONMember("workload", .string(workload)),
            JSONMember("n", .number(Double(n))),
            JSONMember("unit", .string(unit.rawValue)),
            JSONMember("median", absence == nil ? .number(Self.rounded(median)) : .null),
            JSONMember("baseline", baseline.map(JSONValue.string) ?? .null),
            JSONMember("baseline_median", baselineMedian.map { .number(Self.rounded($0)) } ?? .null),
            JSONMember("ratio", ratio.map { .number(Self.rounded($0)) } ?? .null),
        ]
        if let absence { members.append(JSONMember("absent", .string(absence))) }
        return .object(members)
    }

    /// `rows` as a JSON array, one object per row, ending in a newline.
    public static func jsonText(_ rows: [BenchmarkRow]) -> String {
        JSONWriter(style: .pretty).string(.array(rows.map(\.json))) + "\n"
    }

    /// A number with four significant digits, as the table prints it.
    public static func format(_ value: Double) -> String {
        JSONWriter.format(number: rounded(value))
    }

    /// `value` rounded to four significant digits (measurements carry no more).
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value }
        let scale = pow(10, 3 - floor(log10(value.magnitude)))
        return (value * scale).rounded() / scale
    }
}
