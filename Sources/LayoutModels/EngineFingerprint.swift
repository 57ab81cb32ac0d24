import LayoutEngine
import Synchronization

/// The identity of the engine with given options: its version and a fingerprint, the
/// SHA-256 (hex) over the canonical options and the canonical result JSON of a built-in probe
/// set, so any change in behaviour changes the fingerprint even when nobody bumps the version.
///
/// The probe set is every template of every embedded seed model (trip cards compact and wide,
/// every chip set, every view tree and so every custom layout) and a text-wrapping tree, each
/// laid out at the proposals in `probeProposals`. It is computed once per options value per
/// process and cached (thread-safe).
public enum EngineFingerprint {
    /// The proposals every probe tree is laid out at: ideal, zero width, three widths under a
    /// nil height, and one proposal that caps the height (so truncation by height is probed).
    static let probeProposals: [ProposedSize] = [
        .unspecified, ProposedSize(width: 0, height: nil), ProposedSize(width: 125, height: nil),
        ProposedSize(width: 320, height: nil), ProposedSize(width: 1024, height: nil),
        ProposedSize(width: 200, height: 60),
    ]

    private static let cache = Mutex<[EngineOptions: EngineIdentity]>([:])

    /// The identity of `Engine(options:)`.
    public static func identity(for options: EngineOptions) -> EngineIdentity {
        cache.withLock { identities in
            if let identity = identities[options] { return identity }
            let engine = Engine(options: options)
            let identity = EngineIdentity(
                version: Engine.version,
                fingerprint: fingerprint(options: options, layout: engine.layout).hex
            )
            identities[options] = identity
            return identity
        }
    }

    /// The fingerprint of `layout` under `options`: SHA-256 over the options and the results
    /// of every probe tree at every probe proposal.
    static func fingerprint(options: EngineOptions, layout: (ViewNode, ProposedSize) -> LayoutResult) -> ContentHash {
        let probeIdentity = EngineIdentity(version: Engine.version, fingerprint: "probe")
        let writer = JSONWriter(style: .canonical)
        let probes = probeTrees(options: options)
        var text = writer.string(optionsJSON(options)) + "\n"
        if let loadError = probes.loadError { text += "probe seeds failed to load: \(loadError)\n" }
        for tree in probes.trees {
            for proposal in probeProposals {
                text += writer.string(LayoutResultEncoder.encode(layout(tree, proposal), engine: probeIdentity)) + "\n"
            }
        }
        return SHA256.hash(text)
    }

    /// The options as a JSON object: every field that changes results.
    static func optionsJSON(_ options: EngineOptions) -> JSONValue {
        .object([
            JSONMember("chipLayout", .string(options.chipLayout.rawValue)),
            JSONMember("textScale", .number(options.textScale)),
            JSONMember("displayScale", .number(options.displayScale)),
            // The fonts by content (SHA-256 of every file used), not by path.
            JSONMember("fonts", .string((try? FontSet.load(directory: options.fontDirectory).digest) ?? "unloadable")),
        ])
    }

    /// Every template of every embedded seed model, then the text-wrapping probe. Seeds that
    /// fail to load (a decoder change can do that; a test guards against it) leave only the
    /// text probe, and the load error is part of the fingerprinted text, so it still differs.
    static func probeTrees(options: EngineOptions) -> (trees: [ViewNode], loadError: ModelError?) {
        let seeds: SeedSet
        do {
            seeds = try SeedSet.embedded()
        } catch {
            return ([textProbe], error)
        }
        let trees = seeds.models.flatMap { model in
            model.templates.compactMap { template in try? model.tree(for: template, options: options) }
        }
        return (trees + [textProbe], nil)
    }

    /// Texts that wrap, break inside a word, truncate by line limit and by height, in several
    /// fonts and scripts, in stacks with baseline alignment and a spacer.
    static let textProbe = ViewNode(id: "text-probe", kind: .vstack(spacing: nil, alignment: .leading), children: [
        ViewNode(kind: .text("The quick brown fox jumps over the lazy dog", font: .body, lineLimit: nil)),
        ViewNode(kind: .text("Supercalifragilisticexpialidocious", font: .style(.largeTitle), lineLimit: nil)),
        ViewNode(kind: .text("다람쥐 헌 쳇바퀴에 타고파 東京 🏖️ café", font: .style(.caption), lineLimit: 2)),
        ViewNode(kind: .text("Line one\nLine two is longer than line one", font: .size(13.5), lineLimit: nil))
            .modifier(.frame(FixedFrame(height: 20))),
        ViewNode(kind: .hstack(spacing: nil, alignment: .firstTextBaseline), children: [
            ViewNode(kind: .text("Title", font: .style(.title), lineLimit: 1)),
            ViewNode(kind: .spacer(minLength: nil)),
            ViewNode(kind: .text("footnote that truncates", font: .style(.footnote), lineLimit: 1))
                .modifier(.layoutPriority(1)),
        ]),
    ])
}
