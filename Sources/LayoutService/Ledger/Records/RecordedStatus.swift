/// The status of a run change (``RecordedChange/status``, the `status` column), as the batch
/// writer makes it: its text and the same text as a constant (``ConstantText``).
enum RecordedStatus {
    case new, changed, failed

    /// The status as stored.
    var text: String {
        switch self {
        case .new: "new"
        case .changed: "changed"
        case .failed: "failed"
        }
    }

    /// ``text`` as a constant.
    var constant: StaticString {
        switch self {
        case .new: "new"
        case .changed: "changed"
        case .failed: "failed"
        }
    }
}
