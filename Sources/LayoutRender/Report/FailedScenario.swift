/// A scenario that failed to lay out, and the error.
public struct FailedScenario: Hashable, Sendable {
    public var caption: PictureCaption
    public var message: String

    public init(caption: PictureCaption, message: String) {
        self.caption = caption
        self.message = message
    }
}
