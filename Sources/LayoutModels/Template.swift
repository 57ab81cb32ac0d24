import LayoutEngine
import LayoutHashing

/// The name of a template: the function from a model to the view tree the engine lays out,
/// the equivalent of a SwiftUI view's `body`.
///
/// A trip card has two (`compact`, `wide`), a chip set one (`chips`), a view tree one (`tree`,
/// the tree itself). Each (model, template) pair is a separate scenario layout; `Model.templates`
/// lists a model's templates, the first being its default.
public enum TemplateName: String, Hashable, Sendable, CaseIterable {
    case compact, wide, chips, tree
}

/// A template asked of a model kind that does not have it.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    public var template: TemplateName
    public var kind: Model.Kind

    public init(template: TemplateName, kind: Model.Kind) {
        self.template = template
        self.kind = kind
    }

    public var description: String {
        "a \(kind.rawValue) has no template \"\(template.rawValue)\""
    }
}

extension Model.Kind {
    /// The templates of this kind, the default first.
    public var templates: [TemplateName] {
        switch self {
        case .tripCard: return [.compact, .wide]
        case .chipSet: return [.chips]
        case .viewTree: return [.tree]
        }
    }
}

extension Model {
    /// The templates of this model's kind, the default first.
    public var templates: [TemplateName] {
        kind.templates
    }

    /// The view tree `template` makes of this model (the model alone decides it: a chip set's
    /// container is its own `layout`, not an engine option).
    public func tree(for template: TemplateName) throws(TemplateError) -> ViewNode {
        switch (self, template) {
        case (.tripCard(let trip), .compact): return TripCardTemplates.compact(trip)
        case (.tripCard(let trip), .wide): return TripCardTemplates.wide(trip)
        case (.chipSet(let chips), .chips): return ChipSetTemplate.tree(chips)
        case (.viewTree(let model), .tree): return model.root
        default: throw TemplateError(template: template, kind: kind)
        }
    }
}

extension ViewNode {
    /// SHA-256 of the canonical view-tree JSON: equal trees, equal hashes, whatever model
    /// or template made them.
    public var treeHash: ContentHash {
        ViewTreeEncoder.withCanonicalBytes(of: self) { SHA256.hash(UnsafeRawBufferPointer($0)) }
    }

    /// `treeHash`, its canonical bytes written into `output` (emptied first, its capacity kept
    /// for the next tree).
    public func treeHash(using output: inout CanonicalJSONOutput) -> ContentHash {
        ViewTreeEncoder.canonicalBytes(of: self, into: &output)
        return SHA256.hash(output.bytes)
    }
}
