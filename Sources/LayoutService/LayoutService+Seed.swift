import LayoutModels
import LayoutStorage

extension LayoutService {
    /// Loads a seed set: its widths and its models, in one transaction, laying out what is new.
    /// Loading the same set again writes nothing and says so.
    @discardableResult
    public func seed(_ seeds: SeedSet) throws(ServiceError) -> SeedReport {
        var report = SeedReport()
        let computesBefore = statistics.computes
        let existingWidths = try widths()
        for width in seeds.widths {
            if let existing = existingWidths.first(where: { $0.name == width.name }), existing.width != width.width {
                throw .invalidArgument("width \"\(width.name)\" is \(existing.width) in the store but \(width.width) in the seeds")
            }
        }
        let newWidths = seeds.widths.filter { width in !existingWidths.contains { $0.name == width.name } }
        try writing("loading seeds") { () throws in
            for width in newWidths { _ = try widthStore.addWidth(name: width.name, width: width.width) }
            for model in seeds.models {
                switch try putInTransaction(model, message: "seed").outcome {
                case .created: report.modelsCreated += 1
                case .revised: report.modelsRevised += 1
                case .unchanged: report.modelsUnchanged += 1
                }
            }
        }
        for model in seeds.models { forgetCurrentTrees(of: model) }
        report.widthsAdded = newWidths.count
        report.widthsUnchanged = seeds.widths.count - newWidths.count
        if !newWidths.isEmpty, report.modelsUnchanged > 0 {
            try recompute(ScenarioFilter(widths: newWidths.map(\.name)), against: .none)
        }
        report.computes = statistics.computes - computesBefore
        return report
    }
}
