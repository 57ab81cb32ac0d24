import LayoutEngine
import LayoutModels

/// Finds the widths at which a model's layout changes discretely, by laying it out (nothing
/// is stored).
struct BreakpointSearch {
    let resolver: ScenarioResolver

    /// The widths between `from` and `to` at which a model's layout changes discretely (a chip
    /// changes row, a text wraps or truncates, a ViewThatFits switches), found by sampling
    /// every `step` points and bisecting each change down to `precision` points, with text
    /// sized for `sizeCategory`.
    func breakpoints(
        model name: String, template: TemplateName? = nil, sizeCategory: ContentSizeCategory = .default,
        from: Double, to: Double, step: Double = 8, precision: Double = 0.5
    ) throws(ServiceError) -> [Breakpoint] {
        guard from.isFinite, to.isFinite, from >= 0, from < to, step > 0, precision > 0 else {
            throw .invalidArgument("breakpoints need 0 ≤ from < to, both finite, and a positive step and precision")
        }
        let (_, _, model) = try resolver.ledger.currentModel(named: name)
        let tree = try ScenarioResolver.tree(of: model, template: template ?? model.templates[0])
        let prepared = resolver.layoutEngine.prepare(tree, sizeCategory: sizeCategory)
        let session = resolver.layoutEngine.makeSession()
        let signature = { (width: Double) in
            LayoutSignature(session.layout(prepared, proposal: ProposedSize.containerWidth(width)))
        }
        var breakpoints: [Breakpoint] = []
        var low = from
        var lowSignature = signature(from)
        var sample = from
        while sample < to {
            let high = min(sample + step, to)
            let highSignature = signature(high)
            while lowSignature != highSignature {
                var (narrow, wide) = (low, high)
                while wide - narrow > precision {
                    let middle = (narrow + wide) / 2
                    if signature(middle) == lowSignature { narrow = middle } else { wide = middle }
                }
                let wideSignature = signature(wide)
                breakpoints.append(Breakpoint(width: wide, changes: lowSignature.changes(to: wideSignature)))
                (low, lowSignature) = (wide, wideSignature)
            }
            (low, lowSignature) = (high, highSignature)
            sample = high
        }
        return breakpoints
    }
}
