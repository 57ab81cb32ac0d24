import LayoutEngine
import LayoutModels

/// Feeds fuzz cases to parsing, validation, templates and layout, and lists every broken
/// promise: a rejection without a `$` path, file or rule; decoders that disagree; a result
/// with the wrong node count or a non-finite or negative size. A crash ends the process.
struct FuzzOracle {
    /// How a case ended.
    enum Outcome: Hashable {
        case syntaxError, rejected, accepted
    }

    /// The file name model files are decoded under; every model error must name it.
    static let fileName = "fuzz.json"

    /// The proposals each accepted tree is laid out under: widths zero, narrow, phone, huge
    /// and ideal with an unspecified height (as a scroll view proposes), then fully finite ones.
    static let proposals: [ProposedSize] = [0, 125, 320, 1e9, nil].map { ProposedSize(width: $0, height: nil) }
        + [ProposedSize(width: 0, height: 0), ProposedSize(width: 320, height: 480), ProposedSize(width: 1e9, height: 1e9)]

    let engine = Engine()

    /// What checking one case found.
    struct Findings {
        /// Broken promises.
        var problems: [String] = []
    }

    /// The case's outcome and what was found wrong with it.
    func check(_ fuzzCase: FuzzCase) -> (outcome: Outcome, findings: Findings) {
        var findings = Findings()
        let outcome: Outcome
        switch fuzzCase.seed.target {
        case .modelFile: outcome = checkModelFile(fuzzCase, findings: &findings)
        case .viewTree: outcome = checkViewTree(fuzzCase, findings: &findings)
        }
        return (outcome, findings)
    }

    private func checkModelFile(_ fuzzCase: FuzzCase, findings: inout Findings) -> Outcome {
        let fromText: Result<[Model], ModelError> = Result { () throws(ModelError) in
            try ModelFile.decode(fuzzCase.text, file: Self.fileName)
        }
        if case .failure(let error) = fromText { checkRejection(error, file: Self.fileName, findings: &findings) }
        if !fuzzCase.textMutated {
            let fromValue = Result { () throws(ModelError) in try ModelFile.decode(fuzzCase.document) }
            if case .failure(let error) = fromValue { checkRejection(error, file: nil, findings: &findings) }
            if !Self.hasDuplicateKeys(fuzzCase.document) && !Self.isNestingError(fromText) {
                let textSays = Self.summary(fromText.mapError { $0.with(file: nil) })
                let valueSays = Self.summary(fromValue)
                if textSays != valueSays { findings.problems.append("decoding the text and the value disagree: \(textSays) vs \(valueSays)") }
            }
        }
        switch fromText {
        case .failure(let error):
            if case .syntax = error.rule { return .syntaxError }
            return .rejected
        case .success(let models):
            for model in models { checkAccepted(model, findings: &findings) }
            return .accepted
        }
    }

    private func checkViewTree(_ fuzzCase: FuzzCase, findings: inout Findings) -> Outcome {
        let document: JSONValue
        do {
            document = try JSONParser.parse(fuzzCase.text)
        } catch {
            if error.line < 1 || error.column < 1 || error.message.isEmpty {
                findings.problems.append("syntax error without a position or message: \(error)")
            }
            return .syntaxError
        }
        let fromText = Result { () throws(ViewTreeError) in try ViewTreeDecoder.decode(document) }
        if !fuzzCase.textMutated && !Self.hasDuplicateKeys(fuzzCase.document) {
            let fromValue = Result { () throws(ViewTreeError) in try ViewTreeDecoder.decode(fuzzCase.document) }
            if fromValue != fromText { findings.problems.append("decoding the text and the value disagree: \(fromText) vs \(fromValue)") }
        }
        switch fromText {
        case .failure(let error):
            if !error.path.hasPrefix("$") || error.message.isEmpty { findings.problems.append("rejection without a path or message: \(error)") }
            return .rejected
        case .success(let tree):
            let reencoded = Result { () throws(ViewTreeError) in try ViewTreeDecoder.decode(ViewTreeEncoder.encode(tree)) }
            if reencoded != .success(tree) { findings.problems.append("the encoded tree decodes differently: \(reencoded)") }
            checkLayouts(of: tree, findings: &findings)
            return .accepted
        }
    }

    private func checkRejection(_ error: ModelError, file: String?, findings: inout Findings) {
        if error.file != file { findings.problems.append("error names file \(error.file ?? "nil"), expected \(file ?? "nil"): \(error)") }
        if !error.path.hasPrefix("$") { findings.problems.append("error path does not start with $: \(error)") }
        if error.message.isEmpty { findings.problems.append("error without a rule: \(error)") }
        if case .syntax = error.rule, error.path != "$" { findings.problems.append("syntax error not at $: \(error)") }
    }

    /// An accepted model survives its canonical text, and every template's tree lays out.
    private func checkAccepted(_ model: Model, findings: inout Findings) {
        let canonical = model.canonicalText
        switch Result(catching: { () throws(ModelError) in try ModelFile.decode(Array(canonical.utf8)) }) {
        case .success(let again) where again.map(\.canonicalText) == [canonical]: break
        case let other: findings.problems.append("the canonical text of \(model.name) does not decode to itself: \(other)")
        }
        for template in model.templates {
            do {
                checkLayouts(of: try model.tree(for: template), findings: &findings)
            } catch {
                findings.problems.append("template \(template) of its own kind failed: \(error)")
            }
        }
    }

    /// Each proposal gives one result node per tree node and sizes that are never NaN or
    /// negative; finite proposals give finite sizes (a nil axis may make `fill` infinite, rule 7.4).
    private func checkLayouts(of tree: ViewNode, findings: inout Findings) {
        let nodeCount = Self.nodeCount(tree)
        let prepared = engine.prepare(tree)
        let session = engine.makeSession()
        for proposal in Self.proposals {
            let result = session.layout(prepared, proposal: proposal)
            let at = "proposal \(proposal.width.map { "\($0)" } ?? "nil") × \(proposal.height.map { "\($0)" } ?? "nil")"
            if result.nodes.count != nodeCount { findings.problems.append("\(at): \(result.nodes.count) result nodes for \(nodeCount) tree nodes") }
            let mustBeFinite = proposal.width != nil && proposal.height != nil
            let sizes = [("the root", result.size)] + result.nodes.flatMap { node in
                [node.frame, node.outer].compactMap { $0.map { ("node " + node.path, $0.size) } }
            }
            if let (name, size) = sizes.first(where: { !Self.isSane($0.1, finite: mustBeFinite) }) {
                findings.problems.append("\(at): \(name) has size \(size)")
            }
        }
    }

    /// True for the parser's depth limit, which the value decoders do not share.
    static func isNestingError(_ result: Result<[Model], ModelError>) -> Bool {
        guard case .failure(let error) = result, case .syntax(let syntax) = error.rule else { return false }
        return syntax.message.hasPrefix("nesting deeper")
    }

    /// The models' canonical texts, or the error's description.
    static func summary(_ result: Result<[Model], ModelError>) -> String {
        switch result {
        case .success(let models): return "accepted " + models.map(\.canonicalText).joined(separator: "\n")
        case .failure(let error): return "rejected " + error.description
        }
    }

    static func isSane(_ size: Size, finite: Bool) -> Bool {
        size.width >= 0 && size.height >= 0 && (!finite || (size.width.isFinite && size.height.isFinite))
    }

    /// Nodes in `tree`: itself, its children and its overlay and background contents.
    static func nodeCount(_ tree: ViewNode) -> Int {
        var count = 1 + tree.children.reduce(0) { $0 + nodeCount($1) }
        for modifier in tree.modifiers {
            switch modifier {
            case .overlay(_, let content), .background(_, let content): count += nodeCount(content)
            default: break
            }
        }
        return count
    }

    static func hasDuplicateKeys(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let members):
            return Set(members.map(\.key)).count != members.count || members.contains { hasDuplicateKeys($0.value) }
        case .array(let elements): return elements.contains(where: hasDuplicateKeys)
        default: return false
        }
    }
}

extension ModelError {
    /// This error as if it came from `file`.
    func with(file: String?) -> ModelError {
        var copy = self
        copy.file = file
        return copy
    }
}
