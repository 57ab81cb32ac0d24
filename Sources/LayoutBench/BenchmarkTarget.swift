/// A goal a benchmark row is held to: a bound on our median or on the ratio to the baseline
/// (issue 7's targets). Several bounds must all hold.
public struct BenchmarkTarget: Hashable, Sendable {
    /// One bound.
    public enum Bound: Hashable, Sendable {
        case medianAtMost(Double)
        case medianAtLeast(Double)
        case ratioAtMost(Double)
        case ratioAtLeast(Double)
    }

    public var bounds: [Bound]

    public init(_ bounds: Bound...) {
        self.init(bounds: bounds)
    }

    public init(bounds: [Bound]) {
        self.bounds = bounds
    }

    /// Whether `median` (in `unit`) and `ratio` satisfy every bound.
    public func isMet(median: Double, ratio: Double?) -> Bool {
        bounds.allSatisfy { bound in
            switch bound {
            case .medianAtMost(let limit): return median <= limit
            case .medianAtLeast(let limit): return median >= limit
            case .ratioAtMost(let limit): return ratio.map { $0 <= limit } ?? false
            case .ratioAtLeast(let limit): return ratio.map { $0 >= limit } ?? false
            }
        }
    }

    /// The bounds as the table shows them: `≤ 10, ratio ≤ 8`.
    public var summary: String {
        bounds.map { bound in
            switch bound {
            case .medianAtMost(let limit): return "≤ " + BenchmarkRow.format(limit)
            case .medianAtLeast(let limit): return "≥ " + BenchmarkRow.format(limit)
            case .ratioAtMost(let limit): return "ratio ≤ " + BenchmarkRow.format(limit)
            case .ratioAtLeast(let limit): return "ratio ≥ " + BenchmarkRow.format(limit)
            }
        }.joined(separator: ", ")
    }
}
