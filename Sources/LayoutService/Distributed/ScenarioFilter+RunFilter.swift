import LayoutEngine
import LayoutModels

extension ScenarioFilter {
    /// The filter a run recorded (``json``) read back, as a worker on another machine needs it
    /// to lay out the run's pages; a record it cannot read is a corrupt store.
    init(runFilter text: String, runID: Int64) throws(ServiceError) {
        let corrupt = ServiceError.corruptStore("the filter of run \(runID) is not a scenario filter: \(text)")
        guard let json = try? JSONParser.parse(text), case .object = json else { throw corrupt }
        self.init()
        switch json["kind"] {
        case nil: break
        case .string(let name)?:
            guard let kind = Model.Kind(rawValue: name) else { throw corrupt }
            self.kind = kind
        default: throw corrupt
        }
        switch json["name"] {
        case nil: break
        case .string(let pattern)?: namePattern = pattern
        default: throw corrupt
        }
        switch json["widths"] {
        case nil: break
        case .array(let names)?:
            widths = try names.map { name throws(ServiceError) in
                guard case .string(let text) = name else { throw corrupt }
                return text
            }
        default: throw corrupt
        }
    }
}
