import LayoutService

/// `layoutstore approve [filters] [--run N] [--message M]` and `approve --undo`: current
/// results become the baselines replay checks, in an append-only log of approvals.
enum ApproveCommand {
    static let run = OptionSpec(
        name: "run", kind: .value(valueName: "run"), type: Int64.self,
        help: "Approve the new and changed scenarios of this recompute run, as that run computed them."
    )
    static let message = OptionSpec(
        name: "message", shortName: "m", kind: .value(valueName: "text"), help: "Why, for the approvals log.",
        defaultDescription: "what was approved"
    )
    static let undo = OptionSpec(
        name: "undo", kind: .flag,
        help: "Undo the latest approval not yet undone: its scenarios get back the baselines they had before."
    )

    static let spec = CommandSpec(
        name: "approve",
        abstract: "Accept current results as the baselines 'replay' checks, or undo the last approval.",
        discussion: "Without a filter or --run, every current result (each model's current revision at every template and width, laid out with the current engine) becomes the baseline of its scenario. Every approval is logged with the time, the approver ($USER) and the message; --undo logs an undo and restores what the latest approval replaced.",
        options: ScenarioFilterOptions.all + [
            run, message, undo, GlobalOptions.database, GlobalOptions.engineOption, GlobalOptions.quiet,
        ],
        examples: [
            "layoutstore approve --message \"baseline for 0.3\"",
            "layoutstore approve --run 12 -m \"chips now wrap with guideFlow\"",
            "layoutstore approve --undo",
        ],
        action: approve
    )

    private static func approve(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let arguments = context.arguments
        let runID: Int? = try arguments.value(run.name)
        let givenMessage: String? = try arguments.value(message.name)
        let filterOption = try ScenarioFilterOptions.firstGiven(in: arguments)
        if arguments.flag(undo.name), let excluded = filterOption ?? runID.map({ _ in "--run" }) {
            throw CLIError.usage("'--undo' undoes the latest approval; it cannot be combined with '\(excluded)'.", command: arguments.command)
        }
        if runID != nil, let filterOption {
            throw CLIError.usage("'--run' approves a run's changes; it cannot be combined with '\(filterOption)'.", command: arguments.command)
        }
        let service = try context.service()
        if arguments.flag(undo.name) {
            let undone = try context.serviceCall { () throws(ServiceError) in
                try service.undoLastApproval(message: givenMessage ?? "undo")
            }
            let count = undone.entryCount
            try context.report(CommandResult(
                summary: "Undid approval \(undone.undoesID.map(String.init) ?? "?"): \(count) \(count == 1 ? "scenario" : "scenarios") restored (log entry \(undone.id), by \(undone.approvedBy)).\n",
                cells: [
                    ("action", .text("undo")), ("approval", .integer(Int(undone.id))),
                    ("undoes", undone.undoesID.map { .integer(Int($0)) } ?? .null), ("scenarios", .integer(count)),
                    ("approved_by", .text(undone.approvedBy)), ("message", .text(undone.message)),
                ]
            ))
            return .success
        }
        let filter = try ScenarioFilterOptions.filter(from: arguments, service: service, context: context)
        let selection: ApprovalSelection = runID.map { .run(Int64($0)) } ?? .filter(filter)
        let approval = try context.serviceCall { () throws(ServiceError) in
            try service.approve(selection, message: givenMessage ?? describe(selection))
        }
        let count = approval.entryCount
        try context.report(CommandResult(
            summary: "Approved \(count) \(count == 1 ? "scenario" : "scenarios") as baselines (approval \(approval.id), by \(approval.approvedBy)): \(approval.message)\n",
            cells: [
                ("action", .text("approve")), ("approval", .integer(Int(approval.id))), ("scenarios", .integer(count)),
                ("approved_by", .text(approval.approvedBy)), ("message", .text(approval.message)),
            ]
        ))
        return .success
    }

    /// The message an approval gets when none is given: what it selected.
    static func describe(_ selection: ApprovalSelection) -> String {
        switch selection {
        case .run(let id):
            return "changes of run \(id)"
        case .scenario(let model, let template, let width, let sizeCategory):
            return "\(model) \(template.rawValue) at \(ScenarioLabel.width(width, sizeCategory: sizeCategory))"
        case .filter(let filter):
            var parts: [String] = []
            if let kind = filter.kind { parts.append("kind \(kind.rawValue)") }
            if let pattern = filter.namePattern { parts.append("models '\(pattern)'") }
            if let widths = filter.widths { parts.append("widths \(widths.joined(separator: ", "))") }
            if let categories = filter.sizeCategories, categories != [.default] {
                parts.append("size categories \(categories.map(\.rawValue).joined(separator: ", "))")
            }
            return parts.isEmpty ? "every current result" : "current results of " + parts.joined(separator: ", ")
        }
    }
}
