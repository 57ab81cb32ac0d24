/// The weights the engine sets text in (OS/2 weight classes): every named style is regular but
/// headline, which is semibold; `.size(N)` fonts are regular.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable {
    case regular = 400
    case semibold = 600
}
